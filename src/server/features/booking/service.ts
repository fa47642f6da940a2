/**
 * Making a booking. The price is the server's (the stylist's prices minus the promo); the
 * time is claimed by the placement command writing the booking's busy segments (domain/placement),
 * and the database's overlap constraint on them decides a race:
 * no read-then-write decides who gets a slot. With stylist_id 0 the salon picks a free stylist who
 * does every chosen service, fewest bookings that day first, in the same transaction. When the
 * client sends the total it showed (`expected_total`), only a stylist at exactly that total is
 * booked (expected-total.ts), priced from the catalogue as committed inside the transaction.
 */

import { createHash } from 'node:crypto';
import type { BookRequest, BookResponse } from '#shared/contract/bookings';
import { type Db, PG_UNIQUE_VIOLATION, sqlState } from '../../db/connect';
import type { Deps } from '../../deps';
import { bookingOfIdempotencyKey } from '../../domain/booking-store/rows';
import { bookingView, viewOf } from '../../domain/booking-view';
import { DomainError, refused, timeTaken } from '../../domain/domain-error';
import type { Contact } from '../../domain/insert-booking';
import { NoneFree, placeWithFirstFree } from '../../domain/placement/first-free';
import type { Lang } from '../../i18n/catalogue';
import { type BookInput, planBooking } from './booking-plan';
import { resolveContact } from './contact';
import { priceChanged } from './expected-total';
import { placeInTurn, sameRequest } from './place-in-turn';
import { releaseReplacedHold } from './replaced-hold';

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
      (e instanceof DomainError && (e.refusal === 'slot_taken' || e.refusal === 'price_changed')) ||
      sqlState(e) === PG_UNIQUE_VIOLATION;
    if (key && lostRace) {
      const again = await replay(db, key, body, lang);
      if (again) return again;
    }
    throw e;
  }
}

/** Plans the booking, then places it with the first candidate still free (first-free.ts). */
async function bookOnce(
  deps: Deps,
  input: BookInput,
  contact: Contact,
  key: string | null,
): Promise<BookResponse> {
  const { db } = deps;
  const { body, lang } = input;
  const plan = await planBooking(deps, input, contact);
  const turn = { deps, plan, contact, lang, key, clientAddress: input.clientAddress };
  try {
    const booked = await placeWithFirstFree(
      (work) => db.transaction(work),
      plan.candidates,
      (tx, untried) => placeInTurn(tx, turn, untried),
    );
    // on PostgreSQL the insert's own statement told the other instances (NOTIFY, sent on commit)
    if (!deps.bus.notifyChannel) await deps.bus.publish({ topic: 'bookings', date: body.booking_date });
    // the insert returned the booking as committed; a booking found by its key is read
    return booked.view ? viewOf(booked.view, lang) : (await bookingView(db, booked.id, lang))!;
  } catch (e) {
    if (!(e instanceof NoneFree)) throw e;
    // the stylists at the shown price were just taken (or repriced): another free one is offered
    // at its price, or the named stylist's new price
    if (body.expected_total !== undefined) {
      const others = await plan.freeAgain().catch(() => []);
      if (others.length) throw priceChanged(others);
    }
    throw timeTaken(body.stylist_id ? 'slot_taken' : 'no_stylist_free');
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

/** The same caller's key again: the first answer, or 409 if the key was used for another booking. */
async function replay(db: Db, key: string, body: BookRequest, lang: Lang): Promise<BookResponse | null> {
  const b = await bookingOfIdempotencyKey(db, key);
  if (!b) return null;
  if (!sameRequest(b, body)) throw refused('idempotency_conflict');
  return bookingView(db, b.id, lang);
}
