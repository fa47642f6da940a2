/**
 * Payment orders: the `payments` rows a checkout creates, found by the order id the provider knows.
 * An order is bound to the total it was made for (domain/open-orders.ts voids it when that changes).
 */

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
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
