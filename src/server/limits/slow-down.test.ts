import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SLOWED_AT_ONCE, SLOW_DOWN_MS, slowDown } from './slow-down';

afterEach(() => vi.useRealTimers());

describe('the pause before answering a limited address', () => {
  it('answers after the pause, and at once past the number of pauses it may hold', async () => {
    vi.useFakeTimers();
    const answered: number[] = [];
    const all = Array.from({ length: MAX_SLOWED_AT_ONCE + 6 }, (_, i) =>
      slowDown().then(() => answered.push(i)),
    );
    await vi.advanceTimersByTimeAsync(0);
    // the six beyond the bound went at once
    expect(answered).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(SLOW_DOWN_MS - 1);
    expect(answered).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(all);
    expect(answered).toHaveLength(MAX_SLOWED_AT_ONCE + 6);
    // and the places are free again
    const next = slowDown().then(() => 'late');
    await vi.advanceTimersByTimeAsync(0);
    let done = false;
    void next.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(SLOW_DOWN_MS);
    expect(await next).toBe('late');
  });
});
