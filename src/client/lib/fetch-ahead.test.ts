import { describe, expect, it } from 'vitest';
import { mayFetchAhead } from './fetch-ahead';

describe('mayFetchAhead', () => {
  it('fetches ahead on a fast connection', () => {
    expect(mayFetchAhead({ saveData: false, effectiveType: '4g' })).toBe(true);
  });

  it('never fetches ahead while the phone saves data, however fast its connection', () => {
    expect(mayFetchAhead({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it.each(['slow-2g', '2g', '3g'])('never fetches ahead on a %s connection', (effectiveType) => {
    expect(mayFetchAhead({ saveData: false, effectiveType })).toBe(false);
  });

  it('takes a browser that tells nothing of its connection to be fast', () => {
    expect(mayFetchAhead({})).toBe(true);
  });
});
