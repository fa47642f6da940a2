/**
 * A late-cancellation or no-show fee, decided in the transaction that cancels late or marks the
 * no-show (the booking row is locked by it), from the policy copied onto the booking when it was
 * made. The fee is met from what was paid online first (the deposit is kept as the fee, or part of
 * it; the rest goes back through the outbox's refunds), then from the saved card. It is charged at
 * once, or held for the desk to charge or waive (`fee_charging`).
 *
 * Charged once, whatever is retried, clicked twice or sent to another instance: the one charge is
 * claimed in the database (`fee_claimed_at` set by a conditional UPDATE, `... is null RETURNING`),
 * and the card's charge is an outbox row with a dedupe key and the provider's idempotency key.
 */
import { fromCents, toCents } from '#shared/domain/money';
import { amountDueOnline, type FeeKind, feeOf, feeSettlement } from '#shared/domain/protection';
import type { Tx } from '../../db/connect';
import { payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { type Actor, recordBookingChange } from '../../domain/booking-history';
import {
  type BookingRow,
  decideHeldFee,
  refundOwedPlus,
  updateBookingRow,
} from '../../domain/booking-store/rows';
import { createPaymentProvider } from '../../payments/create-provider';
import { newOrderId } from '../../payments/orders';
import { enqueue, OUTBOX_KIND } from '../outbox';
import { paidPayments, queueRefund } from '../refunds';
import type { FeeCharge } from './charge-fee';
import { queueFeeNotice } from './fee-notice';

/** What a fee decision queued: refunds and the card's charge, tried right after the commit. */
export type FeeQueued = { outboxIds: number[] };

const actorName = (a: Actor) => (a.kind === 'system' ? 'system' : a.name);

/** Whether a booking's policy puts a fee on this (a late cancellation may then go ahead). */
export function feeApplies(b: BookingRow, kind: FeeKind): boolean {
  const percent = kind === 'late_cancel' ? b.lateCancelFeePercent : b.noShowFeePercent;
  return b.protection !== 'none' && percent > 0 && b.feeState === 'none';
}

/** A booking still ahead and open, inside its cut-off, that may be cancelled at the cost of its fee. */
export function lateCancelWithFee(b: BookingRow, now: Date): boolean {
  const open = b.status === 'pending' || b.status === 'confirmed';
  return open && b.startsAt.getTime() > now.getTime() && feeApplies(b, 'late_cancel') && feeCovered(b);
}

/** What a late cancellation would cost now (the customer sees it before confirming). */
export function lateCancelFee(b: BookingRow): number {
  const paid =
    b.paymentState === 'paid'
      ? amountDueOnline({ ...b, depositAmount: Number(b.depositAmount), totalAmount: Number(b.totalAmount) })
      : 0;
  return feeSettlement({
    fee: feeOf(Number(b.totalAmount), b.lateCancelFeePercent),
    paid,
    card: !!b.savedCardRef,
  }).fee;
}

/** The part of a fee the saved card was to pay (what a customer asked to confirm pays themselves). */
export function feeLeftToPay(b: BookingRow): number {
  const paid =
    b.paymentState === 'paid'
      ? amountDueOnline({ ...b, depositAmount: Number(b.depositAmount), totalAmount: Number(b.totalAmount) })
      : 0;
  return feeSettlement({ fee: Number(b.feeAmount), paid, card: true }).toCharge;
}

/** Something to take the fee from: a deposit paid online, or a card kept on file. */
const feeCovered = (b: BookingRow) => b.paymentState === 'paid' || !!b.savedCardRef;

const paidTotal = (paid: { amount: number }[]) => fromCents(paid.reduce((s, p) => s + toCents(p.amount), 0));

export async function assessFee(
  tx: Tx,
  deps: Deps,
  b: BookingRow,
  kind: FeeKind,
  actor: Actor,
  now: Date,
): Promise<FeeQueued> {
  if (!feeApplies(b, kind)) return { outboxIds: [] };
  const percent = kind === 'late_cancel' ? b.lateCancelFeePercent : b.noShowFeePercent;
  const paid = await paidPayments(tx, b.id);
  const s = feeSettlement({
    fee: feeOf(Number(b.totalAmount), percent),
    paid: paidTotal(paid),
    card: !!b.savedCardRef,
  });
  if (toCents(s.fee) <= 0) return { outboxIds: [] }; // nothing paid and no card: nothing to take
  await updateBookingRow(tx, b.id, { feeAmount: s.fee, feeKind: kind, feeState: 'held', updatedAt: now });
  await recordBookingChange(
    tx,
    b.id,
    { kind: 'fee', actor, details: { state: 'held', reason: kind, amount: s.fee, percent } },
    now,
  );
  if (b.feeCharging === 'desk_confirms') return { outboxIds: [] };
  return (await chargeHeldFee(tx, deps, b.id, actor, now)) ?? { outboxIds: [] };
}

/**
 * Charges a held fee: null when it is not held or another request claimed it first. What was paid
 * beyond the fee is refunded; what the payments do not cover is charged to the saved card.
 */
export async function chargeHeldFee(
  tx: Tx,
  deps: Deps,
  bookingId: number,
  actor: Actor,
  now: Date,
): Promise<FeeQueued | null> {
  const b = await decideHeldFee(tx, bookingId, {
    feeClaimedAt: now,
    feeDecidedBy: actorName(actor),
    updatedAt: now,
  });
  if (!b) return null;
  const paid = await paidPayments(tx, b.id);
  const s = feeSettlement({ fee: Number(b.feeAmount), paid: paidTotal(paid), card: !!b.savedCardRef });
  const outboxIds = await refundBeyond(tx, now, b, paid, toCents(s.refund), 'fee-rest');
  const kind: FeeKind = b.feeKind ?? 'no_show';
  const letter = {
    kind,
    fee: s.fee,
    kept: s.kept,
    charged: s.toCharge,
    refund: s.refund,
    payLink: null,
    toPay: 0,
  };
  if (toCents(s.toCharge) > 0 && b.savedCardRef) {
    const orderId = newOrderId(b.id);
    const [row] = await tx
      .insert(payments)
      .values({
        bookingId: b.id,
        orderId,
        provider: createPaymentProvider(deps).name,
        method: 'card',
        amount: s.toCharge,
        state: 'pending',
        purpose: 'fee',
        createdAt: now,
      })
      .returning({ id: payments.id });
    const charge: FeeCharge = {
      bookingId: b.id,
      paymentId: row!.id,
      orderId,
      cardRef: b.savedCardRef,
      amount: s.toCharge,
      idempotencyKey: `fee-${b.id}`,
      letter,
    };
    const id = await enqueue(tx, now, {
      kind: OUTBOX_KIND.feeCharge,
      bookingId: b.id,
      dedupeKey: `${OUTBOX_KIND.feeCharge}:${b.id}`,
      payload: charge,
    });
    if (id) outboxIds.push(id);
    return { outboxIds };
  }
  // all of it kept from what was paid
  await updateBookingRow(tx, b.id, { feeState: 'charged' });
  await recordBookingChange(
    tx,
    b.id,
    { kind: 'fee', actor, details: { state: 'charged', amount: s.fee, kept: s.kept, refund: s.refund } },
    now,
  );
  await queueFeeNotice(tx, deps, b.id, 'charged', letter);
  return { outboxIds };
}

/** Waives a held fee (who and why are kept); everything paid goes back. Null when it is not held. */
export async function waiveHeldFee(
  tx: Tx,
  bookingId: number,
  actor: Actor,
  reason: string,
  now: Date,
): Promise<FeeQueued | null> {
  const b = await decideHeldFee(tx, bookingId, {
    feeState: 'waived',
    feeDecidedBy: actorName(actor),
    feeWaiveReason: reason,
    updatedAt: now,
  });
  if (!b) return null;
  await recordBookingChange(
    tx,
    b.id,
    { kind: 'fee', actor, details: { state: 'waived', amount: Number(b.feeAmount), reason } },
    now,
  );
  // a deposit held for the fee goes back whole (a booking still on, e.g. put back by the desk, keeps it)
  if (b.status !== 'cancelled' && b.status !== 'no_show') return { outboxIds: [] };
  const paid = await paidPayments(tx, b.id);
  return { outboxIds: await refundBeyond(tx, now, b, paid, toCents(paidTotal(paid)), 'fee-waived') };
}

/** Gives back `cents` of the booking's payments, newest first, each never more than it took. */
async function refundBeyond(
  tx: Tx,
  now: Date,
  b: BookingRow,
  paid: (typeof payments.$inferSelect)[],
  cents: number,
  key: string,
): Promise<number[]> {
  const ids: number[] = [];
  if (cents <= 0) return ids;
  let left = cents;
  for (const p of paid) {
    if (left <= 0) break;
    const part = Math.min(left, toCents(p.amount));
    left -= part;
    const id = await queueRefund(tx, now, {
      bookingId: b.id,
      paymentId: p.id,
      orderId: p.orderId,
      referenceNo: p.referenceNo,
      amount: fromCents(part),
      full: part === toCents(p.amount),
      // a booking that kept part of its money as the fee stays paid
      keepsBooking: key === 'fee-rest',
      idempotencyKey: `${p.orderId}-${key}`,
    });
    if (id) ids.push(id);
  }
  const owed = fromCents(cents - left);
  await updateBookingRow(tx, b.id, { refundAmount: refundOwedPlus(owed) });
  await recordBookingChange(
    tx,
    b.id,
    { kind: 'refund_due', actor: { kind: 'system' }, details: { amount: owed, reason: key } },
    now,
  );
  return ids;
}
