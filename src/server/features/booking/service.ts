/**
 * Making a booking. The price is the server's (the stylist's prices minus the promo); the
 * time is claimed by inserting the booking, and the database's overlap constraint decides a race:
 * no read-then-write decides who gets a slot. With stylist_id 0 the salon picks a free stylist who
 * does every chosen service, fewest bookings that day first, in the same transaction. When the
 * client sends the total it showed (`expected_total`), only a stylist at exactly that total is
 * booked (expected-total.ts), priced from the catalogue as committed inside the transaction.
 */

import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BookRequest, BookResponse } from '#shared/contract/bookings';
import { toCents } from '#shared/domain/money';
import { priceBooking } from '#shared/domain/promo';
import { type ProtectionKind, protectionFor } from '#shared/domain/protection';
import { isBookableDate } from '#shared/domain/window';
import { salonInstant } from '#shared/salon-instant';
import { type Db, PG_UNIQUE_VIOLATION, sqlState } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { bookings } from '../../db/schema';
import type { Deps } from '../../deps';
import { TimeBlocked } from '../../domain/availability/blocks';
import { pickCandidates } from '../../domain/availability/candidates';
import { isFreeStart, publishedOn } from '../../domain/availability/free-starts';
import { assertNotice } from '../../domain/availability/notice';
import {
  type ChosenService,
  loadChosenServices,
  type PricedStylist,
} from '../../domain/availability/qualified';
import { visitWith } from '../../domain/availability/stylist-visit';
import { loadGrid } from '../../domain/availability/working-cells';
import { bookingView, viewOf } from '../../domain/booking-view';
import { DomainError } from '../../domain/domain-error';
import { type Contact, PAY_AT_SALON } from '../../domain/insert-booking';
import { placeBooking } from '../../domain/placement/place-booking';
import { isTimeTaken } from '../../domain/placement/segments';
import { promotionFor, recordPromotionUse } from '../../domain/promotions/claim-promotion';
import { termsOf } from '../../domain/promotions/promotion-rules';
import { clientHistory } from '../../domain/protection/client-history';
import { ApiError, badRequest, conflict } from '../../http/api-error';
import type { Principal } from '../../http/auth';
import type { Lang } from '../../i18n/catalogue';
import { bookingConfirmed } from '../../jobs/booking-events';
import { resolveContact } from './contact';
import { atExpectedTotal, priceChanged } from './expected-total';
import { openBooking } from './open-booking';
import { releaseReplacedHold } from './replaced-hold';
import { assertHoldAllowed, holdLockKeys, holdOwnerOf } from './unpaid-holds';

const ONLINE_METHODS = ['card', 'ewallet'];

class SlotTaken extends Error {}

/** The stylist's time was taken under the booking's transaction, which is lost with it. */
class TimeLost extends Error {
  constructor(readonly stylistId: number) {
    super('time_lost');
  }
}

export type BookInput = {
  body: BookRequest;
  principal: Principal | null;
  lang: Lang;
  idempotencyKey: string | null;
  /** The caller's address as the limits count it (limits/address-key.ts; TRUST_PROXY decides how it is read). */
  clientAddress: string | null;
};

export async function makeBooking(deps: Deps, input: BookInput): Promise<BookResponse> {
  const { db } = deps;
  const { body, lang } = input;
  const contact = await resolveContact(db, body, input.principal, lang);
  const key = input.idempotencyKey ? scopedIdempotencyKey(contact, input.idempotencyKey) : null;
  if (key) {
    const again = await replay(db, key, body, lang);
    if (again) return again;
  }
  if (body.replaces) await releaseReplacedHold(deps, body.replaces, input.principal);
  try {
    return await bookOnce(deps, input, contact, key);
  } catch (e) {
    // a double tap: the same key's first request may have taken the slot (or committed its row)
    // at any moment after the replay above, so a request with a key that loses the time, or the
    // key's unique index, answers with that booking if it is there now
    const lostRace =
      (e instanceof ApiError && (e.code === 'slot_taken' || e.code === 'price_changed')) ||
      (e instanceof DomainError && e.refusal === 'slot_taken') ||
      sqlState(e) === PG_UNIQUE_VIOLATION;
    if (key && lostRace) {
      const again = await replay(db, key, body, lang);
      if (again) return again;
    }
    throw e;
  }
}

