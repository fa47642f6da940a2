/** Background jobs: hold expiry, the outbox and reminders (filled in by the payments feature). */
import type { Deps } from '../deps';

/** Starts the job loops; the returned function stops them and waits for the current tick. */
export function startJobs(_deps: Deps): () => Promise<void> {
  return async () => {};
}
