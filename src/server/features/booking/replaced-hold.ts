/**
 * A customer who went to the card page, came back and chose to pay at the salon gives up the
 * booking that was waiting for their online payment: its time is released before the new booking
 * claims it. Only the customer's own booking (manage token or signed-in owner), still pending and
 * unpaid by an online method, is released; anything else (paid meanwhile, already released) is
 * left as it is. Its open orders stay open: a payment the provider still accepts for it settles
 * onto a booking the customer cancelled, and is refunded.
 */
import type { BookRequest } from '#shared/contract/bookings';
import { readSalonProfile } from '../../db/salon-settings';
import type { Deps } from '../../deps';
import { recordBookingChange } from '../../domain/booking-history';
import { PAY_BY_LINK } from '../../domain/booking-store/predicates';
import { updateBookingRow } from '../../domain/booking-store/rows';
import { PAY_AT_SALON } from '../../domain/insert-booking';
import type { Principal } from '../../http/auth';
import { ownedBooking } from '../../http/booking-access';
import { publishBookingDates } from '../../jobs/booking-changes';

type Replaces = NonNullable<BookRequest['replaces']>;

export async function releaseReplacedHold(
  deps: Deps,
  replaces: Replaces,
  principal: Principal | null,
): Promise<void> {
  const now = deps.now();
  const released = await deps.db.transaction(async (tx) => {
    const { booking, actor } = await ownedBooking(tx, deps, replaces, principal, { lock: true });
    const waiting =
      booking.status === 'pending' &&
      (booking.paymentState === 'unpaid' || booking.paymentState === 'failed') &&
      booking.kind === 'booking' &&
      booking.paymentMethod !== PAY_AT_SALON &&
      booking.paymentMethod !== PAY_BY_LINK;
    if (!waiting) return null;
    await updateBookingRow(tx, booking.id, {
      status: 'cancelled',
      holdExpiresAt: null,
      statusChangedBy: 'customer',
      statusChangedAt: now,
      updatedAt: now,
    });
    await recordBookingChange(
      tx,
      booking.id,
      { kind: 'cancelled', actor, details: { from: booking.status, reason: 'pay_at_salon_instead' } },
      now,
    );
    return booking.startsAt;
  });
  if (released) await publishBookingDates(deps, (await readSalonProfile(deps.db)).time_zone, [released]);
}
