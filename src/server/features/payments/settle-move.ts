/**
 * A move's difference was paid: the booking takes its held new time. In the payment's transaction
 * the booking and its hold are locked, the hold is removed and the booking moves onto the time it
 * held (the overlap constraint still guards it), its total becomes the new one, the reschedule is
 * counted and announced like any other (history, email with the updated .ics, webhook).
 *
 * When the move can no longer happen (the hold ran out or was replaced, the booking was cancelled
 * or changed so that the difference paid is no longer the difference) the booking stays as it is
 * and the payment is refunded through the provider.
 */
import { toCents } from '#shared/domain/money';
import type { Tx } from '../../db/connect';
import type { Deps } from '../../deps';
import type { Actor } from '../../domain/booking-history';
import { dropMoveHolds } from '../../domain/booking-store/holds';
import { type BookingRow, lockedBookingRow } from '../../domain/booking-store/rows';
import { heldTime, moveBookingRow, recordCustomerMove } from '../../domain/move-holds';
import { announceCustomerMove } from '../../jobs/booking-changes';
import { refundWholePayment } from '../../jobs/refunds';
import type { PaymentRow } from '../../payments/orders';

const customerOf = (b: BookingRow): Actor =>
  b.customerId
    ? { kind: 'customer', id: b.customerId, name: b.customerName }
    : { kind: 'guest', name: b.customerName };

/** Whether the hold still describes a move this payment pays exactly the difference of. */
function moveStands(booking: BookingRow | undefined, hold: BookingRow | undefined, paid: number): boolean {
  if (!booking || !hold) return false;
  if (hold.kind !== 'move_hold' || hold.rescheduleOf !== booking.id || hold.status !== 'pending')
    return false;
  if (booking.status === 'cancelled' || booking.status === 'completed' || booking.status === 'no_show')
    return false;
  if (booking.paymentState !== 'paid') return false;
  return toCents(hold.totalAmount) - toCents(booking.totalAmount) === toCents(paid);
}

/** Completes the move a paid difference was for; returns the instants touched (for the calendar). */
export async function settleMoveDifference(
  tx: Tx,
  deps: Deps,
  payment: PaymentRow,
  now: Date,
): Promise<Date[]> {
  const booking = await lockedBookingRow(tx, payment.bookingId);
  const hold = payment.moveHoldId ? await lockedBookingRow(tx, payment.moveHoldId) : undefined;
  if (!booking || !moveStands(booking, hold, Number(payment.amount))) {
    await refundDifference(tx, payment, now);
    return [];
  }
  const to = await heldTime(tx, hold!);
  await dropMoveHolds(tx, booking.id);
  await moveBookingRow(tx, booking, to, now);
  const actor = customerOf(booking);
  await recordCustomerMove(
    tx,
    booking,
    to,
    actor,
    { price_difference: Number(payment.amount), order_id: payment.orderId },
    now,
  );
  await announceCustomerMove(tx, deps, booking);
  return [booking.startsAt, to.startsAt];
}

/**
 * A move's difference was declined: the new time it held is freed at once (the customer chooses
 * again), so the desk never sees a time held for a payment that will not come. Only the hold this
 * payment was for; returns its instant (for the calendar).
 */
export async function releaseDeclinedMove(tx: Tx, payment: PaymentRow): Promise<Date[]> {
  if (!payment.moveHoldId) return [];
  return dropMoveHolds(tx, payment.bookingId, payment.moveHoldId);
}

/** The difference arrived for a move that cannot happen: it goes back; the booking is untouched. */
async function refundDifference(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  await refundWholePayment(tx, now, payment, 'move_void', true);
}
