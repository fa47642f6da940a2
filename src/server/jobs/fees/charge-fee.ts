/**
 * The outbox's charge of a fee to the card kept on file (queued by assess-fee.ts, once per
 * booking). The provider is asked with the same idempotency key on every try, so a retry after a
 * lost answer never charges twice. Charged, the fee is `charged`; when the bank wants the customer
 * to authenticate, nothing is charged, the fee waits for the customer (`awaiting_customer`) and they
 * get a pay link by email and push; declined, the fee is `failed` for the desk to follow up.
 */
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { recordBookingChange } from '../../domain/booking-history';
import { settleHeldFee } from '../../domain/booking-store/rows';
import { manageLink } from '../../links/manage-links';
import { createPaymentProvider } from '../../payments/create-provider';
import type { Delivery } from '../senders';
import type { FeeLetter } from './fee-email';
import { queueFeeNotice } from './fee-notice';

export type FeeCharge = {
  bookingId: number;
  paymentId: number;
  orderId: string;
  cardRef: string;
  amount: number;
  idempotencyKey: string;
  letter: FeeLetter;
};

export async function chargeFee(deps: Deps, c: FeeCharge): Promise<Delivery> {
  const provider = createPaymentProvider(deps);
  const result = await provider.chargeSavedCard({
    cardRef: c.cardRef,
    amount: c.amount,
    orderId: c.orderId,
    idempotencyKey: c.idempotencyKey,
    description: `Booking #${c.bookingId} fee`,
  });
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const pending = and(eq(payments.id, c.paymentId), eq(payments.state, 'pending'));
    const system = { kind: 'system' } as const;
    if (result.outcome === 'charged') {
      await tx
        .update(payments)
        .set({ state: 'paid', referenceNo: result.referenceNo, settledAt: now })
        .where(pending);
      await settleHeldFee(tx, c.bookingId, 'charged', now);
      await recordBookingChange(
        tx,
        c.bookingId,
        { kind: 'fee', actor: system, details: { state: 'charged', amount: c.amount, order_id: c.orderId } },
        now,
      );
      await queueFeeNotice(tx, deps, c.bookingId, 'charged', c.letter);
      return;
    }
    if (result.outcome === 'authentication_required') {
      await tx
        .update(payments)
        .set({ state: 'cancelled', resultDescription: 'authentication_required', settledAt: now })
        .where(pending);
      await settleHeldFee(tx, c.bookingId, 'awaiting_customer', now);
      await recordBookingChange(
        tx,
        c.bookingId,
        { kind: 'fee', actor: system, details: { state: 'awaiting_customer', amount: c.amount } },
        now,
      );
      const payLink = manageLink(deps.config.publicUrl, deps.secrets.manage, c.bookingId);
      await queueFeeNotice(tx, deps, c.bookingId, 'awaiting', {
        ...c.letter,
        charged: 0,
        payLink,
        toPay: c.amount,
      });
      return;
    }
    await tx
      .update(payments)
      .set({ state: 'failed', resultDescription: result.reason, settledAt: now })
      .where(pending);
    await settleHeldFee(tx, c.bookingId, 'failed', now);
    await recordBookingChange(
      tx,
      c.bookingId,
      { kind: 'fee', actor: system, details: { state: 'failed', amount: c.amount, reason: result.reason } },
      now,
    );
  });
  return { via: 'provider', to: provider.name };
}
