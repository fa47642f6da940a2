/**
 * Catalogue reads (services, categories, the stylists of a set of services) that work offline:
 * the server first; each answer is saved in IndexedDB; when the server cannot be reached, the
 * saved answer is used and recorded here, so the app says "Showing saved data from ..." and the
 * query counts as stale (it is fetched again when the connection returns). Never stale without
 * the app knowing.
 *
 * Small on purpose: it is part of the first JavaScript of `/`; the IndexedDB side (Dexie) is
 * loaded on first use: a read the server cannot answer, or the first save, once the page has
 * settled (lib/browser-turns.ts).
 */
import { ApiCallError } from '../lib/api';
import { pageSettled } from '../lib/browser-turns';

const savedAt = new Map<string, number>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** When the data a query shows was saved, if it came from IndexedDB instead of the server. */
export const savedAtOf = (queryHash: string): number | undefined => savedAt.get(queryHash);

/** Whether any query shows saved data now. */
export const showsSavedData = (): boolean => savedAt.size > 0;

export function subscribeSaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How long a catalogue answer stays fresh: not at all when it came from IndexedDB. */
export const freshFor =
  (ms: number) =>
  (query: { queryHash: string }): number =>
    savedAt.has(query.queryHash) ? 0 : ms;

const store = () => import('./catalogue');

type Read<T> = {
  /** The IndexedDB record of this read (offline/catalogue.ts). */
  key: string;
  queryHash: string;
  load: () => Promise<T>;
};

/** The server's answer, saved for offline use; the saved one when the server cannot be reached. */
export async function readWithSaved<T>({ key, queryHash, load }: Read<T>): Promise<T> {
  try {
    const data = await load();
    if (savedAt.delete(queryHash)) emit();
    // saving for offline use waits until the page has settled: it is never urgent
    void pageSettled()
      .then(store)
      .then((s) => s.saveSnapshot(key, data));
    return data;
  } catch (e) {
    if (!(e instanceof ApiCallError && e.isNetwork)) throw e;
    const saved = await (await store()).loadSaved<T>(key);
    if (!saved) throw e;
    savedAt.set(queryHash, saved.savedAt);
    emit();
    return saved.data;
  }
}
