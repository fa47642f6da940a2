/**
 * One person's bookings: a customer's visits still to rate, their history for the desk, and what
 * the export and the erasure of their personal data read and write.
 */
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { bookings, ratings, stylists } from '../../db/schema';
import { holdsItsPlace, isBooking } from './predicates';
import type { BookingRow } from './rows';

/** A customer's completed visits without a rating, the latest first, at most `limit`. */
export async function unratedVisitsOf(
  db: Db | Tx,
  customerId: number,
  limit: number,
): Promise<{ id: number }[]> {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .leftJoin(ratings, eq(ratings.bookingId, bookings.id))
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'completed'), isNull(ratings.id)))
    .orderBy(desc(bookings.startsAt))
    .limit(limit);
}

/** A customer's bookings with their stylist's name, the earliest first (their data's export). */
export async function customerBookingsWithStylist(db: Db | Tx, customerId: number) {
  return db
    .select({ b: bookings, stylist: stylists.fullName })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .where(eq(bookings.customerId, customerId))
    .orderBy(asc(bookings.startsAt));
}

/** A person's bookings still ahead (waiting for payment or confirmed), locked in id order. */
export async function lockUpcomingBookings(tx: Tx, theirs: SQL, now: Date): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(and(theirs, inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.startsAt, now)))
    .orderBy(bookings.id)
    .for('update');
}

/**
 * How many visits a client completed and missed, known by their account, email (any case) or
 * phone, cancelled bookings left out; null when nothing names them.
 */
export async function visitCountsOf(
  db: Db | Tx,
  who: { customerId: number | null; email: string; phone: string },
): Promise<{ completed: number; noShows: number } | null> {
  const same = or(
    who.customerId ? eq(bookings.customerId, who.customerId) : undefined,
    who.email ? sql`lower(${bookings.customerEmail}) = lower(${who.email})` : undefined,
    who.phone ? eq(bookings.customerPhone, who.phone) : undefined,
  );
  if (!same) return null;
  const [row] = await db
    .select({
      completed: sql<number>`count(*) filter (where ${bookings.status} = 'completed')`,
      noShows: sql<number>`count(*) filter (where ${bookings.status} = 'no_show')`,
    })
    .from(bookings)
    .where(and(same, ne(bookings.status, 'cancelled')));
  return { completed: Number(row?.completed ?? 0), noShows: Number(row?.noShows ?? 0) };
}

/** Whether rows matching `whose` include a booking that holds its place at `now` (a visit made or to come). */
export async function hasBookingHeld(db: Db | Tx, whose: SQL, now: Date): Promise<boolean> {
  const [visit] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(whose, isBooking, holdsItsPlace(now)))
    .limit(1);
  return visit !== undefined;
}
