/**
 * Work split into turns of its own, so that the start of the app never runs as one long task that a
 * tap would wait behind (Total Blocking Time counts every task over 50 ms on a slow phone), and
 * work nobody waits for runs when the browser is idle.
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

type Idle = {
  /** At the latest after this long, idle or not. */
  timeout?: number;
  /** Where the browser has no idle callbacks (Safari): after this long. */
  otherwiseAfter?: number;
};

/** Runs `task` in an idle period of the browser's. */
export function whenIdle(task: () => void, { timeout = 3000, otherwiseAfter = 1000 }: Idle = {}): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, otherwiseAfter);
}

/**
 * Runs each task in an idle period of its own, in order: work nobody waits for, like fetching code
 * a later step will need. Without idle callbacks, the tasks are `otherwiseAfter` apart (50 ms).
 */
export function inIdleTurns(tasks: readonly (() => void)[], idle: Idle = {}): void {
  const [first, ...rest] = tasks;
  if (!first) return;
  whenIdle(
    () => {
      first();
      inIdleTurns(rest, idle);
    },
    { otherwiseAfter: 50, ...idle },
  );
}

/** How long after the page's load work for later (offline copies, the service worker) waits. */
const SETTLE_MS = 2000;
/** The longest one waiter's idle turn waits on a page that is never idle. */
const TURN_TIMEOUT_MS = 1000;
const waiting: (() => void)[] = [];
let settling = false;
let settled = false;
let draining = false;

/** Lets one waiter go per idle period, in the order they asked. */
function letNextGo(): void {
  const next = waiting.shift();
  next?.();
  draining = waiting.length > 0;
  if (draining) whenIdle(letNextGo, { timeout: TURN_TIMEOUT_MS, otherwiseAfter: 50 });
}

function startSettling(): void {
  if (settling) return;
  settling = true;
  const wait = () =>
    window.setTimeout(
      () =>
        whenIdle(
          () => {
            settled = true;
            letNextGo();
          },
          { timeout: 3000, otherwiseAfter: 0 },
        ),
      SETTLE_MS,
    );
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
}

/**
 * Resolves once the page has loaded, a short while has passed and the browser is idle: when work
 * for later visits (the offline copies in IndexedDB, the service worker, the outbox) may start
 * without competing with the first screen's own code and reads, or with the first taps. Each
 * waiter goes on in an idle period of its own, in the order they asked: resolved together, their
 * continuations ran as one long task of work that is in no hurry.
 */
export function pageSettled(): Promise<void> {
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    startSettling();
    if (settled && !draining) {
      draining = true;
      whenIdle(letNextGo, { timeout: TURN_TIMEOUT_MS, otherwiseAfter: 0 });
    }
  });
}
