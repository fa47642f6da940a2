/**
 * A customer cancels their booking. Inside the policy the time is freed at once (a cancelled
 * booking is outside the overlap constraint) and a booking paid online is refunded through the
 * payment provider: queued in the same transaction, tried right after the commit, and left
 * `refund_due` for the outbox to retry when the provider fails. Inside the cut-off the answer is a
 * refusal that names the salon's phone number, unless the booking's policy has a late-cancellation
 * fee: then it is cancelled and the fee taken (from the deposit first, the rest refunded).
 */
import { eq, sql } from 'drizzle-orm';
import type { CancelRequest, ManagedBooking } from '#shared/contract/manage';
import { allowances } from '#shared/domain/booking-policy';
import { fromCents, toCents } from '#shared/domain/money';
import { readSalonProfile } from '../../db/salon-settings';
import { bookings } from '../../db/schema';
import type { Deps } from '../../deps';
import { recordBookingChange } from '../../domain/booking-history';
import { dropMoveHolds } from '../../domain/move-holds';
import { conflict } from '../../http/api-error';
import type { Principal } from '../../http/auth';
import { ownedBooking } from '../../http/booking-access';
import type { Lang } from '../../i18n/catalogue';
import { bookingChanged, publishBookingDates } from '../../jobs/booking-changes';
import { assessFee, lateCancelWithFee } from '../../jobs/fees/assess-fee';
import { deliverNow } from '../../jobs/outbox-runner';
import { paidPayments, queueRefund } from '../../jobs/refunds';
import { managedBooking } from './managed-view';

export async function cancelBooking(
  deps: Deps,
  body: CancelRequest,
  principal: Principal | null,
  lang: Lang,
): Promise<ManagedBooking> {
  const now = deps.now();
  const salon = await readSalonProfile(deps.db);
  const done = await deps.db.transaction(async (tx) => {
    const { booking, actor } = await ownedBooking(tx, deps, body, principal, { lock: true });
    const may = allowances(booking, now);
    // inside the cut-off, a booking whose policy has a late-cancellation fee may still be cancelled:
    // the fee is kept from its deposit or charged to its saved card (jobs/fees/assess-fee.ts)
    const late = !may.canCancel && lateCancelWithFee(booking, now);
    if (!may.canCancel && !late) {
      if (booking.status === 'cancelled' || booking.status === 'completed')
        throw conflict('booking_closed', { phone: salon.phone });
      throw conflict('cancel_too_late', { hours: booking.cancelCutoffHours, phone: salon.phone });
    }
    await dropMoveHolds(tx, booking.id); // a move still waiting for its difference goes with it
    // the booking's own payment and, after a move to a dearer stylist, the difference paid for it
    const paid = may.refundOnCancel && !late ? await paidPayments(tx, booking.id) : [];
    // each payment gives back its part of the total, newest first, never more than it took
    let left = toCents(booking.totalAmount);
    const parts = paid.map((p) => {
      const part = Math.min(left, toCents(p.amount));
      left -= part;
      return { p, part };
    });
    const owed = fromCents(toCents(booking.totalAmount) - left);
    const payment = paid[0] ?? null;
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelReason: body.reason || null,
        holdExpiresAt: null,
        statusChangedBy: actor.kind === 'system' ? 'system' : actor.name,
        statusChangedAt: now,
        updatedAt: now,
        // added to: a refund still owed for another payment (a duplicate) stays owed
        ...(payment
          ? { paymentState: 'refund_due', refundAmount: sql`${bookings.refundAmount} + ${owed}` }
          : {}),
      })
      .where(eq(bookings.id, booking.id));
    await recordBookingChange(
      tx,
      booking.id,
      { kind: 'cancelled', actor, details: { from: booking.status, reason: body.reason || null } },
      now,
    );
    const refundIds: number[] = [];
    if (payment) {
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
        if (id) refundIds.push(id);
      }
      await recordBookingChange(
        tx,
        booking.id,
        { kind: 'refund_due', actor, details: { amount: owed } },
        now,
      );
    }
    if (late) refundIds.push(...(await assessFee(tx, deps, booking, 'late_cancel', actor, now)).outboxIds);
    await bookingChanged(tx, deps, booking.id, { kind: 'cancelled', by: 'customer' });
    return { id: booking.id, startsAt: booking.startsAt, refundIds };
  });
  await publishBookingDates(deps, salon.time_zone, [done.startsAt]);
  for (const id of done.refundIds) await deliverNow(deps, id);
  return managedBooking(deps.db, done.id, lang, deps.now());
}
