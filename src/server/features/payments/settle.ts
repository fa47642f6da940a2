/**
 * Recording a verified provider result, exactly once per payment row: the one settle path for the
 * browser's return and any server-to-server notice. The row is claimed with a conditional UPDATE
 * (`WHERE state = 'pending' RETURNING`, or `'void'` for a success): of two concurrent or replayed
 * results, one claims it and the other finds it settled and only reads the result. The booking row
 * is then locked (`SELECT ... FOR UPDATE`) so the hold-expiry job cannot cancel it halfway.
 *
 * Every success ends in one place: the booking it confirmed, or a refund queued in this same
 * transaction. A success confirms a booking still waiting for exactly the amount paid. An order
 * made for another total (the booking was moved and repriced since: its order was voided), a
 * second payment of a paid booking, and a payment whose lapsed hold's time was taken meanwhile
 * (or whose booking was cancelled) are refunded in full; the booking is left as it was, except that
 * a booking whose hold lapsed is brought back when its time is still free (the overlap constraint
 * decides). A failure marks the payment failed and keeps the hold. The difference of a move to a
 * dearer stylist completes that move instead, and its failure frees the new time it held
 * (settle-move.ts).
 */
import { and, eq } from 'drizzle-orm';
import { toCents } from '#shared/domain/money';
import { amountDueOnline } from '#shared/domain/protection';
import type { OnlinePaymentType } from '#shared/enums';
import { PG_EXCLUSION_VIOLATION, sqlState, type Tx } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { SYSTEM_ACTOR } from '../../domain/booking-store/predicates';
import {
  lockBookingRows,
  lockedBookingRow,
  markPaymentFailed,
  updateBookingRow,
} from '../../domain/booking-store/rows';
import type { Lang } from '../../i18n/catalogue';
import { publishBookingDates, publishBookingsOf } from '../../jobs/booking-changes';
import { bookingConfirmed } from '../../jobs/booking-events';
import { refundWholePayment } from '../../jobs/refunds';
import type { PaymentRow } from '../../payments/orders';
import type { VerifiedReturn } from '../../payments/provider';
import { releaseDeclinedMove, settleMoveDifference } from './settle-move';
import { settleProtection, settlesProtection } from './settle-protection';

/** Who the status history names when a payment confirms a booking. */
const PAYMENT_ACTOR = 'payment';

/** Brings a booking whose hold lapsed back, if its time is still free; false when it was taken. */
async function reactivate(tx: Tx, bookingId: number, method: OnlinePaymentType, now: Date): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await updateBookingRow(sp, bookingId, {
        status: 'confirmed',
        paymentState: 'paid',
        paymentMethod: method,
        holdExpiresAt: null,
        statusChangedBy: PAYMENT_ACTOR,
        statusChangedAt: now,
        updatedAt: now,
      });
    });
    return true;
  } catch (e) {
    if (sqlState(e) === PG_EXCLUSION_VIOLATION) return false;
    throw e;
  }
}

async function applyPaid(
  tx: Tx,
  deps: Deps,
  payment: PaymentRow,
  voided: boolean,
  now: Date,
  lang: Lang,
): Promise<void> {
  const b = await lockedBookingRow(tx, payment.bookingId);
  if (!b) return;
  if (b.paymentState !== 'unpaid' && b.paymentState !== 'failed') {
    // already paid by another order, or paid at the salon
    await refundWholePayment(tx, now, payment, 'already_paid', true);
    return;
  }
  // what the booking waits for: its deposit (no-show protection), or its whole total
  const due = amountDueOnline({
    protection: b.protection,
    depositAmount: Number(b.depositAmount),
    totalAmount: Number(b.totalAmount),
  });
  if (voided || toCents(payment.amount) !== toCents(due)) {
    // made for a total the booking no longer has: the booking waits for its own, hold and all
    await refundWholePayment(tx, now, payment, 'total_changed', true);
    return;
  }
  if (b.status !== 'cancelled') {
    const confirming = b.status === 'pending';
    await updateBookingRow(tx, b.id, {
      status: confirming ? 'confirmed' : b.status,
      paymentState: 'paid',
      paymentMethod: payment.method,
      holdExpiresAt: null,
      updatedAt: now,
      ...(confirming ? { statusChangedBy: PAYMENT_ACTOR, statusChangedAt: now } : {}),
    });
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
  await updateBookingRow(tx, b.id, {
    paymentState: 'refund_due',
    paymentMethod: payment.method,
    updatedAt: now,
  });
  await refundWholePayment(tx, now, payment, holdLapsed ? 'time_taken' : 'cancelled', false);
}

/**
 * Claims a payment for this result: the booking is locked first, then the payment row moves from
 * `pending` (or from `void`, for a success) to the result; none when another result came first.
 * The booking before its payments is the order every change of a booking's total takes too, so a
 * reschedule voiding this order and this settle never wait on each other.
 */
async function claimPayment(tx: Tx, paymentId: number, result: VerifiedReturn, now: Date) {
  const [ref] = await tx
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!ref) return { claimed: undefined, voided: false };
  await lockBookingRows(tx, [ref.bookingId]);
  const recorded = {
    state: result.success ? 'paid' : 'failed',
    resultCode: result.resultCode,
    resultDescription: result.resultDesc,
    referenceNo: result.referenceNo || null,
    cardNo: result.cardNo || null,
    cardOrgn: result.cardOrgn || null,
    settledAt: now,
  };
  const claim = async (from: 'pending' | 'void') =>
    (
      await tx
        .update(payments)
        .set(recorded)
        .where(and(eq(payments.id, paymentId), eq(payments.state, from)))
        .returning()
    )[0];
  const pending = await claim('pending');
  if (pending || !result.success) return { claimed: pending, voided: false };
  // a voided order is still claimed by a success: the provider took money that must go back
  const voided = await claim('void');
  return { claimed: voided, voided: !!voided };
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
    const { claimed, voided } = await claimPayment(tx, paymentId, result, now);
    if (!claimed) return []; // a replay, or the other of two concurrent returns
    settled = claimed.bookingId;
    // a move's difference: the booking moves, or the money goes back; a failure frees the held time
    if (claimed.purpose === 'reschedule')
      return result.success ? settleMoveDifference(tx, deps, claimed, now) : releaseDeclinedMove(tx, claimed);
    // no-show protection: a saved card, or a fee the customer paid themselves
    if (result.success && settlesProtection(claimed)) {
      await settleProtection(tx, deps, claimed, result, now, lang);
      return [];
    }
    if (result.success) {
      await applyPaid(tx, deps, claimed, voided, now, lang);
      return [];
    }
    await markPaymentFailed(tx, claimed.bookingId, now);
    return [];
  });
  if (touched.length > 0) {
    await publishBookingDates(deps, (await readSalonProfile(deps.db)).time_zone, touched);
  } else if (settled !== null) {
    // the open calendars show the outcome at once: a paid booking confirmed, a failed one marked
    await publishBookingsOf(deps, [settled]);
  }
}
