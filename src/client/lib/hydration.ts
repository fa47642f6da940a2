/**
 * The home page is prerendered at build time with no data and no session, and React hydrates that
 * markup: its first render must be the same, whatever has arrived meanwhile (the salon, the
 * services). A part that shows data asks `useHydrated()` and shows its placeholder until it is true.
 */
import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while React hydrates the prerendered page, then true (React renders again at once); true
 * from the start in every render that hydrates nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
