import { describe, expect, it } from 'vitest';
import { browserMove, depthOf, searchForStep, stepFromSearch } from './step-history';

describe('the wizard step in the URL', () => {
  it('reads ?step=N as the N-th step, and nothing or nonsense as the first', () => {
    expect(stepFromSearch('?step=3')).toBe(2);
    expect(stepFromSearch('')).toBe(0);
    expect(stepFromSearch('?step=0')).toBe(0);
    expect(stepFromSearch('?step=9')).toBe(0);
    expect(stepFromSearch('?step=2x')).toBe(0);
  });

  it('writes the step and keeps every other parameter', () => {
    expect(searchForStep('?lang=zh', 2)).toBe('?lang=zh&step=3');
    expect(searchForStep('?step=3&lang=zh', 0)).toBe('?lang=zh');
    expect(searchForStep('', 0)).toBe('');
  });

  it('reads the depth of a history entry, 0 for a foreign one', () => {
    expect(depthOf({ wizardDepth: 2 })).toBe(2);
    expect(depthOf(null)).toBe(0);
    expect(depthOf({ wizardDepth: -1 })).toBe(0);
  });
});

describe('a browser move', () => {
  it('goes back to any earlier step', () => {
    expect(browserMove(0, 2, false)).toEqual({ kind: 'back', to: 0 });
  });
  it('goes forward one step only when the current step is complete', () => {
    expect(browserMove(2, 1, true)).toEqual({ kind: 'forward' });
    expect(browserMove(2, 1, false)).toEqual({ kind: 'restoreUrl' });
    expect(browserMove(3, 1, true)).toEqual({ kind: 'restoreUrl' });
  });
  it('does nothing when the URL and the wizard agree', () => {
    expect(browserMove(1, 1, true)).toEqual({ kind: 'none' });
  });
});
