/**
 * Which unpaid bookings have lost their hold: still pending, unpaid (or their last payment failed),
 * with a hold that ended. Releasing one cancels it, which frees its time for the overlap
 * constraint; a paid booking is never touched. One definition for the job loop and for the writers
 * that release a stylist's lapsed holds right before claiming their time.
 */
import { and, eq, inArray, isNotNull, lte, notInArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { bookings } from '../db/schema';

/** Who the status history names for changes the server makes on its own. */
export const SYSTEM_ACTOR = 'system';

/** Which bookings hold a time that has lapsed at `now` (of one stylist, or all). */
export function lapsedHoldConditions(
  now: Date | Placeholder<'now'>,
  stylistId?: number | Placeholder<'stylist'> | SQL,
): SQL[] {
  const conditions = [
    // a literal, not a parameter: a prepared statement's plan may then use the partial index of
    // pending bookings by stylist and hold end
    sql`${bookings.status} = 'pending'`,
    inArray(bookings.paymentState, ['unpaid', 'failed']),
    isNotNull(bookings.holdExpiresAt),
    lte(bookings.holdExpiresAt, now),
  ];
  if (stylistId !== undefined) conditions.push(eq(bookings.stylistId, stylistId));
  return conditions;
}

/**
 * The update that cancels the lapsed holds (of one stylist, or all), returning their ids. `now` and
 * the stylist may be placeholders of a statement built once (db/prepared.ts), the stylist also a
 * subquery of that statement. `keep` names bookings to leave held for now (a payment the provider
 * is still processing, or a provider that could not be asked).
 */
export function releaseLapsedHoldsQuery(
  db: Db | Tx,
  now: Date | Placeholder<'now'>,
  stylistId?: number | Placeholder<'stylist'> | SQL,
  keep: number[] = [],
) {
  const conditions = lapsedHoldConditions(now, stylistId);
  if (keep.length > 0) conditions.push(notInArray(bookings.id, keep));
  const at = now instanceof Date ? now : sql`${now}`;
  return db
    .update(bookings)
    .set({ status: 'cancelled', statusChangedBy: SYSTEM_ACTOR, statusChangedAt: at, updatedAt: at })
    .where(and(...conditions))
    .returning({ id: bookings.id });
}
