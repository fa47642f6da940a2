/**
 * Staff book a client from the calendar: a phone booking or a walk-in. The same rules as a
 * customer's booking decide (the stylist does the services, the overlap constraint refuses a taken
 * time, a block refuses blocked time), with three differences: the front desk may book beyond the
 * salon's booking window (`booking_window_days`) and outside published slots (it knows the stylist's day), it may record
 * a visit that already happened (up to RECORD_PAST_DAYS back: the walk-in entered after the fact,
 * the paper diary typed in), and the client pays at the salon, so the booking is confirmed at once,
 * or is emailed a payment link (`pay_at_salon: false`, see payment-link.ts), so the booking holds
 * its time unpaid until they pay. With stylist_id 0 the first free stylist who does the services is
 * taken. The client's messages are in `language` (by default the staff member's).
 */
import type { CalendarBooking } from '#shared/contract/back-office';
import type { CreateBookingRequest } from '#shared/contract/front-desk';
import { priceBooking } from '#shared/domain/promo';
import { salonInstant } from '#shared/salon-instant';
import { readSalonProfile } from '../../db/salon-settings';
import type { Deps } from '../../deps';
import {
  loadChosenServices,
  type PricedStylist,
  qualifiedStylists,
} from '../../domain/availability/qualified';
import { loadGrid } from '../../domain/availability/working-cells';
import { PAY_BY_LINK } from '../../domain/booking-store/predicates';
import { oneBooking } from '../../domain/calendar-booking';
import { invalid, refused } from '../../domain/domain-error';
import { PAY_AT_SALON } from '../../domain/insert-booking';
import { policySnapshot } from '../../domain/placement/booking-terms';
import { asTimeLost, NoneFree, placeWithFirstFree } from '../../domain/placement/first-free';
import { placeBooking } from '../../domain/placement/place-booking';
import { promotionFor, recordPromotionUse } from '../../domain/promotions/claim-promotion';
import { termsOf } from '../../domain/promotions/promotion-rules';
import type { Lang } from '../../i18n/catalogue';
import { bookingConfirmed } from '../../jobs/booking-events';
import { clientContact } from './client-contact';
import { assertRealDate } from './dates';
import { paymentLinkHold, queuePaymentLink } from './payment-link';
import type { Staff } from './staff-actor';

const CELL_MS = 30 * 60_000;
/** How far back the front desk may record a visit that already happened. */
const RECORD_PAST_DAYS = 30;

export async function createDeskBooking(
  deps: Deps,
  body: CreateBookingRequest,
  staff: Staff,
  uiLang: Lang,
): Promise<CalendarBooking> {
  const { db } = deps;
  const now = deps.now();
  const lang: Lang = body.language ?? uiLang;
  const byLink = !body.pay_at_salon;
  if (byLink && body.client_id === 0 && !body.email) throw invalid('payment_link_needs_email');
  assertRealDate(body.booking_date);
  const salon = await readSalonProfile(db);
  const cell = (await loadGrid(db)).find((c) => c.id === body.start_slot_id);
  if (!cell) throw invalid('slot_unknown');
  const startsAt = salonInstant(body.booking_date, cell.startTime, salon.time_zone);
  const holdUntil = byLink ? paymentLinkHold(now, startsAt) : null;
  // a walk-in starts in the half hour under way; anything earlier is over
  if (startsAt.getTime() + CELL_MS <= now.getTime() - RECORD_PAST_DAYS * 86_400_000)
    throw invalid('front_desk_too_far_back');
  await loadChosenServices(db, body.selected_service_ids); // 400 for an unknown service, before any lock
  const candidates = await qualifiedStylists(db, body.selected_service_ids, body.stylist_id || undefined);
  if (body.stylist_id && candidates.length === 0) throw invalid('stylist_not_found');
  if (candidates.length === 0) throw refused('front_desk_no_stylist_free');

  const policy = policySnapshot(salon);
  try {
    const id = await placeWithFirstFree(
      (work) => db.transaction(work),
      candidates,
      async (tx, untried) => {
        const contact = await clientContact(tx, body, uiLang);
        if (byLink && !contact.email) throw invalid('payment_link_needs_email');
        // the client's use of the code, counted under its lock (promotions/claim-promotion.ts)
        const promo = body.promo_code
          ? await promotionFor(tx, {
              code: body.promo_code,
              serviceIds: body.selected_service_ids,
              person: contact,
              now,
              timeZone: salon.time_zone,
              lock: true,
            })
          : null;
        // prices and who does which service as committed now, never from a cache
        const fresh = await qualifiedStylists(tx, body.selected_service_ids, body.stylist_id || undefined);
        const freshChosen = await loadChosenServices(tx, body.selected_service_ids);
        const pricing = (q: PricedStylist) =>
          priceBooking(
            freshChosen.map((s) => ({ service_id: s.id, price: q.prices.get(s.id) ?? Number(s.price) })),
            promo && termsOf(promo),
          );
        for (const candidate of untried) {
          const q = fresh.find((f) => f.stylist.id === candidate.stylist.id);
          if (!q) continue; // no longer does one of the services
          const { id: inserted, price } = await placeBooking(tx, {
            q,
            chosen: freshChosen,
            contact,
            body: { ...body, customer_id: contact.customerId ?? 0 },
            startsAt,
            pricing,
            method: byLink ? PAY_BY_LINK : PAY_AT_SALON,
            payAtSalon: !byLink,
            now,
            holdUntil,
            idempotencyKey: null,
            lang,
            actor: { kind: 'staff', ...staff },
            clientAddress: null,
            policy,
          }).catch(asTimeLost(q.stylist.id));
          if (promo && price.promo_code) await recordPromotionUse(tx, inserted, promo);
          // a free booking needs no payment: it is confirmed like a pay-at-salon one
          if (byLink && price.total_amount > 0) await queuePaymentLink(tx, deps, inserted, staff, 'created');
          else await bookingConfirmed(tx, deps, inserted, { paid: false, lang });
          return inserted;
        }
        throw new NoneFree(false);
      },
    );
    await deps.bus.publish({ topic: 'bookings', date: body.booking_date });
    return oneBooking(db, id, uiLang);
  } catch (e) {
    if (!(e instanceof NoneFree)) throw e;
    if (e.blocked && body.stylist_id) throw refused('front_desk_time_blocked');
    throw refused(body.stylist_id ? 'front_desk_slot_taken' : 'front_desk_no_stylist_free');
  }
}
