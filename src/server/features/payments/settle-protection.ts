/**
 * The settle path's no-show protection results (settle.ts claims the payment row first, once):
 * a saved card confirms the booking it was saved for, with nothing charged and only the provider's
 * reference of the card kept; a fee the customer paid themselves (after their bank asked them to)
 * ends the fee `charged`, and a second payment of it goes back.
 */
import type { Tx } from '../../db/connect';
import type { Deps } from '../../deps';
import { recordBookingChange } from '../../domain/booking-history';
import { lockedBookingRow, updateBookingRow } from '../../domain/booking-store/rows';
import type { Lang } from '../../i18n/catalogue';
import { bookingConfirmed } from '../../jobs/booking-events';
import { refundWholePayment } from '../../jobs/refunds';
import type { PaymentRow } from '../../payments/orders';
import type { VerifiedReturn } from '../../payments/provider';
import { CARD_SETUP, FEE } from './protection-orders';

export const settlesProtection = (p: PaymentRow) => p.purpose === CARD_SETUP || p.purpose === FEE;

export async function settleProtection(
  tx: Tx,
  deps: Deps,
  payment: PaymentRow,
  result: VerifiedReturn,
  now: Date,
  lang: Lang,
): Promise<void> {
  const b = await lockedBookingRow(tx, payment.bookingId);
  if (!b) return;
  if (payment.purpose === CARD_SETUP) {
    // a card saved after the hold lapsed confirms nothing (and costs nothing): the customer books again
    if (b.status !== 'pending' || (b.paymentState !== 'unpaid' && b.paymentState !== 'failed')) return;
    await updateBookingRow(tx, b.id, {
      status: 'confirmed',
      paymentState: 'not_required',
      savedCardRef: result.referenceNo,
      holdExpiresAt: null,
      statusChangedBy: 'payment',
      statusChangedAt: now,
      updatedAt: now,
    });
    await recordBookingChange(tx, b.id, { kind: 'card_saved', actor: { kind: 'system' } }, now);
    await bookingConfirmed(tx, deps, b.id, { paid: false, lang });
    return;
  }
  if (b.feeState !== 'awaiting_customer') {
    // the fee was waived or paid meanwhile: this payment goes back whole
    await refundWholePayment(tx, now, payment, 'already_paid', true);
    return;
  }
  await updateBookingRow(tx, b.id, { feeState: 'charged', updatedAt: now });
  await recordBookingChange(
    tx,
    b.id,
    {
      kind: 'fee',
      actor: { kind: 'system' },
      details: { state: 'charged', amount: Number(payment.amount), order_id: payment.orderId },
    },
    now,
  );
}
