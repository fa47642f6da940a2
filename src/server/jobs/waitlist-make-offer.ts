/**
 * Making an offer of one free time to one or more waitlist entries (several in broadcast, or the
 * desk's manual offer to one): in one transaction the time is held (domain/waitlist/offer-hold.ts),
 * an offer row is written for each entry, the entries become `offered`, and each offer's email (and
 * push to a signed-in customer's devices) is queued in the outbox. An entry with an open offer is
 * refused by the database's unique index, a time taken meanwhile by the overlap constraint: either
 * way nothing is offered and nothing is held.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { SalonProfile } from '#shared/contract/back-office';
import { PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, sqlState } from '../db/connect';
import { waitlistEntries, waitlistOffers } from '../db/schema';
import type { Deps } from '../deps';
import { TimeBlocked } from '../domain/availability/blocks';
import { policySnapshot } from '../domain/placement/booking-terms';
import { isTimeTaken } from '../domain/placement/segments';
import type { FreeTime } from '../domain/waitlist/free-times';
import { holdOfferedTime } from '../domain/waitlist/offer-hold';
import { translate } from '../i18n/catalogue';
import { bookingLanguage } from './booking-events';
import { loadBookingRecord } from './booking-record';
import { queueOfferMessages } from './waitlist-offer-messages';

export type OfferedEntry = typeof waitlistEntries.$inferSelect;

/** Why an offer could not be made: the time is no longer free, or an entry has one running. */
export class OfferRefused extends Error {
  constructor(readonly reason: 'time_taken' | 'offer_open' | 'not_waiting') {
    super(reason);
  }
}

/**
 * Offers `time` to `entries` (the first one's services and language decide the hold). Returns the
 * offers' ids in the entries' order; throws OfferRefused when nothing could be offered.
 */
export async function makeOffer(
  deps: Deps,
  salon: SalonProfile,
  entries: readonly OfferedEntry[],
  time: FreeTime,
  madeBy: string,
): Promise<number[]> {
  const first = entries[0];
  if (!first) return [];
  const now = deps.now();
  const until = new Date(now.getTime() + salon.waitlist_offer_minutes * 60_000);
  const ids = await deps.db
    .transaction(async (tx) => {
      const hold = await holdOfferedTime(tx, {
        stylistId: time.stylistId,
        date: time.date,
        startSlotId: time.startSlotId,
        startTime: time.startTime,
        serviceIds: first.serviceIds,
        timeZone: salon.time_zone,
        until,
        now,
        lang: bookingLanguage(first.language),
        holdName: translate(bookingLanguage(first.language), 'waitlist_hold_name'),
        // what the claim asks (a deposit, a card) is decided when it is claimed, for whoever claims it
        policy: policySnapshot(salon),
        notifyChannel: deps.bus.notifyChannel,
      });
      const offered = await tx
        .update(waitlistEntries)
        .set({ state: 'offered', updatedAt: now })
        .where(
          and(
            inArray(
              waitlistEntries.id,
              entries.map((e) => e.id),
            ),
            eq(waitlistEntries.state, 'waiting'),
          ),
        )
        .returning({ id: waitlistEntries.id });
      if (offered.length !== entries.length) throw new OfferRefused('not_waiting');
      const rows = await tx
        .insert(waitlistOffers)
        .values(
          entries.map((e) => ({
            entryId: e.id,
            holdBookingId: hold.bookingId,
            stylistId: time.stylistId,
            bookingDate: time.date,
            startSlotId: time.startSlotId,
            madeBy,
            expiresAt: until,
            createdAt: now,
          })),
        )
        .returning({ id: waitlistOffers.id, entryId: waitlistOffers.entryId });
      const rec = await loadBookingRecord(tx, hold.bookingId);
      if (!rec) throw new Error('the waitlist hold just written is missing');
      const broadcast = entries.length > 1;
      for (const row of rows) {
        const entry = entries.find((e) => e.id === row.entryId)!;
        await queueOfferMessages(tx, deps, { offerId: row.id, entry, rec, until, broadcast });
      }
      return entries.map((e) => rows.find((r) => r.entryId === e.id)!.id);
    })
    .catch((e) => {
      if (e instanceof OfferRefused) throw e;
      if (sqlState(e) === PG_EXCLUSION_VIOLATION || isTimeTaken(e) || e instanceof TimeBlocked)
        throw new OfferRefused('time_taken');
      if (sqlState(e) === PG_UNIQUE_VIOLATION) throw new OfferRefused('offer_open');
      throw e;
    });
  if (!deps.bus.notifyChannel) await deps.bus.publish({ topic: 'bookings', date: time.date });
  return ids;
}
