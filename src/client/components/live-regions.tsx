import { liveRegionProps } from '../lib/announce';

/** The pair of live regions `announce()` writes into: one for the page, one inside each dialog. */
export function LiveRegions() {
  return (
    <>
      <div {...liveRegionProps('polite')} />
      <div {...liveRegionProps('assertive')} />
    </>
  );
}
