/**
 * Payment orders: the `payments` rows a checkout creates, found by the order id the provider knows.
 * An order is bound to the booking total it was made for: when the total changes, the booking's
 * open orders are voided (their pay page refuses them, and a payment the provider still takes for
 * one is refunded in full when it settles).
 */

import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { bookings, payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderWithBooking = { payment: PaymentRow; booking: typeof bookings.$inferSelect };

/** A fresh, unguessable order id that still names its booking: `TR12-9F3A1C7B2E`. */
export function newOrderId(bookingId: number): string {
  return `TR${bookingId}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

export async function findOrder(db: Db | Tx, orderId: string): Promise<OrderWithBooking | null> {
  const [row] = await db
    .select({ payment: payments, booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.orderId, orderId))
    .limit(1);
  return row ?? null;
}

/** Voids a booking's open orders for its own total; called in the transaction that changes the total. */
export async function voidOpenOrders(tx: Tx, bookingId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ state: 'void' })
    .where(
      and(eq(payments.bookingId, bookingId), eq(payments.state, 'pending'), eq(payments.purpose, 'booking')),
    );
}
