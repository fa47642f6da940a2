/**
 * Time freed: every change that can free a stylist's time (a cancellation, a reschedule away, a
 * lapsed hold, a removed break, new shifts or hours) is already told on the change bus after its
 * commit, on every instance. Hearing one starts a waitlist turn a moment later (a burst of changes
 * makes one turn) instead of at the next turn of the job loop; turns never overlap in one process,
 * and one asked for meanwhile runs after it.
 * Two instances' turns may run together: the hold's overlap constraint and the offers' unique index
 * keep them from offering one time or one entry twice.
 */
import type { Deps } from '../deps';
import { workWaitlist } from './waitlist-offers';

/** How long a turn waits after the change that asked for it: a burst of changes makes one turn. */
const GATHER_MS = 300;

/** Listens until the returned function is called. */
export function offerFreedTime(deps: Deps): () => void {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let again = false;
  let stopped = false;
  const run = () => {
    timer = null;
    running = true;
    workWaitlist(deps)
      .catch((err) => deps.log.error({ err, job: 'waitlist' }, 'background job failed'))
      .finally(() => {
        running = false;
        if (again && !stopped) {
          again = false;
          timer = setTimeout(run, GATHER_MS);
        }
      });
  };
  const ask = () => {
    if (stopped) return;
    if (running) again = true;
    else if (!timer) timer = setTimeout(run, GATHER_MS);
  };
  const unsubscribe = deps.bus.subscribe(ask);
  return () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
