/**
 * Work split into turns of its own, so that the start of the app never runs as one long task that a
 * tap would wait behind (Total Blocking Time counts every task over 50 ms on a slow phone).
 */

type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a later task: the browser may paint and handle input in between. */
export function nextTurn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs each task in an idle period of its own, in order (a timer where the browser has no idle
 * callbacks): work nobody waits for, like fetching code a later step will need.
 */
export function inIdleTurns(tasks: readonly (() => void)[], timeout = 3000): void {
  const [first, ...rest] = tasks;
  if (!first) return;
  const run = () => {
    first();
    inIdleTurns(rest, timeout);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout });
  else setTimeout(run, 50);
}
