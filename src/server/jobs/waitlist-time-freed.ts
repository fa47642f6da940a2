/**
 * Time freed: every change that can free a stylist's time (a cancellation, a reschedule away, a
 * lapsed hold, a removed break, new shifts or hours) is already told on the change bus after its
 * commit, on every instance. Hearing one starts a waitlist turn at once instead of at the next turn
 * of the job loop; turns never overlap in one process, and one asked for meanwhile runs after it.
 * Two instances' turns may run together: the hold's overlap constraint and the offers' unique index
 * keep them from offering one time or one entry twice.
 */
import type { Deps } from '../deps';
import { workWaitlist } from './waitlist-offers';

/** Listens until the returned function is called. */
export function offerFreedTime(deps: Deps): () => void {
  let running: Promise<void> | null = null;
  let again = false;
  const turn = () => {
    if (running) {
      again = true;
      return;
    }
    running = workWaitlist(deps)
      .then(() => undefined)
      .catch((err) => deps.log.error({ err, job: 'waitlist' }, 'background job failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          turn();
        }
      });
  };
  return deps.bus.subscribe(() => turn());
}
