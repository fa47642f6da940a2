/**
 * Which store keeps which query (device-store/db.ts explains the stores): one store per kind of data,
 * never both. The catalogue lives in IndexedDB (offline/saved-query.ts); the salon profile,
 * payment methods and the customer's own pages in the query persister's localStorage copy;
 * availability (free times, stylists free at a time) nowhere, because a saved free time is a
 * promise the salon may no longer keep; the back office's data nowhere either.
 */
export type Store = 'indexedDB' | 'localStorage' | 'none';

/** Query key roots whose data IndexedDB keeps. */
export const INDEXEDDB_ROOTS = ['services', 'categories', 'stylists'] as const;

/** Query key roots whose data the query persister keeps in localStorage. */
export const PERSISTED_ROOTS = [
  'settings',
  'payment-methods',
  'my-bookings',
  'ratings-pending',
  'rating',
] as const;

export function storeOf(queryKey: readonly unknown[]): Store {
  const root = queryKey[0];
  if ((INDEXEDDB_ROOTS as readonly unknown[]).includes(root)) return 'indexedDB';
  if ((PERSISTED_ROOTS as readonly unknown[]).includes(root)) return 'localStorage';
  return 'none';
}
