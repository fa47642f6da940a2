/**
 * One transaction of a customer's booking: the idempotency key's lock, the promotion's use under
 * its lock, the catalogue as committed now with the guest's hold locks and one candidate's time
 * (open-booking.ts), then the candidates in turn until one's time is placed. A candidate whose
 * time was taken under the transaction loses it (first-free.ts); the caller starts again with the
 * others.
 */
import { sql } from 'drizzle-orm';
import type { BookRequest } from '#shared/contract/bookings';
import { toCents } from '#shared/domain/money';
import type { Tx } from '../../db/connect';
import type { Deps } from '../../deps';
import { isFreeStart } from '../../domain/availability/free-starts';
import type { PricedStylist, Qualified } from '../../domain/availability/qualified';
import { visitWith } from '../../domain/availability/stylist-visit';
import { type BookingRow, bookingOfIdempotencyKey } from '../../domain/booking-store/rows';
import { refused, timeTaken } from '../../domain/domain-error';
import type { Contact } from '../../domain/insert-booking';
import { holdEndsAt } from '../../domain/placement/booking-terms';
import { asTimeLost, NoneFree } from '../../domain/placement/first-free';
import { type Placed, placeBooking } from '../../domain/placement/place-booking';
import { promotionFor, recordPromotionUse } from '../../domain/promotions/claim-promotion';
import type { Lang } from '../../i18n/catalogue';
import { bookingConfirmed } from '../../jobs/booking-events';
import type { BookingPlan } from './booking-plan';
import { pricedWith } from './booking-plan';
import { openBooking } from './open-booking';
import { assertHoldAllowed, holdLockKeys } from './unpaid-holds';

export type Turn = {
  deps: Deps;
  plan: BookingPlan;
  contact: Contact;
  lang: Lang;
  key: string | null;
  clientAddress: string | null;
};

/** The booking a key already made, or null; another booking under the same key is a conflict. */
export async function bookingOfKey(tx: Tx, key: string, body: BookRequest): Promise<{ id: number } | null> {
  const prior = await bookingOfIdempotencyKey(tx, key);
  if (!prior) return null;
  if (!sameRequest(prior, body)) throw refused('idempotency_conflict');
  return { id: prior.id };
}

export const sameRequest = (b: BookingRow, body: BookRequest) =>
  b.bookingDate === body.booking_date &&
  b.startSlotId === body.start_slot_id &&
  (!body.stylist_id || b.stylistId === body.stylist_id);

/** Places the booking with the first of `untried` whose time is still free, in `tx`. */
export async function placeInTurn(
  tx: Tx,
  turn: Turn,
  untried: readonly Qualified[],
): Promise<{ id: number; view: Placed['view'] | null }> {
  const { deps, plan, key } = turn;
  const { body, now, owner } = plan;
  if (key) {
    // one request per key at a time: a second one waits here, then finds the first's booking
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const prior = await bookingOfKey(tx, key, body);
    if (prior) return { ...prior, view: null };
  }
  // the code's uses as committed now, under its lock (taken before any stylist's time)
  const held = plan.promoAsk ? await promotionFor(tx, { ...plan.promoAsk, lock: true }) : null;
  // prices, durations and who does which service as committed now; the same read takes the
  // guest's hold locks (the count in the insert below sees every hold committed before it) and
  // one candidate's time (the named stylist's; for any stylist, the first one free and unclaimed)
  const { chosen, qualified, claimed, busy } = await openBooking(tx, {
    serviceIds: body.selected_service_ids,
    stylistIds: untried.map((c) => c.stylist.id),
    holdKeys: owner ? holdLockKeys(owner) : [],
    now,
    ...(body.stylist_id ? { busyOn: body.booking_date } : {}),
    // the longest of the candidates' visits (each stylist's own lengths)
    time: {
      startsAt: plan.startsAt,
      endsAt: new Date(
        plan.startsAt.getTime() + Math.max(...untried.map((c) => visitWith(plan.cached, c).minutes)) * 60_000,
      ),
    },
  });
  // the named stylist's time, as read by the statement that took their lock (a booking or a
  // block committed while it waited is refused by the insert after it all the same)
  if (plan.published) {
    const visit = visitWith(chosen, qualified.get(body.stylist_id));
    const shape = { date: body.booking_date, visit, grid: plan.grid, timeZone: plan.salon.time_zone, now };
    if (!isFreeStart(plan.published, body.stylist_id, body.start_slot_id, busy, shape))
      throw timeTaken('slot_not_offered');
  }
  const total = (q: PricedStylist) => pricedWith(chosen, held)(q).price;
  // the candidate whose time the first statement claimed goes first, the others in their order
  const inTurn = [
    ...untried.filter((c) => c.stylist.id === claimed),
    ...untried.filter((c) => c.stylist.id !== claimed),
  ];
  for (const candidate of inTurn) {
    const q = qualified.get(candidate.stylist.id);
    if (!q) continue; // no longer offers one of the services
    // a price edited since the client showed its total: never charge another amount
    if (body.expected_total !== undefined && toCents(total(q).total_amount) !== toCents(body.expected_total))
      continue;
    const asks = plan.asks(total(q).total_amount);
    const inserted = await placeBooking(tx, {
      q,
      chosen,
      contact: turn.contact,
      body,
      startsAt: plan.startsAt,
      pricing: total,
      method: asks.method,
      payAtSalon: asks.payAtSalon,
      now,
      holdUntil: holdEndsAt(plan.terms, now),
      idempotencyKey: key,
      lang: turn.lang,
      clientAddress: turn.clientAddress,
      policy: asks.policy,
      timeClaimed: q.stylist.id === claimed,
      ...(owner ? { countHoldsOf: owner } : {}),
      notifyChannel: deps.bus.notifyChannel,
    }).catch(asTimeLost(candidate.stylist.id));
    if (owner) assertHoldAllowed(inserted.unpaidHolds, deps.config.maxUnpaidHolds);
    if (held && inserted.price.promo_code) await recordPromotionUse(tx, inserted.id, held);
    // nothing to pay (at the salon, or a free visit): confirmed now, and the email says so
    if (asks.payAtSalon || inserted.price.total_amount === 0)
      await bookingConfirmed(tx, deps, inserted.id, { paid: false, lang: turn.lang });
    return inserted;
  }
  throw new NoneFree(false);
}
