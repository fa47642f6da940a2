/**
 * The bookings table read as lists and counts: what the back office's reports, dashboard and
 * calendar, and the promotions' use counts, ask of many rows at once. Each takes its filters as
 * arguments; the conditions themselves are in predicates.ts.
 */
import { and, asc, count, desc, eq, gt, gte, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { bookings, promotionUses, stylists, timeSlots } from '../../db/schema';
import { awaitingPayment, holdsItsPlace, isBooking, notLapsedHold } from './predicates';

/** How many uses of each promotion hold their place at `now` (promotions with none are left out). */
export async function promotionUseCounts(
  db: Db | Tx,
  now: Date,
): Promise<{ id: number | null; n: number }[]> {
  return db
    .select({ id: promotionUses.promotionId, n: sql<number>`count(*)::int` })
    .from(promotionUses)
    .innerJoin(bookings, eq(bookings.id, promotionUses.bookingId))
    .where(holdsItsPlace(now))
    .groupBy(promotionUses.promotionId);
}

/** How many rows the table holds of each status. */
export async function bookingCountsByStatus(db: Db | Tx) {
  return db.select({ status: bookings.status, n: count() }).from(bookings).groupBy(bookings.status);
}

/** The rows not cancelled that end after `now`, with their stylist's name, the soonest first. */
export async function bookingsAheadWithStylist(db: Db | Tx, now: Date) {
  return db
    .select({ b: bookings, stylistName: stylists.fullName })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .where(and(ne(bookings.status, 'cancelled'), gt(bookings.endsAt, now)))
    .orderBy(bookings.startsAt);
}

/** How many of a stylist's rows, not cancelled, end after `now`. */
export async function stylistBookingsAhead(db: Db | Tx, stylistId: number, now: Date): Promise<number> {
  const [ahead] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(eq(bookings.stylistId, stylistId), ne(bookings.status, 'cancelled'), gt(bookings.endsAt, now)),
    );
  return Number(ahead?.n ?? 0);
}

/** How many rows name this stylist, whatever their status or time. */
export async function stylistBookingCount(db: Db | Tx, stylistId: number): Promise<number> {
  const [any] = await db.select({ n: count() }).from(bookings).where(eq(bookings.stylistId, stylistId));
  return Number(any?.n ?? 0);
}

/** The rows a condition selects with their stylist's name and start time, the latest first, at most `limit`. */
export async function bookingsWithStylistAndStart(db: Db | Tx, where: SQL | undefined, limit: number) {
  return db
    .select({ b: bookings, stylistName: stylists.fullName, startTime: timeSlots.startTime })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId))
    .where(where)
    .orderBy(desc(bookings.startsAt))
    .limit(limit);
}

/** Bookings that bring money in: paid, or completed (paid at the salon at the latest). */
const earns = or(eq(bookings.paymentState, 'paid'), eq(bookings.status, 'completed'));

/** Bookings not cancelled per booking date between two dates (inclusive), with the revenue of those that earn. */
export async function bookingsByDay(db: Db | Tx, first: string, last: string) {
  return db
    .select({
      date: bookings.bookingDate,
      n: count(),
      revenue: sql<string>`coalesce(sum(case when ${earns} then ${bookings.totalAmount} else 0 end), 0)`,
    })
    .from(bookings)
    .where(
      and(
        gte(bookings.bookingDate, first),
        lte(bookings.bookingDate, last),
        ne(bookings.status, 'cancelled'),
        isBooking,
      ),
    )
    .groupBy(bookings.bookingDate);
}

/** How many pending bookings wait for a decision (no unpaid hold, running or lapsed), and how many holds await payment. */
export async function pendingBookingCounts(db: Db | Tx): Promise<{ pending: number; awaiting: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${bookings.holdExpiresAt} is null or ${bookings.paymentState} not in ('unpaid', 'failed'))::int`,
      awaiting: sql<number>`count(*) filter (where ${awaitingPayment})::int`,
    })
    .from(bookings)
    // time held for a move or a waitlist offer waits for no payment of a booking of its own
    .where(and(eq(bookings.status, 'pending'), isBooking));
  return { pending: Number(row?.pending ?? 0), awaiting: Number(row?.awaiting ?? 0) };
}

/** The latest bookings made, with their start time, at most `limit`. */
export async function latestBookings(db: Db | Tx, limit: number) {
  return db
    .select({ b: bookings, startTime: timeSlots.startTime })
    .from(bookings)
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId))
    .where(isBooking)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

/**
 * Confirmed bookings due a reminder: not reminded yet, starting after `now` and by `horizon`, made
 * at least the lead time before they start; at most 50.
 */
export async function bookingsDueReminder(db: Db | Tx, now: Date, horizon: Date, leadMinutes: number) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        isNull(bookings.reminderSentAt),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, horizon),
        lte(bookings.createdAt, sql`${bookings.startsAt} - make_interval(mins => ${leadMinutes}::int)`),
      ),
    )
    .limit(50);
}

/** How many uses of a promotion hold their place at `now`, of everyone or only of rows matching `whose`. */
export async function promotionUsesHeld(
  db: Db | Tx,
  promotionId: number,
  now: Date,
  whose?: SQL,
): Promise<number> {
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotionUses)
    .innerJoin(bookings, eq(bookings.id, promotionUses.bookingId))
    .where(and(eq(promotionUses.promotionId, promotionId), ...(whose ? [whose] : []), holdsItsPlace(now)));
  return held?.n ?? 0;
}

/**
 * A day's rows (of one stylist, or all) with their stylist's name and start time, lapsed holds left
 * out, by start time; an active row comes before a cancelled one at the same time.
 */
export async function calendarDay(db: Db | Tx, date: string, stylistId: number | null | undefined) {
  return db
    .select({ b: bookings, stylistName: stylists.fullName, startTime: timeSlots.startTime })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId))
    .where(
      and(
        eq(bookings.bookingDate, date),
        stylistId ? eq(bookings.stylistId, stylistId) : undefined,
        notLapsedHold,
      ),
    )
    .orderBy(
      asc(bookings.startsAt),
      sql`${bookings.status} = 'cancelled'`,
      asc(stylists.fullName),
      asc(bookings.id),
    );
}
