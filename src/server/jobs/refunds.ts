/**
 * Refunds through the payment provider. A refund is queued in the outbox in the same transaction as
 * the change that owes it (a cancellation, a move to a cheaper stylist), then tried at once; when
 * the provider fails, the booking stays `refund_due` and the outbox retries with backoff. Every try
 * carries the same idempotency key, so the provider never gives the money back twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { payments } from '../db/schema';
import type { Deps } from '../deps';
import { recordBookingChange } from '../domain/booking-history';
import { refundOwedLess, refundOwedPlus, updateBookingRow } from '../domain/booking-store/rows';
import { createPaymentProvider } from '../payments/create-provider';
import { enqueue, OUTBOX_KIND } from './outbox';
import type { Delivery } from './senders';

export type RefundOrder = {
  bookingId: number;
  paymentId: number;
  orderId: string;
  referenceNo: string | null;
  amount: number;
  /** The whole payment goes back: the payment ends `refunded`, and so does the booking unless `keepsBooking`. */
  full: boolean;
  /**
   * The booking's own payment state stays as it is: the money was never used for it (a second
   * payment of a paid booking, an order for a total the booking no longer has, a move that could
   * not happen).
   */
  keepsBooking?: boolean;
  idempotencyKey: string;
};

/** Why a settled payment is given back whole instead of used. */
export type RefundReason = 'already_paid' | 'total_changed' | 'time_taken' | 'cancelled' | 'move_void';

/**
 * Owes a settled payment back in full, in the transaction that decided it could not be used: the
 * payment is flagged, the booking's refund due grows by its amount, the history says why, and the
 * refund is queued in the outbox (the idempotency key is the order's, so it is queued once).
 */
export async function refundWholePayment(
  tx: Tx,
  now: Date,
  payment: typeof payments.$inferSelect,
  reason: RefundReason,
  keepsBooking: boolean,
): Promise<number | null> {
  const amount = Number(payment.amount);
  await tx.update(payments).set({ refundDue: true }).where(eq(payments.id, payment.id));
  await updateBookingRow(tx, payment.bookingId, { refundAmount: refundOwedPlus(amount), updatedAt: now });
  await recordBookingChange(
    tx,
    payment.bookingId,
    { kind: 'refund_due', actor: { kind: 'system' }, details: { amount, order_id: payment.orderId, reason } },
    now,
  );
  return queueRefund(tx, now, {
    bookingId: payment.bookingId,
    paymentId: payment.id,
    orderId: payment.orderId,
    referenceNo: payment.referenceNo,
    amount,
    full: true,
    keepsBooking,
    idempotencyKey: `${payment.orderId}-unused`,
  });
}

/** The latest settled payment of a booking, if it was paid online. */
export async function paidPayment(db: Db | Tx, bookingId: number) {
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.state, 'paid'), eq(payments.refundDue, false)))
    .orderBy(sql`${payments.settledAt} desc nulls last`)
    .limit(1);
  return p ?? null;
}

/** Every settled online payment of a booking not yet given back, newest first. */
export async function paidPayments(db: Db | Tx, bookingId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.state, 'paid'), eq(payments.refundDue, false)))
    .orderBy(sql`${payments.settledAt} desc nulls last`, sql`${payments.id} desc`);
}

/** Queues a refund inside the caller's transaction; returns its outbox id. */
export async function queueRefund(tx: Tx, now: Date, order: RefundOrder): Promise<number | null> {
  return enqueue(tx, now, {
    kind: OUTBOX_KIND.refund,
    bookingId: order.bookingId,
    dedupeKey: `${OUTBOX_KIND.refund}:${order.idempotencyKey}`,
    payload: order,
  });
}

/** The outbox's delivery of a refund: ask the provider, then record the money as gone back. */
export async function sendRefund(deps: Deps, order: RefundOrder): Promise<Delivery> {
  const provider = createPaymentProvider(deps);
  const { refundId } = await provider.refund({
    orderId: order.orderId,
    referenceNo: order.referenceNo,
    amount: order.amount,
    idempotencyKey: order.idempotencyKey,
  });
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (order.full) {
      await tx.update(payments).set({ state: 'refunded' }).where(eq(payments.id, order.paymentId));
    }
    await updateBookingRow(tx, order.bookingId, {
      refundAmount: refundOwedLess(order.amount),
      ...(order.full && !order.keepsBooking ? { paymentState: 'refunded' } : {}),
      updatedAt: now,
    });
    await recordBookingChange(
      tx,
      order.bookingId,
      {
        kind: 'refunded',
        actor: { kind: 'system' },
        details: { amount: order.amount, order_id: order.orderId, refund_id: refundId },
      },
      now,
    );
  });
  return { via: 'provider', to: provider.name };
}
