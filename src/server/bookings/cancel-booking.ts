/**
 * The one way out of a booking by cancellation, whoever asks: the customer (signed in or by the
 * manage link), the desk's status change, and what comes later. In the caller's transaction, with
 * the booking's row locked by the caller:
 * - what was paid online goes back: each payment its part of the total, newest first, through the
 *   outbox (queued here, tried right after the commit, retried until refunded), unless a late
 *   cancellation keeps a fee (then the fee's rules take it from the deposit first and refund the
 *   rest: jobs/fees/assess-fee.ts);
 * - a move still waiting for its difference goes with it;
 * - the promotion's use is given back (a cancelled booking no longer counts against the code);
 * - the time is free at once (a cancelled booking is outside the overlap constraint), and the
 *   waitlist hears of it from the change bus once the caller publishes the date after the commit;
 * - the client is told (email in the booking's language, push, webhook), and the history says who.
 *
 * The caller decides whether the cancellation is allowed (the customer's cut-off; the desk may
 * always) and publishes the day and delivers `outboxIds` after its commit (`afterCancel`).
 */
import { fromCents, toCents } from '#shared/domain/money';
import type { Tx } from '../db/connect';
import type { Deps } from '../deps';
import { type Actor, recordBookingChange } from '../domain/booking-history';
import { dropMoveHolds } from '../domain/booking-store/holds';
import { type BookingRow, refundOwedPlus, updateBookingRow } from '../domain/booking-store/rows';
import { bookingChanged, publishBookingDates } from '../jobs/booking-changes';
import { assessFee } from '../jobs/fees/assess-fee';
import { deliverNow } from '../jobs/outbox-runner';
import { paidPayments, queueRefund } from '../jobs/refunds';

export type Cancellation = {
  actor: Actor;
  /** Who cancelled, as the client's message says it. */
  by: 'customer' | 'salon';
  reason?: string | null;
  /** A late cancellation under a policy with a fee: the fee is kept, not the whole payment refunded. */
  lateFee?: boolean;
  /** What the history line says besides the status it came from. */
  details?: Record<string, unknown>;
  now: Date;
};

/** What the caller does after its commit: the outbox rows to try now, the time freed. */
export type Cancelled = { outboxIds: number[]; startsAt: Date };

export async function cancelBooking(
  tx: Tx,
  deps: Deps,
  booking: BookingRow,
  how: Cancellation,
): Promise<Cancelled> {
  const { actor, now } = how;
  await dropMoveHolds(tx, booking.id); // a move still waiting for its difference goes with it
  // the booking's own payment and, after a move to a dearer stylist, the difference paid for it
  const paid = how.lateFee ? [] : await paidPayments(tx, booking.id);
  // each payment gives back its part of the total, newest first, never more than it took
  let left = toCents(booking.totalAmount);
  const parts = paid.map((p) => {
    const part = Math.min(left, toCents(p.amount));
    left -= part;
    return { p, part };
  });
  const owed = fromCents(toCents(booking.totalAmount) - left);
  const refunding = paid.length > 0 && owed > 0;
  await updateBookingRow(tx, booking.id, {
    status: 'cancelled',
    cancelReason: how.reason || null,
    holdExpiresAt: null,
    statusChangedBy: actor.kind === 'system' ? 'system' : actor.name,
    statusChangedAt: now,
    updatedAt: now,
    // added to: a refund still owed for another payment (a duplicate) stays owed
    ...(refunding ? { paymentState: 'refund_due', refundAmount: refundOwedPlus(owed) } : {}),
  });
  await recordBookingChange(
    tx,
    booking.id,
    { kind: 'cancelled', actor, details: { from: booking.status, ...(how.details ?? {}) } },
    now,
  );
  const outboxIds: number[] = [];
  if (refunding) {
    for (const { p, part } of parts) {
      if (part <= 0) break;
      const id = await queueRefund(tx, now, {
        bookingId: booking.id,
        paymentId: p.id,
        orderId: p.orderId,
        referenceNo: p.referenceNo,
        amount: fromCents(part),
        full: true,
        idempotencyKey: `${p.orderId}-cancel`,
      });
      if (id) outboxIds.push(id);
    }
    await recordBookingChange(tx, booking.id, { kind: 'refund_due', actor, details: { amount: owed } }, now);
  }
  if (how.lateFee)
    outboxIds.push(...(await assessFee(tx, deps, booking, 'late_cancel', actor, now)).outboxIds);
  // a visit already over needs no message: the desk tidying its book tells nobody
  if (how.by === 'customer' || booking.startsAt > now)
    await bookingChanged(tx, deps, booking.id, { kind: 'cancelled', by: how.by });
  return { outboxIds, startsAt: booking.startsAt };
}

/** After the commit: the freed day to every calendar and the waitlist, and the refunds tried now. */
export async function afterCancel(deps: Deps, timeZone: string, done: Cancelled): Promise<void> {
  await publishBookingDates(deps, timeZone, [done.startsAt]);
  for (const id of done.outboxIds) await deliverNow(deps, id);
}
