/** What a customer's move does to money already paid: a difference refunded, a deposit above the new total. */
import { fromCents, toCents } from '#shared/domain/money';
import type { Tx } from '../../db/connect';
import { type BookingRow, refundOwedPlus, updateBookingRow } from '../../domain/booking-store/rows';
import { paidPayment, queueRefund } from '../../jobs/refunds';

/**
 * A booking whose deposit is paid became cheaper than the deposit itself: the deposit becomes the
 * new total (nothing is left to pay at the salon) and what was paid above it is refunded.
 */
export async function refundDepositOver(tx: Tx, booking: BookingRow, newTotal: number, now: Date) {
  const over = fromCents(toCents(booking.depositAmount) - toCents(newTotal));
  if (over <= 0) return null;
  await updateBookingRow(tx, booking.id, { depositAmount: newTotal });
  return refundDifference(tx, booking, over, now);
}

/** A paid booking became cheaper: the difference is owed back and queued for refund. */
export async function refundDifference(
  tx: Tx,
  booking: BookingRow,
  amount: number,
  now: Date,
): Promise<number | null> {
  const payment = await paidPayment(tx, booking.id);
  if (!payment) return null;
  await updateBookingRow(tx, booking.id, { refundAmount: refundOwedPlus(amount) });
  return queueRefund(tx, now, {
    bookingId: booking.id,
    paymentId: payment.id,
    orderId: payment.orderId,
    referenceNo: payment.referenceNo,
    amount,
    full: false,
    idempotencyKey: `${payment.orderId}-move-${booking.rescheduleCount + 1}`,
  });
}
