/**
 * Recording a verified provider result, exactly once. The payment row is claimed with a conditional
 * UPDATE (`WHERE state = 'pending' RETURNING`): of two concurrent or replayed returns, one claims it
 * and the other finds it settled and only reads the result. The booking row is then locked
 * (`SELECT ... FOR UPDATE`) so the hold-expiry job cannot cancel it halfway.
 *
 * A success on a booking still waiting confirms it. A success that arrives after the hold lapsed
 * re-activates the booking when its time is still free (the overlap constraint decides); otherwise,
 * or when the booking was already paid or cancelled by someone, the payment is kept and flagged for
 * refund, and nothing is double-booked. A failure marks the payment failed and keeps the hold.
 * The difference of a move to a dearer stylist completes that move instead, and its failure frees
 * the new time it held (settle-move.ts).
 */
import { and, eq } from 'drizzle-orm';
import { PG_EXCLUSION_VIOLATION, sqlState, type Tx } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { bookings, payments } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Lang } from '../../i18n/catalogue';
import { publishBookingDates, publishBookingsOf } from '../../jobs/booking-changes';
import { bookingConfirmed } from '../../jobs/booking-events';
import { SYSTEM_ACTOR } from '../../jobs/holds';
import type { PaymentRow } from '../../payments/orders';
import type { VerifiedReturn } from '../../payments/provider';
import { releaseDeclinedMove, settleMoveDifference } from './settle-move';

/** Who the status history names when a payment confirms a booking. */
const PAYMENT_ACTOR = 'payment';

async function flagRefund(tx: Tx, paymentId: number): Promise<void> {
  await tx.update(payments).set({ refundDue: true }).where(eq(payments.id, paymentId));
}

/** Brings a booking whose hold lapsed back, if its time is still free; false when it was taken. */
async function reactivate(tx: Tx, bookingId: number, method: string, now: Date): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp
        .update(bookings)
        .set({
          status: 'confirmed',
          paymentState: 'paid',
          paymentMethod: method,
          holdExpiresAt: null,
          statusChangedBy: PAYMENT_ACTOR,
          statusChangedAt: now,
          updatedAt: now,
        })
        .where(eq(bookings.id, bookingId));
    });
    return true;
  } catch (e) {
    if (sqlState(e) === PG_EXCLUSION_VIOLATION) return false;
    throw e;
  }
}

async function applyPaid(tx: Tx, deps: Deps, payment: PaymentRow, now: Date, lang: Lang): Promise<void> {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for('update');
  if (!b) return;
  if (b.paymentState !== 'unpaid' && b.paymentState !== 'failed') {
    await flagRefund(tx, payment.id); // already paid by another order, or paid at the salon
    return;
  }
  if (b.status !== 'cancelled') {
    const confirming = b.status === 'pending';
    await tx
      .update(bookings)
      .set({
        status: confirming ? 'confirmed' : b.status,
        paymentState: 'paid',
        paymentMethod: payment.method,
        holdExpiresAt: null,
        updatedAt: now,
        ...(confirming ? { statusChangedBy: PAYMENT_ACTOR, statusChangedAt: now } : {}),
      })
      .where(eq(bookings.id, b.id));
    await bookingConfirmed(tx, deps, b.id, { paid: true, lang });
    return;
  }
  // Cancelled. Only a lapsed hold is undone by a late payment; a booking that staff or the customer
  // cancelled stays cancelled.
  const holdLapsed = b.statusChangedBy === SYSTEM_ACTOR && b.startsAt.getTime() > now.getTime();
  if (holdLapsed && (await reactivate(tx, b.id, payment.method, now))) {
    await bookingConfirmed(tx, deps, b.id, { paid: true, lang });
    return;
  }
  await tx
    .update(bookings)
    .set({ paymentState: 'refund_due', paymentMethod: payment.method, updatedAt: now })
    .where(eq(bookings.id, b.id));
  await flagRefund(tx, payment.id);
}

/** Records a verified result for a payment; a result for a payment already settled changes nothing. */
export async function settlePayment(
  deps: Deps,
  paymentId: number,
  result: VerifiedReturn,
  lang: Lang,
): Promise<void> {
  let settled: number | null = null;
  const touched = await deps.db.transaction(async (tx): Promise<Date[]> => {
    const now = deps.now();
    const recorded = {
      state: result.success ? 'paid' : 'failed',
      resultCode: result.resultCode,
      resultDescription: result.resultDesc,
      referenceNo: result.referenceNo || null,
      cardNo: result.cardNo || null,
      cardOrgn: result.cardOrgn || null,
      settledAt: now,
    };
    const [claimed] = await tx
      .update(payments)
      .set(recorded)
      .where(and(eq(payments.id, paymentId), eq(payments.state, 'pending')))
      .returning();
    if (!claimed) return []; // a replay, or the other of two concurrent returns
    settled = claimed.bookingId;
    // a move's difference: the booking moves, or the money goes back; a failure frees the held time
    if (claimed.purpose === 'reschedule')
      return result.success ? settleMoveDifference(tx, deps, claimed, now) : releaseDeclinedMove(tx, claimed);
    if (result.success) {
      await applyPaid(tx, deps, claimed, now, lang);
      return [];
    }
    await tx
      .update(bookings)
      .set({ paymentState: 'failed', updatedAt: now })
      .where(and(eq(bookings.id, claimed.bookingId), eq(bookings.paymentState, 'unpaid')));
    return [];
  });
  if (touched.length > 0) {
    await publishBookingDates(deps, (await readSalonProfile(deps.db)).time_zone, touched);
  } else if (settled !== null) {
    // the open calendars show the outcome at once: a paid booking confirmed, a failed one marked
    await publishBookingsOf(deps, [settled]);
  }
}
