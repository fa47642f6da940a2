/**
 * A day's bookings and blocks, kept between slot look-ups on the embedded database. Every step of
 * the booking wizard looks up the same few days, and there each read costs a millisecond or more
 * of the one connection that every request shares; a day changes far less often than it is read.
 *
 * Only where one process owns the database (the embedded one): its change bus tells this process
 * of every change of a day's bookings as it is committed (`{ topic: 'bookings', date }`), and the
 * day is read again on the next look-up. On PostgreSQL another instance's change arrives a moment
 * after its commit, so every look-up reads the database itself, as before.
 *
 * A change forgets the day at once, with any read of it still under way: a look-up after the
 * change reads the day again. Bookings as such are never decided here: a booking reads the day
 * again inside its own transaction, and the database's overlap constraint decides a race.
 */
/** Days and stylist sets of the look-ups kept at once: keys come from requests, so they are bounded. */
export const MAX_KEPT_DAYS = 200;

/** What is kept of a day: the rows as the look-ups read them (free-starts.ts decides their shape). */
type Kept = { date: string; busy: Promise<readonly unknown[]> };
type Days = Map<string, Kept>;

const byDatabase = new WeakMap<object, Days>();

/** Keeps days for this database handle from now on: for the embedded database only. */
export function keepBusyDays(db: object): void {
  if (!byDatabase.has(db)) byDatabase.set(db, new Map());
}

/** The day's bookings changed (committed): its look-ups read it again. */
export function forgetBusyDay(db: object, date: string): void {
  const days = byDatabase.get(db);
  if (!days) return;
  for (const [key, kept] of days) if (kept.date === date) days.delete(key);
}

/** The busy time of `ids` on `date`: as kept, or as `read` reads it (kept from then on). */
export function busyDay<Busy>(
  db: object,
  date: string,
  ids: readonly number[],
  read: () => Promise<readonly Busy[]>,
): Promise<readonly Busy[]> {
  const days = byDatabase.get(db);
  if (!days) return read();
  const key = `${date}:${[...ids].sort((a, b) => a - b).join(',')}`;
  const hit = days.get(key);
  // one reader per database fills a day, always with the same shape of row
  if (hit) return hit.busy as Promise<readonly Busy[]>;
  // kept while still being read: look-ups of the same day share one read
  const busy = read();
  days.set(key, { date, busy });
  // a Map keeps insertion order: past the bound, the day first looked up goes first
  while (days.size > MAX_KEPT_DAYS) days.delete(days.keys().next().value!);
  busy.catch(() => {
    if (days.get(key)?.busy === busy) days.delete(key); // a failed read is never kept
  });
  return busy;
}
