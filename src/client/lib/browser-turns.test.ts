import { afterEach, describe, expect, it, vi } from 'vitest';
import { inIdleTurns, nextTurn, whenIdle } from './browser-turns';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('work split into turns of its own', () => {
  it('goes on after the microtasks already queued, in a later task', async () => {
    const order: string[] = [];
    const turn = nextTurn().then(() => order.push('next turn'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await turn;
    expect(order).toEqual(['microtask', 'next turn']);
  });

  it('runs each idle task in order, one per idle period', () => {
    const periods: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => periods.push(run));
    const done: string[] = [];
    inIdleTurns([() => done.push('stylist'), () => done.push('date and time'), () => done.push('checkout')]);
    expect(done).toEqual([]);
    periods.shift()!();
    expect(done).toEqual(['stylist']);
    periods.shift()!();
    expect(done).toEqual(['stylist', 'date and time']);
    periods.shift()!();
    expect(done).toEqual(['stylist', 'date and time', 'checkout']);
    expect(periods).toEqual([]);
  });

  it('falls back to timers where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const done: number[] = [];
    inIdleTurns([() => done.push(1), () => done.push(2)]);
    expect(done).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual([1]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual([1, 2]);
  });

  it('spaces the tasks by the time it is given where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const done: string[] = [];
    inIdleTurns([() => done.push('service worker'), () => done.push('outbox')], { otherwiseAfter: 500 });
    vi.advanceTimersByTime(499);
    expect(done).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(done).toEqual(['service worker']);
    vi.advanceTimersByTime(500);
    expect(done).toEqual(['service worker', 'outbox']);
  });

  it('waits the time it is given where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const saved = vi.fn();
    whenIdle(saved, { otherwiseAfter: 1000 });
    vi.advanceTimersByTime(999);
    expect(saved).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(saved).toHaveBeenCalledOnce();
  });

  it('lets the work waiting for the settled page go one piece per idle period, in order', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('document', { readyState: 'complete' });
    const periods: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => periods.push(run));
    vi.resetModules();
    const { pageSettled } = await import('./browser-turns');
    const done: string[] = [];
    for (const work of ['offline copy', 'update prompt', 'wizard'])
      void pageSettled().then(() => done.push(work));

    vi.advanceTimersByTime(1999);
    expect(periods).toEqual([]);
    vi.advanceTimersByTime(1);
    periods.shift()!();
    await Promise.resolve();
    expect(done).toEqual(['offline copy']);
    periods.shift()!();
    await Promise.resolve();
    expect(done).toEqual(['offline copy', 'update prompt']);

    // asked for after the page has settled: after those already waiting, in an idle period too
    void pageSettled().then(() => done.push('outbox'));
    periods.shift()!();
    await Promise.resolve();
    expect(done).toEqual(['offline copy', 'update prompt', 'wizard']);
    periods.shift()!();
    await Promise.resolve();
    expect(done).toEqual(['offline copy', 'update prompt', 'wizard', 'outbox']);
    expect(periods).toEqual([]);
  });
});
