/**
 * One person's bookings: a customer's visits still to rate, their history for the desk, and what
 * the export and the erasure of their personal data read and write.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { bookings, ratings } from '../../db/schema';

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
