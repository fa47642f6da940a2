/**
 * Background Sync for the rating outbox: the browser wakes the worker when it has a connection,
 * and the worker sends the waiting ratings from the same IndexedDB outbox the page uses (the
 * outbox's claims keep the page and the worker from sending one rating twice at once). Rejecting
 * asks the browser to try again later; on its last chance the ratings stay queued for the page,
 * which replays them on start and when it comes online.
 */
import { replayOutbox } from '../src/device-store/outbox';

/** The Background Sync event (not in TypeScript's WebWorker library). */
export type SyncEvent = ExtendableEvent & { readonly tag: string; readonly lastChance: boolean };

export async function replayFromSync(lastChance: boolean): Promise<void> {
  // open pages see the outcome through IndexedDB (Dexie's liveQuery follows the worker's writes)
  const result = await replayOutbox(undefined, true);
  if (result.remaining > 0 && !lastChance) throw new Error(`${result.remaining} rating(s) still waiting`);
}
