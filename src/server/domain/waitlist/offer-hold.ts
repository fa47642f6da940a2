/**
 * The hold of a waitlist offer: the time offered is held exactly as a payment hold holds it, by a
 * pending, unpaid row of the bookings table of kind `waitlist_hold`, with `hold_expires_at`, placed by the placement command as every
 * booking is (its busy segments under the same overlap constraint, and the block check), so a direct booking of it is refused and the
 * free times leave it out; when it lapses, the release of lapsed holds frees it like any other.
 * The row names no customer until an entry claims it (placement/claim-hold.ts fills it in).
 *
 * This is the one place a waitlist hold is made: when the placement of bookings changes, only this
 * function moves with it.
 */
import type { BookRequest } from '#shared/contract/bookings';
import { priceBooking } from '#shared/domain/promo';
import { salonInstant } from '#shared/salon-instant';
import type { Tx } from '../../db/connect';
import type { Lang } from '../../i18n/catalogue';
import { loadChosenServices, type PricedStylist, qualifiedStylists } from '../availability/qualified';
import { invalid } from '../domain-error';
import type { PolicySnapshot } from '../placement/booking-terms';
import { placeBooking } from '../placement/place-booking';

export type OfferHoldArgs = {
  stylistId: number;
  date: string;
  startSlotId: number;
  /** The start cell's time of day (HH:mm), in the salon's zone. */
  startTime: string;
  serviceIds: number[];
  timeZone: string;
  /** When the offer lapses: the hold ends then. */
  until: Date;
  now: Date;
  lang: Lang;
  /** The name the calendar shows on the held time until it is claimed. */
  holdName: string;
  policy: PolicySnapshot;
  notifyChannel: string | null;
};

export type OfferHold = { bookingId: number; startsAt: Date; totalAmount: number };

/**
 * Holds the time in the caller's transaction. Throws the insert's refusal when the time is taken
 * (the exclusion violation) or blocked (TimeBlocked): the caller then offers nothing.
 */
export async function holdOfferedTime(tx: Tx, a: OfferHoldArgs): Promise<OfferHold> {
  const chosen = await loadChosenServices(tx, a.serviceIds);
  const [q] = await qualifiedStylists(tx, a.serviceIds, a.stylistId);
  if (!q) throw invalid('stylist_not_found');
  const startsAt = salonInstant(a.date, a.startTime, a.timeZone);
  // the stylist's own prices, no promotion: the claim books what was offered
  const pricing = (p: PricedStylist) =>
    priceBooking(
      chosen.map((s) => ({ service_id: s.id, price: p.prices.get(s.id) ?? Number(s.price) })),
      null,
    );
  const body: BookRequest = {
    customer_id: 0,
    full_name: a.holdName,
    phone_number: '',
    email: '',
    selected_service_ids: a.serviceIds,
    stylist_id: a.stylistId,
    booking_date: a.date,
    start_slot_id: a.startSlotId,
    end_slot_id: 0,
    Notes: '',
  };
  const placed = await placeBooking(tx, {
    q,
    chosen,
    contact: { customerId: null, name: a.holdName, email: '', phone: '' },
    body,
    startsAt,
    pricing,
    // a held time, not a booking, until an entry claims it: no payment method yet
    method: null,
    kind: 'waitlist_hold',
    payAtSalon: false,
    now: a.now,
    holdUntil: a.until,
    idempotencyKey: null,
    lang: a.lang,
    actor: { kind: 'system' },
    policy: a.policy,
    clientAddress: null,
    notifyChannel: a.notifyChannel,
  });
  return { bookingId: placed.id, startsAt, totalAmount: placed.price.total_amount };
}
