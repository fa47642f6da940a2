/**
 * Blocked time (breaks, training, time off) against bookings. Bookings exclude each other through
 * the database's overlap constraint; a block and a booking live in different tables, so every
 * writer of either takes the same per-stylist transaction lock first (`claimStylistTime`) and then
 * checks the other table: a block is never added over a booking, nor a booking written into a block,
 * even when both arrive at once (on PGlite, where there is one connection, the lock is free).
 */
import { and, between, eq, gt, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import { bookings, stylistBlocks } from '../../db/schema';
import { releaseLapsedHoldsQuery } from '../booking-store/holds';

/** An arbitrary constant naming this lock space in pg_advisory_xact_lock(key1, key2). */
export const STYLIST_TIME_LOCK = 4_712;

/**
 * The parts of claiming a stylist's time, for a statement built once with the placeholders
 * `stylist` and `now`: the lock, and the update releasing their lapsed holds (a customer must never
 * meet a stale hold). A statement that claims may do other work too (a booking's first read).
 */
export function stylistTimeClaim(db: Db | Tx) {
  const stylist = sql.placeholder('stylist');
  return {
    lock: sql`pg_advisory_xact_lock(${STYLIST_TIME_LOCK}, ${stylist})`,
    release: releaseLapsedHoldsQuery(db, sql.placeholder('now'), stylist).getSQL(),
  };
}

/**
 * Claiming the time of one of several candidates, for a statement built once with the placeholders
 * `stylists` (in the order they are to be tried), `starts_at`, `ends_at` and `now`. `claim` takes
 * the time lock of the first with no booking then whose lock no other writer holds now, or waits
 * for the first one's when there is none (claim_free_stylist_time, migration 0015), and is that
 * stylist's id; `release` releases the lapsed holds of the stylist `claimed` names (the claim, as a
 * subquery of the same statement).
 */
export function freeStylistTimeClaim(db: Db | Tx) {
  return {
    claim: sql<number>`claim_free_stylist_time(${STYLIST_TIME_LOCK}, ${sql.placeholder('stylists')}::int[], ${sql.placeholder('starts_at')}::timestamptz, ${sql.placeholder('ends_at')}::timestamptz)`,
    release: (claimed: SQL) => releaseLapsedHoldsQuery(db, sql.placeholder('now'), claimed).getSQL(),
  };
}

const claim = preparedStatement('claim-stylist-time', {
  build: (db) => {
    const { lock, release } = stylistTimeClaim(db);
    return sql`with released as (${release}) select ${lock}, (select count(*) from released)`;
  },
  bind: (claimed: { stylist: number; now: Date }) => claimed,
});

/**
 * Before a writer claims a stylist's time: takes the stylist's time lock and releases their lapsed
 * holds, in one statement, since every booking does it.
 */
export async function claimStylistTime(tx: Tx, stylistId: number, now: Date): Promise<void> {
  await claim(tx, 0, { now, stylist: stylistId });
}

/** Thrown inside a booking's transaction when its time falls into a block. */
export class TimeBlocked extends Error {}

/** True when some block of the stylist overlaps [startsAt, endsAt). */
export async function overlapsBlock(db: Db | Tx, stylistId: number, startsAt: Date, endsAt: Date) {
  const [hit] = await db
    .select({ id: stylistBlocks.id })
    .from(stylistBlocks)
    .where(
      and(
        eq(stylistBlocks.stylistId, stylistId),
        lt(stylistBlocks.startsAt, endsAt),
        gt(stylistBlocks.endsAt, startsAt),
      ),
    )
    .limit(1);
  return Boolean(hit);
}

/** The first active booking of the stylist overlapping [startsAt, endsAt), if any. */
export async function overlappingBooking(db: Db | Tx, stylistId: number, startsAt: Date, endsAt: Date) {
  const [hit] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.stylistId, stylistId),
        ne(bookings.status, 'cancelled'),
        lt(bookings.startsAt, endsAt),
        gt(bookings.endsAt, startsAt),
      ),
    )
    .orderBy(bookings.startsAt)
    .limit(1);
  return hit ?? null;
}

/** Every block of these stylists from `first` to `last`, keyed `stylistId:date`. */
export async function blockedRangesBetween(
  db: Db | Tx,
  stylistIds: readonly number[],
  first: string,
  last: string,
): Promise<Map<string, { start: number; end: number }[]>> {
  const out = new Map<string, { start: number; end: number }[]>();
  if (stylistIds.length === 0) return out;
  const rows = await db
    .select()
    .from(stylistBlocks)
    .where(
      and(between(stylistBlocks.blockDate, first, last), inArray(stylistBlocks.stylistId, [...stylistIds])),
    );
  for (const r of rows) {
    const key = `${r.stylistId}:${r.blockDate}`;
    const list = out.get(key) ?? [];
    list.push({ start: r.startsAt.getTime(), end: r.endsAt.getTime() });
    out.set(key, list);
  }
  return out;
}
