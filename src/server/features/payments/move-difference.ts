/**
 * The order for a move's difference: a paid booking moving to a dearer stylist holds the new time
 * (domain/move-holds.ts) and is checked out for the new total minus the old one, computed here
 * from the two rows locked in one transaction. The order names the hold it pays for; its return
 * completes the move (settle-move.ts). Without a live hold there is nothing to pay: a hold that ran
 * out is said so, anything else is "already paid".
 */
import { fromCents, toCents } from '#shared/domain/money';
import type { OnlineMethod } from '../../config';
import { payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { hasMoveHold, liveMoveHold } from '../../domain/booking-store/holds';
import { lockedBookingRow } from '../../domain/booking-store/rows';
import { refused } from '../../domain/domain-error';
import { createPaymentProvider } from '../../payments/create-provider';
import { newOrderId } from '../../payments/orders';
import { assertAmountAndMethod } from './order-checks';

export async function moveDifferenceOrder(
  deps: Deps,
  bookingId: number,
  shown: number,
  method: OnlineMethod,
  now: Date,
): Promise<{ orderId: string; amount: number; holdEndsAt: Date | null }> {
  return deps.db.transaction(async (tx) => {
    const booking = await lockedBookingRow(tx, bookingId);
    if (booking?.paymentState !== 'paid' || booking.status === 'cancelled')
      throw refused('payment_already_paid');
    const hold = await liveMoveHold(tx, bookingId, now);
    if (!hold)
      throw refused((await hasMoveHold(tx, bookingId)) ? 'payment_hold_expired' : 'payment_already_paid');
    const difference = toCents(hold.totalAmount) - toCents(booking.totalAmount);
    if (difference <= 0) throw refused('payment_already_paid');
    const amount = fromCents(difference);
    assertAmountAndMethod(deps, shown, amount, method);
    const orderId = newOrderId(bookingId);
    await tx.insert(payments).values({
      bookingId,
      orderId,
      provider: createPaymentProvider(deps).name,
      method,
      amount,
      state: 'pending',
      purpose: 'reschedule',
      moveHoldId: hold.id,
      createdAt: now,
    });
    return { orderId, amount, holdEndsAt: hold.holdExpiresAt };
  });
}
