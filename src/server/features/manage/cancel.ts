/**
 * A customer cancels their booking (signed in, or by the manage link). Inside the policy it goes
 * through the one cancellation command (bookings/cancel-booking.ts: the time freed, what was paid
 * online refunded through the outbox, the client told). Inside the cut-off the answer is a refusal
 * that names the salon's phone number, unless the booking's policy has a late-cancellation fee:
 * then it is cancelled and the fee taken (from the deposit first, the rest refunded).
 */
import type { CancelRequest, ManagedBooking } from '#shared/contract/manage';
import { allowances } from '#shared/domain/booking-policy';
import { afterCancel, cancelBooking } from '../../bookings/cancel-booking';
import { readSalonProfile } from '../../db/salon-settings';
import type { Deps } from '../../deps';
import { refused } from '../../domain/domain-error';
import type { Principal } from '../../http/auth';
import { ownedBooking } from '../../http/booking-access';
import type { Lang } from '../../i18n/catalogue';
import { lateCancelWithFee } from '../../jobs/fees/assess-fee';
import { managedBooking } from './managed-view';

export async function cancelOwnBooking(
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
        throw refused('booking_closed', { phone: salon.phone });
      throw refused('cancel_too_late', { hours: booking.cancelCutoffHours, phone: salon.phone });
    }
    const cancelled = await cancelBooking(tx, deps, booking, {
      actor,
      by: 'customer',
      reason: body.reason,
      lateFee: late,
      details: { reason: body.reason || null },
      now,
    });
    return { ...cancelled, id: booking.id };
  });
  await afterCancel(deps, salon.time_zone, done);
  return managedBooking(deps.db, done.id, lang, deps.now());
}
