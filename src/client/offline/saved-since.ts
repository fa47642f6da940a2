/**
 * How old the data on screen is, when some of it did not come from the server just now: the time
 * of the oldest saved answer among the queries in use (from IndexedDB, or restored by the query
 * persister from before this page started). Null when everything shown is fresh.
 *
 * "In use" means watched by an enabled observer (TanStack's `isActive`). A disabled observer shows
 * nothing and is never refetched when the connection returns: counting it kept "Can't reach the
 * salon" up for good once back online (the wizard keeps step 1's stylist check mounted, disabled,
 * on every later step).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { savedAtOf, subscribeSaved } from './saved-query';

/** When this page started: data older than that was restored from the phone, not fetched. */
const pageStart = typeof performance !== 'undefined' ? performance.timeOrigin : Date.now();

type QueryLike = {
  queryHash: string;
  state: { data: unknown; dataUpdatedAt: number };
  /** Whether an enabled observer watches it. */
  isActive(): boolean;
};

/** The oldest saved data among queries in use, and whether any came from IndexedDB (the server unreachable). */
export function savedSince(
  queries: readonly QueryLike[],
  started = pageStart,
): { at: number | null; fallback: boolean } {
  let at: number | null = null;
  let fallback = false;
  for (const q of queries) {
    if (!q.isActive() || q.state.data === undefined) continue;
    const fromDb = savedAtOf(q.queryHash);
    if (fromDb !== undefined) fallback = true;
    const when = fromDb ?? (q.state.dataUpdatedAt < started ? q.state.dataUpdatedAt : undefined);
    if (when !== undefined && (at === null || when < at)) at = when;
  }
  return { at, fallback };
}

/** The same, live: `at` and `fallback` packed into one comparable value for React. */
export function useSavedSince(client: QueryClient): { at: number | null; fallback: boolean } {
  const key = useSyncExternalStore(
    (listener) => {
      const a = client.getQueryCache().subscribe(listener);
      const b = subscribeSaved(listener);
      return () => {
        a();
        b();
      };
    },
    () => {
      const s = savedSince(client.getQueryCache().getAll());
      return `${s.at ?? ''}|${s.fallback ? 1 : 0}`;
    },
    () => '|0',
  );
  const [at, fallback] = key.split('|');
  return { at: at ? Number(at) : null, fallback: fallback === '1' };
}
