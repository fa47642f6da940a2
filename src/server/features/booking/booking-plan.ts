/**
 * What a customer's booking settles before any time is held: the date is bookable, the start is on
 * the grid and ahead with the salon's notice, the payment method is accepted, the promo code
 * applies, which stylists may take it (at the total the client showed), and the salon's terms
 * (booking-terms.ts) for each candidate's total. A refusal here holds nothing.
 */
import type { BookRequest } from '#shared/contract/bookings';
import { priceBooking } from '#shared/domain/promo';
import { isBookableDate } from '#shared/domain/window';
import { salonInstant } from '#shared/salon-instant';
import { readSalonProfile } from '../../db/salon-settings';
import type { Deps } from '../../deps';
import { pickCandidates } from '../../domain/availability/candidates';
import { publishedOn } from '../../domain/availability/free-starts';
import { assertNotice } from '../../domain/availability/notice';
import {
  type ChosenService,
  loadChosenServices,
  type PricedStylist,
} from '../../domain/availability/qualified';
import { visitWith } from '../../domain/availability/stylist-visit';
import { loadGrid } from '../../domain/availability/working-cells';
import type { HoldOwner } from '../../domain/booking-store/predicates';
import { invalid } from '../../domain/domain-error';
import type { Contact } from '../../domain/insert-booking';
import { acceptedPayment, customerTerms, salonTerms } from '../../domain/placement/booking-terms';
import { promotionFor } from '../../domain/promotions/claim-promotion';
import { termsOf } from '../../domain/promotions/promotion-rules';
import type { Principal } from '../../http/auth';
import type { Lang } from '../../i18n/catalogue';
import { atExpectedTotal } from './expected-total';
import { holdOwnerOf } from './unpaid-holds';

type Promotion = Awaited<ReturnType<typeof promotionFor>> | null;
type PromotionAsk = Parameters<typeof promotionFor>[1];

/** How a candidate is priced from the services as read, and with which promotion. */
export const pricedWith =
  (chosen: readonly ChosenService[], promo: Promotion) =>
  <Q extends PricedStylist>(q: Q) => {
    const services = chosen.map((s) => ({ service_id: s.id, price: q.prices.get(s.id) ?? s.price }));
    return { q, services, price: priceBooking(services, promo && termsOf(promo)) };
  };

export type BookInput = {
  body: BookRequest;
  principal: Principal | null;
  lang: Lang;
  idempotencyKey: string | null;
  /** The caller's address as the limits count it (limits/address-key.ts; TRUST_PROXY decides how it is read). */
  clientAddress: string | null;
};

export async function planBooking(deps: Deps, input: BookInput, contact: Contact) {
  const { db } = deps;
  const { body } = input;
  const now = deps.now();
  const salon = await readSalonProfile(db);
  if (!isBookableDate(body.booking_date, salon.time_zone, now, salon.booking_window_days))
    throw invalid('date_out_of_window', { days: salon.booking_window_days });
  const grid = await loadGrid(db);
  const cell = grid.find((c) => c.id === body.start_slot_id);
  if (!cell) throw invalid('slot_unknown');
  const terms = salonTerms(salon, deps.config);
  const payment = acceptedPayment(terms, body.payment_keyword);
  // the code is checked now, for a clear refusal before any time is held, and again in the transaction
  const promoAsk: PromotionAsk | null = body.promo_code
    ? {
        code: body.promo_code,
        serviceIds: body.selected_service_ids,
        person: contact,
        now,
        timeZone: salon.time_zone,
      }
    : null;
  const promo = promoAsk ? await promotionFor(db, promoAsk) : null;
  // the catalogue as cached: enough to find the candidates; the money is read again in the transaction
  const cached = await loadChosenServices(db, body.selected_service_ids);
  const startsAt = salonInstant(body.booking_date, cell.startTime, salon.time_zone);
  if (startsAt <= now) throw invalid('slot_in_past');
  assertNotice(startsAt, now, salon.min_notice_minutes);
  // a named stylist's bookings and blocks are read in the transaction, by its first statement
  const free = async (busyLater: boolean) =>
    (await pickCandidates(deps, body, (q) => visitWith(cached, q), salon.time_zone, now, { busyLater })).map(
      pricedWith(cached, promo),
    );
  const candidates = atExpectedTotal(await free(true), body.expected_total).map((c) => c.q);
  // read before the transaction: on the embedded database a read outside it would wait for it
  const published = body.stylist_id
    ? ((await publishedOn(db, body.booking_date)).get(body.stylist_id) ?? new Set<number>())
    : null;
  const asks = await customerTerms(db, terms, {
    payment,
    serviceOverrides: cached.map((s) => s.protection),
    contact,
  });
  // an online payment holds the time: the guest's unpaid holds are limited (unpaid-holds.ts)
  const owner: HoldOwner | null = payment.payAtSalon ? null : holdOwnerOf(contact, input.clientAddress);
  return {
    body,
    now,
    salon,
    terms,
    grid,
    startsAt,
    promoAsk,
    cached,
    candidates,
    published,
    asks,
    owner,
    /** The free stylists at their prices, asked again after the shown price was lost. */
    freeAgain: () => free(false),
  };
}

export type BookingPlan = Awaited<ReturnType<typeof planBooking>>;
