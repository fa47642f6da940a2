/**
 * Background jobs, one loop: release lapsed payment holds (after asking the provider about them), queue due reminders, work the outbox,
 * and on the embedded database refresh the planner's statistics (db/embedded-upkeep.ts).
 * Every step reads its state from the database, so a restart simply carries on where it stopped.
 */
import { upkeepEmbedded } from '../db/embedded-upkeep';
import type { Deps } from '../deps';
import { recordUnfinished } from '../domain/audit/intents';
import { sweepGuestData } from '../domain/privacy/guest-sweep';
import { publishBookingsOf } from './booking-changes';
import { releaseLapsedHoldsAfterLookup } from './hold-lookups';
import { databaseAnswers, pauseForOutage } from './outage-pause';
import { workOutbox } from './outbox-runner';
import { enqueueDueReminders } from './reminders';
import { workWaitlist } from './waitlist-offers';
import { offerFreedTime } from './waitlist-time-freed';

/** How long a stopping server lets outbox sends in flight finish before cutting them short. */
const SEND_GRACE_MS = 5_000;

/**
 * One pass of every job; each step's failure is logged and does not stop the others, except an
 * outage of the database, which pauses the jobs until it answers again (outage-pause.ts).
 */
export async function runJobsOnce(deps: Deps, signal?: AbortSignal, sendSignal?: AbortSignal): Promise<void> {
  if (!(await databaseAnswers(deps).catch(() => true))) return;
  const steps: [string, () => Promise<unknown>][] = [
    [
      'hold expiry',
      async () => {
        const released = await releaseLapsedHoldsAfterLookup(deps);
        if (released.length) deps.log.info({ bookings: released }, 'released lapsed payment holds');
        await publishBookingsOf(deps, released);
      },
    ],
    ['reminders', () => enqueueDueReminders(deps)],
    // after the holds: a lapsed hold's time may go to the waitlist in the same turn
    ['waitlist', () => workWaitlist(deps)],
    ['outbox', () => workOutbox(deps, signal, sendSignal ?? signal)],
    [
      'unfinished audit lines',
      async () => {
        const recorded = await recordUnfinished(deps.db, deps.now());
        if (recorded)
          deps.log.warn({ lines: recorded }, 'recorded back-office writes whose outcome is unknown');
      },
    ],
    [
      'guest data',
      async () => {
        const done = await sweepGuestData(deps.db, deps.now());
        if (done && (done.bookings || done.clients))
          deps.log.info(done, "anonymised old guests' personal data");
      },
    ],
  ];
  if (deps.dbKind === 'pglite')
    steps.push([
      'embedded upkeep',
      async () => {
        const done = await upkeepEmbedded(deps.db);
        if (done.length) deps.log.info({ tables: done }, 'refreshed the embedded database statistics');
      },
    ]);
  for (const [name, step] of steps) {
    if (signal?.aborted) return;
    try {
      await step();
    } catch (e) {
      if (pauseForOutage(deps, e)) return;
      deps.log.error({ err: e, job: name }, 'background job failed');
    }
  }
}

/**
 * Starts the job loop; the returned function stops it: no new work is claimed, sends in flight get
 * a few seconds to finish, then are cut short (their leases handed back), and the pass is awaited.
 */
export function startJobs(deps: Deps): () => Promise<void> {
  const abort = new AbortController();
  const abortSends = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const loop = () => {
    running = runJobsOnce(deps, abort.signal, abortSends.signal).finally(() => {
      running = null;
      if (!abort.signal.aborted) timer = setTimeout(loop, deps.config.jobIntervalMs);
    });
  };
  timer = setTimeout(loop, 0);
  const stopWaitlist = offerFreedTime(deps);
  return async () => {
    stopWaitlist();
    abort.abort();
    clearTimeout(timer);
    const pass = running;
    if (!pass) return;
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([pass, new Promise((resolve) => (grace = setTimeout(resolve, SEND_GRACE_MS)))]);
    clearTimeout(grace);
    abortSends.abort();
    await pass;
  };
}
