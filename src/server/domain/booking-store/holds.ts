/**
 * The holds of the bookings table released or dropped: unpaid holds that lapsed, waitlist holds
 * nobody claimed, and the time a paid booking's move holds while its difference is paid.
 * Releasing cancels a hold, which frees its time for the overlap constraint; a paid booking is
 * never touched.
 */
import { and, eq, gt, inArray, notInArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { bookings, payments } from '../../db/schema';
import { lapsedHoldConditions, ofKind, SYSTEM_ACTOR } from './predicates';
import type { BookingRow } from './rows';

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

/**
 * Releases waitlist holds still held (pending): cancelled by the server, their time freed. A hold
 * already claimed is a booking and is left alone. Returns the dates of those released.
 */
export async function releaseWaitlistHolds(tx: Tx, ids: readonly number[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const released = await tx
    .update(bookings)
    .set({ status: 'cancelled', statusChangedBy: SYSTEM_ACTOR, statusChangedAt: now, updatedAt: now })
    .where(and(inArray(bookings.id, [...ids]), eq(bookings.status, 'pending'), ofKind('waitlist_hold')))
    .returning({ date: bookings.bookingDate });
  return released.map((r) => r.date);
}

/** The move holds of a booking: rows of kind `move_hold` naming it in `reschedule_of`. */
const moveHoldsOf = (bookingId: number): SQL =>
  and(ofKind('move_hold'), eq(bookings.rescheduleOf, bookingId))!;

/**
 * Removes the holds of a booking's move (a new choice, a cancelled payment or booking, the move
 * done): the held time is free at once. A payment still open for one finds no hold and is refunded.
 */
export async function dropMoveHolds(db: Db | Tx, bookingId: number, only?: number): Promise<Date[]> {
  const dropped = await db
    .delete(bookings)
    .where(only === undefined ? moveHoldsOf(bookingId) : and(moveHoldsOf(bookingId), eq(bookings.id, only)))
    .returning({ startsAt: bookings.startsAt });
  return dropped.map((d) => d.startsAt);
}

/** The booking's move waiting for its difference, while its hold lasts. */
export async function liveMoveHold(db: Db | Tx, bookingId: number, now: Date): Promise<BookingRow | null> {
  const [hold] = await db
    .select()
    .from(bookings)
    .where(and(moveHoldsOf(bookingId), eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now)))
    .limit(1);
  return hold ?? null;
}

/** Whether the booking has a move hold, running or lapsed. */
export async function hasMoveHold(db: Db | Tx, bookingId: number): Promise<boolean> {
  const [hold] = await db.select({ id: bookings.id }).from(bookings).where(moveHoldsOf(bookingId)).limit(1);
  return hold !== undefined;
}

/**
 * A customer's unpaid booking (pending, unpaid or its payment failed) given up at the checkout: it
 * is cancelled, its time freed. Returns its start, or nothing when it was no longer such a booking.
 */
export async function releaseAbandonedHold(tx: Tx, id: number, now: Date): Promise<Date[]> {
  const freed = await tx
    .update(bookings)
    .set({ status: 'cancelled', statusChangedBy: 'customer', statusChangedAt: now, updatedAt: now })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, 'pending'),
        inArray(bookings.paymentState, ['unpaid', 'failed']),
      ),
    )
    .returning({ startsAt: bookings.startsAt });
  return freed.map((b) => b.startsAt);
}

/** The lapsed holds' open orders at `now`: a booking's own, and the one of a move's held new time. */
export async function lapsedHoldsWithOpenOrders(db: Db | Tx, now: Date) {
  return db
    .select({
      holdId: bookings.id,
      holdExpiresAt: bookings.holdExpiresAt,
      orderId: payments.orderId,
      providerSession: payments.providerSession,
    })
    .from(bookings)
    .innerJoin(
      payments,
      or(
        and(eq(payments.bookingId, bookings.id), eq(payments.purpose, 'booking')),
        eq(payments.moveHoldId, bookings.id),
      ),
    )
    .where(and(...lapsedHoldConditions(now), eq(payments.state, 'pending')));
}
