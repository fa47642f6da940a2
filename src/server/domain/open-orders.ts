/**
 * An order is bound to the booking total it was made for: when the total changes, the booking's
 * open orders are voided in the same transaction (their pay page refuses them, and a payment the
 * provider still takes for one is refunded in full when it settles).
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/connect';
import { payments } from '../db/schema';

/** Voids a booking's open orders for its own total; called in the transaction that changes the total. */
export async function voidOpenOrders(tx: Tx, bookingId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ state: 'void' })
    .where(
      and(eq(payments.bookingId, bookingId), eq(payments.state, 'pending'), eq(payments.purpose, 'booking')),
    );
}
