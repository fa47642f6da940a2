/**
 * The orders of no-show protection at checkout: a booking that keeps a card on file is checked out
 * for amount 0 and saves a card (the provider's `setupCard`, no charge); a fee the bank would not
 * charge without the customer (`awaiting_customer`) is paid through the same checkout, for exactly
 * the part of the fee that was to go on the card.
 */
import { and, desc, eq } from 'drizzle-orm';
import { toCents } from '#shared/domain/money';
import type { OnlineMethod } from '../../config';
import { payments } from '../../db/schema';
import type { Deps } from '../../deps';
import type { BookingRow } from '../../domain/booking-store/rows';
import { refused } from '../../domain/domain-error';
import { createPaymentProvider } from '../../payments/create-provider';
import { newOrderId } from '../../payments/orders';
import { assertAmountAndMethod } from './order-checks';

export const CARD_SETUP = 'card_setup';
export const FEE = 'fee';

export type Order = { orderId: string; amount: number; purpose: string };

/** A card to keep on file for the booking: amount 0, nothing charged. */
export async function cardSetupOrder(
  deps: Deps,
  booking: BookingRow,
  shown: number,
  method: OnlineMethod,
  now: Date,
): Promise<Order> {
  assertAmountAndMethod(deps, shown, 0, method);
  const orderId = newOrderId(booking.id);
  await deps.db.insert(payments).values({
    bookingId: booking.id,
    orderId,
    provider: createPaymentProvider(deps).name,
    method: 'card',
    amount: 0,
    state: 'pending',
    purpose: CARD_SETUP,
    createdAt: now,
  });
  return { orderId, amount: 0, purpose: CARD_SETUP };
}

/** The fee the bank asked the customer to confirm: the amount the saved card was to be charged. */
export async function feeOrder(
  deps: Deps,
  booking: BookingRow,
  shown: number,
  method: OnlineMethod,
  now: Date,
): Promise<Order> {
  const [asked] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.purpose, FEE)))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!asked || toCents(asked.amount) <= 0) throw refused('fee_not_held');
  const amount = Number(asked.amount);
  assertAmountAndMethod(deps, shown, amount, method);
  const orderId = newOrderId(booking.id);
  await deps.db.insert(payments).values({
    bookingId: booking.id,
    orderId,
    provider: createPaymentProvider(deps).name,
    method,
    amount,
    state: 'pending',
    purpose: FEE,
    createdAt: now,
  });
  return { orderId, amount, purpose: FEE };
}
