/**
 * The page's side of the rating outbox: queues a rating that could not be sent, asks for
 * Background Sync, and replays the outbox itself on app start, when the connection comes back
 * (`online`), when the app returns to the foreground, and on a timer while ratings wait with a
 * connection that does not reach the server. Browsers with Background Sync also replay from the
 * worker (sw/sync.ts); the outbox's claims make sure a rating is never sent twice at once, and the
 * page does not wait for the browser's own retry schedule.
 */

import type { RatingSubmitRequest } from '#shared/contract/ratings';
import { enqueueRating, OUTBOX_SYNC_TAG, purgeSent, replayOutbox } from '../../device-store/outbox';
import { currentLanguage } from '../lib/language';
import { customerToken } from '../lib/session';
import { requestBackgroundSync } from '../lib/sw-bridge';

const RETRY_MS = [15_000, 30_000, 60_000, 120_000, 300_000];
let running: Promise<void> | null = null;
let timer: number | undefined;
let failures = 0;
let started = false;

function schedule(): void {
  window.clearTimeout(timer);
  const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
  timer = window.setTimeout(() => void replayNow(false), delay);
}

/** Sends what waits, once at a time in this page. */
export function replayNow(connectionBack = true): Promise<void> {
  running ??= (async () => {
    try {
      if (!navigator.onLine) return;
      const result = await replayOutbox(undefined, connectionBack);
      if (result.remaining > 0) {
        failures++;
        schedule();
      } else failures = 0;
    } catch {
      // IndexedDB unavailable: nothing can wait here
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Saves a rating to send when there is a connection. */
export async function queueRating(body: RatingSubmitRequest): Promise<void> {
  await enqueueRating({ body, lang: currentLanguage(), auth: body.t ? null : customerToken() });
  await requestBackgroundSync(OUTBOX_SYNC_TAG);
  // online, yet the server was not reached: try again soon
  if (navigator.onLine) schedule();
}

/** Replays on start and whenever the connection or the app comes back. */
export function startOutboxRunner(): void {
  if (started) return;
  started = true;
  void purgeSent().catch(() => undefined);
  void replayNow(true);
  window.addEventListener('online', () => void replayNow(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replayNow(false);
  });
}
