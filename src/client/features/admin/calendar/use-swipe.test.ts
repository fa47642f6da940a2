import { describe, expect, it } from 'vitest';
import { swipeDirection } from './use-swipe';

describe('calendar swipe', () => {
  it('goes forward on a swipe to the left and back on a swipe to the right', () => {
    expect(swipeDirection(-120, 10, 200)).toBe(1);
    expect(swipeDirection(120, -10, 200)).toBe(-1);
  });

  it('ignores short, slow or mostly vertical strokes', () => {
    expect(swipeDirection(-40, 0, 100)).toBeNull();
    expect(swipeDirection(-200, 0, 2000)).toBeNull();
    expect(swipeDirection(-100, 90, 200)).toBeNull();
  });
});