async function bookOnce(
  deps: Deps,
  input: BookInput,
  contact: Contact,
  key: string | null,
): Promise<BookResponse> {
  const { db } = deps;
  const { body, lang } = input;
  const now = deps.now();
  const salon = await readSalonProfile(db);
  if (!isBookableDate(body.booking_date, salon.time_zone, now, salon.booking_window_days))
    throw badRequest('date_out_of_window', { days: salon.booking_window_days });
  const grid = await loadGrid(db);
  const cell = grid.find((c) => c.id === body.start_slot_id);
  if (!cell) throw badRequest('slot_unknown');

  const method = body.payment_keyword || 'card';
  const payAtSalon = method === PAY_AT_SALON;
  if (!(ONLINE_METHODS.includes(method) || (payAtSalon && salon.allow_pay_at_salon)))
    throw badRequest('unknown_payment_method');
  // the code is checked now, for a clear refusal before any time is held, and again in the transaction
  const promoAsk = body.promo_code
    ? {
        code: body.promo_code,
        serviceIds: body.selected_service_ids,
        person: contact,
        now,
        timeZone: salon.time_zone,
      }
    : null;
  const promo = promoAsk ? await promotionFor(db, promoAsk) : null;

  // the catalogue as cached: enough to find the candidates; the money is read again below
  const cached = await loadChosenServices(db, body.selected_service_ids);
  const startsAt = salonInstant(body.booking_date, cell.startTime, salon.time_zone);
  if (startsAt <= now) throw badRequest('slot_in_past');
  assertNotice(startsAt, now, salon.min_notice_minutes);
  const holdMinutes = deps.config.holdMinutesOverride ?? salon.payment_hold_minutes;
  const pricedWith =
    (chosen: readonly ChosenService[], terms = promo) =>
    <Q extends PricedStylist>(q: Q) => {
      const services = chosen.map((s) => ({
        service_id: s.id,
        price: q.prices.get(s.id) ?? s.price,
      }));
      return { q, services, price: priceBooking(services, terms && termsOf(terms)) };
    };
  // a named stylist's bookings and blocks are read in the transaction, by its first statement
  const free = async (busyLater: boolean) =>
    (await pickCandidates(deps, body, (q) => visitWith(cached, q), salon.time_zone, now, { busyLater })).map(
      pricedWith(cached),
    );
  const candidates = atExpectedTotal(await free(true), body.expected_total).map((c) => c.q);
  // read before the transaction: on the embedded database a read outside it would wait for it
  const published = body.stylist_id
    ? ((await publishedOn(db, body.booking_date)).get(body.stylist_id) ?? new Set<number>())
    : null;

  // no-show protection: the policy as saved, each service's own override, and (only when the
  // policy asks) whether this client is returning or missed a visit; the deposit itself is worked
  // out from the total inside the transaction
  const overrides = cached.map((s) => s.protection as ProtectionKind | null);
  const client = salon.applies_to === 'everyone' ? null : await clientHistory(db, contact);
  const protectionOf = (totalAmount: number) =>
    protectionFor(salon, { total: totalAmount, serviceOverrides: overrides, client });

  // an online payment holds the time: the guest's unpaid holds are limited (unpaid-holds.ts)
  const owner = payAtSalon ? null : holdOwnerOf(contact, input.clientAddress);
  // on PostgreSQL the insert's own statement tells the other instances (NOTIFY, sent on commit)
  const notifyChannel = deps.bus.notifyChannel;

  // a transaction tries the candidates in turn with no savepoint around each insert; when one's time
  // was taken under it (a race: the candidates were free when read), the transaction is lost and the
  // next one starts with the others (two round trips fewer in the usual case)
  const attemptBooking = (untried: typeof candidates) =>
    db.transaction(async (tx) => {
      if (key) {
        // one request per key at a time: a second one waits here, then finds the first's booking
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
        const [prior] = await tx.select().from(bookings).where(eq(bookings.idempotencyKey, key));
        if (prior) {
          if (!sameRequest(prior, body)) throw conflict('idempotency_conflict');
          return { id: prior.id, view: null };
        }
      }
      // the code's uses as committed now, under its lock (taken before any stylist's time)
      const held = promoAsk ? await promotionFor(tx, { ...promoAsk, lock: true }) : null;
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
          startsAt,
          endsAt: new Date(
            startsAt.getTime() + Math.max(...untried.map((c) => visitWith(cached, c).minutes)) * 60_000,
          ),
        },
      });
      const visit = visitWith(chosen, body.stylist_id ? qualified.get(body.stylist_id) : undefined);
      // the named stylist's time, as read by the statement that took their lock (a booking or a
      // block committed while it waited is refused by the insert after it all the same)
      if (published) {
        const shape = {
          date: body.booking_date,
          visit,
          grid,
          timeZone: salon.time_zone,
          now,
        };
        if (!isFreeStart(published, body.stylist_id, body.start_slot_id, busy, shape))
          throw new ApiError(409, 'slot_taken', 'slot_not_offered');
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
        if (
          body.expected_total !== undefined &&
          toCents(total(q).total_amount) !== toCents(body.expected_total)
        )
          continue;
        const protection = protectionOf(total(q).total_amount);
        // a protected booking takes its deposit or card online, even when the rest is paid at the salon
        const guarded = protection.protection !== 'none';
        const inserted = await placeBooking(tx, {
          q,
          chosen,
          contact,
          body,
          startsAt,
          pricing: total,
          method: guarded && payAtSalon ? 'card' : method,
          payAtSalon: payAtSalon && !guarded,
          now,
          holdMinutes,
          idempotencyKey: key,
          lang,
          clientAddress: input.clientAddress,
          policy: {
            cancelCutoffHours: salon.cancel_cutoff_hours,
            rescheduleCutoffHours: salon.reschedule_cutoff_hours,
            maxReschedules: salon.max_reschedules,
            protection,
          },
          timeClaimed: q.stylist.id === claimed,
          ...(owner ? { countHoldsOf: owner } : {}),
          notifyChannel,
        }).catch((e) => {
          throw isTimeTaken(e) || e instanceof TimeBlocked ? new TimeLost(candidate.stylist.id) : e;
        });
        if (owner) assertHoldAllowed(inserted.unpaidHolds, deps.config.maxUnpaidHolds);
        if (held && inserted.price.promo_code) await recordPromotionUse(tx, inserted.id, held);
        // nothing to pay (at the salon, or a free visit): confirmed now, and the email says so
        if ((payAtSalon && !guarded) || inserted.price.total_amount === 0)
          await bookingConfirmed(tx, deps, inserted.id, { paid: false, lang });
        return inserted;
      }
      throw new SlotTaken();
    });

  try {
    let untried = candidates;
    let booked: Awaited<ReturnType<typeof attemptBooking>> | null = null;
    while (!booked) {
      booked = await attemptBooking(untried).catch((e) => {
        if (!(e instanceof TimeLost)) throw e;
        untried = untried.filter((c) => c.stylist.id !== e.stylistId);
        if (untried.length === 0) throw new SlotTaken();
        return null;
      });
    }
    if (!notifyChannel) await deps.bus.publish({ topic: 'bookings', date: body.booking_date });
    // the insert returned the booking as committed; a booking found by its key is read
    return booked.view ? viewOf(booked.view, lang) : (await bookingView(db, booked.id, lang))!;
  } catch (e) {
    if (e instanceof SlotTaken) {
      // the stylists at the shown price were just taken (or repriced): another free one is offered
      // at its price, or the named stylist's new price
      if (body.expected_total !== undefined) {
        const others = await free(false).catch(() => []);
        if (others.length) throw priceChanged(others);
      }
      throw new ApiError(409, 'slot_taken', body.stylist_id ? 'slot_taken' : 'no_stylist_free');
    }
    throw e;
  }
}

/**
 * An Idempotency-Key belongs to its caller: the stored key is a hash of the key with the signed-in
 * customer's id, or with a guest's email and phone. Another caller sending the same key makes a
 * booking of their own and never sees the first caller's.
 */
function scopedIdempotencyKey(contact: Contact, key: string): string {
  const owner = contact.customerId
    ? `customer:${contact.customerId}`
    : `guest:${contact.email.toLowerCase()}|${contact.phone}`;
  return `sha256:${createHash('sha256').update(`${owner}\n${key}`).digest('hex')}`;
}

const sameRequest = (b: typeof bookings.$inferSelect, body: BookRequest) =>
  b.bookingDate === body.booking_date &&
  b.startSlotId === body.start_slot_id &&
  (!body.stylist_id || b.stylistId === body.stylist_id);

/** The same caller's key again: the first answer, or 409 if the key was used for another booking. */
async function replay(db: Db, key: string, body: BookRequest, lang: Lang): Promise<BookResponse | null> {
  const [b] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  if (!b) return null;
  if (!sameRequest(b, body)) throw conflict('idempotency_conflict');
  return bookingView(db, b.id, lang);
}
