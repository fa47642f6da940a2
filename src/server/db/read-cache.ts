/**
 * A cache for reads that change only through the back office (the catalogue, the grid, the salon
 * profile, who does which service). Any successful back-office write empties it at once in this
 * process and, through the change bus (`{ topic: 'catalogue' }`), on every other instance. The TTL
 * is only a backstop. Money is never taken from here: a booking reads prices, durations and who
 * does which service inside its own transaction (a transaction is a handle of its own, so its
 * reads start from an empty cache).
 */
const TTL_MS = 30_000;
/**
 * Keys come from requests (a date, a list of service ids), so the cache is bounded: past this many
 * entries the oldest goes first (a Map keeps insertion order), and a caller sending ever-new keys
 * can only churn it, never grow it.
 */
export const MAX_CACHED_READS = 500;
type Entry = { expires: number; value: Promise<unknown> };
const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(db: object): Map<string, Entry> {
  let c = caches.get(db);
  if (!c) {
    c = new Map();
    caches.set(db, c);
  }
  return c;
}

/** `load()`'s result for `key`, shared for a few seconds by every caller on the same database handle. */
export function cachedRead<T>(db: object, key: string, load: () => PromiseLike<T>): Promise<T> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  // a query builder is a thenable that runs its query on every `then`: resolved once, it runs once
  const value = Promise.resolve(load());
  cache.delete(key);
  cache.set(key, { expires: now + TTL_MS, value });
  while (cache.size > MAX_CACHED_READS) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  value.catch(() => cache.delete(key)); // never keep a failure
  return value;
}

/** How many reads are cached for this database handle (tests check the bound). */
export const cachedReadCount = (db: object): number => cacheOf(db).size;

/** Empties the cache; called after every successful back-office write. */
export function invalidateReads(db: object): void {
  cacheOf(db).clear();
}
