/**
 * Slot holds: an unpaid booking holds its time until `hold_expires_at`. Lapsed holds are released
 * (the booking cancelled, its time freed for the overlap constraint) by the job loop and, so that a
 * customer never meets a stale hold, right before a new booking of the same stylist.
 *
 * Only bookings that are still pending and unpaid (or whose last payment failed) are released; a
 * paid booking is never touched. The job loop asks the provider about a hold's open orders before
 * it releases it (hold-lookups.ts). Their payments stay `pending`: a payment that the provider
 * completes after the hold lapsed is still recorded (and re-activates or is flagged for refund).
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { payments } from '../db/schema';
import { dropMoveHolds, releaseAbandonedHold, releaseLapsedHoldsQuery } from '../domain/booking-store/holds';

/** Cancels unpaid bookings whose hold has lapsed; returns their ids. Never touches paid bookings. */
export async function releaseLapsedHolds(db: Db | Tx, now: Date, stylistId?: number): Promise<number[]> {
  const rows = await releaseLapsedHoldsQuery(db, now, stylistId);
  return rows.map((r) => r.id);
}

/**
 * The customer cancelled on the provider's page: the order is cancelled and, when the booking is
 * still waiting for payment, the booking too, which frees its time (for a move's difference, the
 * held new time is freed and the booking stays where it was). Returns the instants freed (for the
 * calendar), or null when the order was not open (unknown, already paid, failed or cancelled).
 */
export async function releaseOrderHold(db: Db, orderId: string, now: Date): Promise<Date[] | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ state: 'cancelled', resultDescription: 'Cancelled by the customer', settledAt: now })
      .where(and(eq(payments.orderId, orderId), eq(payments.state, 'pending')))
      .returning({ bookingId: payments.bookingId, purpose: payments.purpose });
    if (!payment) return null;
    // a move's difference: the held new time is freed, the booking keeps its old one
    if (payment.purpose === 'reschedule') return dropMoveHolds(tx, payment.bookingId);
    return releaseAbandonedHold(tx, payment.bookingId, now);
  });
}
