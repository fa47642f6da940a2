/**
 * The waitlist's turn of the job loop. Entries whose last date passed expire; offers whose time ran
 * out lapse (their held time is released and the entry waits again, never offered that time twice);
 * then every waiting entry, oldest first, is matched against the free times of its dates, and the
 * first that suits is offered: to that entry alone (first_in_line), or to it and every other
 * waiting entry it suits as well (broadcast). Everything is read from the database, so any instance
 * may run it, and two running at once cannot offer one time twice nor one entry two times at once
 * (the hold's overlap constraint and the offers' unique index decide).
 */
import { and, asc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { SalonProfile } from '#shared/contract/back-office';
import { salonToday } from '#shared/salon-time';
import type { Db } from '../db/connect';
import { readSalonProfile } from '../db/salon-settings';
import { waitlistEntries, waitlistOffers } from '../db/schema';
import type { Deps } from '../deps';
import { releaseWaitlistHolds } from '../domain/booking-store/holds';
import { fitsWindow, sameServices, timeKey } from '../domain/waitlist/fits';
import { type FreeTime, freeTimesFor } from '../domain/waitlist/free-times';
import { makeOffer, type OfferedEntry, OfferRefused } from './waitlist-make-offer';

/** The most entries one turn looks at: the oldest first; the rest wait for the next turn. */
const ENTRIES_PER_TURN = 200;

/** One turn: expire, lapse, offer. Returns the offers made (their ids). */
export async function workWaitlist(deps: Deps): Promise<number[]> {
  const salon = await readSalonProfile(deps.db);
  const now = deps.now();
  await expireEntries(deps.db, salonToday(salon.time_zone, now), now);
  const lapsedDates = await lapseOffers(deps, now);
  for (const date of lapsedDates) await deps.bus.publish({ topic: 'bookings', date });
  if (salon.waitlist_mode === 'off') return [];
  return offerFreeTimes(deps, salon, now);
}

async function expireEntries(db: Db, today: string, now: Date): Promise<void> {
  await db
    .update(waitlistEntries)
    .set({ state: 'expired', updatedAt: now })
    .where(and(eq(waitlistEntries.state, 'waiting'), lt(waitlistEntries.expiresOn, today)));
}

/**
 * Offers past their time lapse, their holds are released, their entries wait again; returns the
 * dates freed. The holds' rows are changed before the offers, the order of every claim (claim.ts),
 * so a claim and a lapse never wait on each other in a circle.
 */
async function lapseOffers(deps: Deps, now: Date): Promise<string[]> {
  const due = and(inArray(waitlistOffers.state, ['sent', 'seen']), lte(waitlistOffers.expiresAt, now));
  // most turns have nothing due: no transaction for them (the embedded database runs one at a time)
  const [any] = await deps.db.select({ id: waitlistOffers.id }).from(waitlistOffers).where(due).limit(1);
  if (!any) return [];
  return deps.db.transaction(async (tx) => {
    const open = await tx.select({ holdId: waitlistOffers.holdBookingId }).from(waitlistOffers).where(due);
    if (open.length === 0) return [];
    const holds = [...new Set(open.flatMap((o) => (o.holdId ? [o.holdId] : [])))];
    await releaseWaitlistHolds(tx, holds, now);
    const lapsed = await tx
      .update(waitlistOffers)
      .set({ state: 'lapsed', settledAt: now })
      .where(due)
      .returning({ entryId: waitlistOffers.entryId, date: waitlistOffers.bookingDate });
    if (lapsed.length === 0) return [];
    await tx
      .update(waitlistEntries)
      .set({ state: 'waiting', updatedAt: now })
      .where(
        and(
          inArray(
            waitlistEntries.id,
            lapsed.map((o) => o.entryId),
          ),
          eq(waitlistEntries.state, 'offered'),
        ),
      );
    return [...new Set(lapsed.map((o) => o.date))];
  });
}

/** Each waiting entry's earlier offers, as time keys: an entry is offered a time once at most. */
async function offeredBefore(db: Db, entryIds: number[]): Promise<Map<number, Set<string>>> {
  const seen = new Map<number, Set<string>>();
  if (entryIds.length === 0) return seen;
  const rows = await db
    .select({
      entryId: waitlistOffers.entryId,
      date: waitlistOffers.bookingDate,
      startSlotId: waitlistOffers.startSlotId,
      stylistId: waitlistOffers.stylistId,
    })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.entryId, entryIds));
  for (const r of rows) {
    const set = seen.get(r.entryId) ?? new Set<string>();
    set.add(timeKey(r));
    seen.set(r.entryId, set);
  }
  return seen;
}

async function offerFreeTimes(deps: Deps, salon: SalonProfile, now: Date): Promise<number[]> {
  const today = salonToday(salon.time_zone, now);
  const waiting = await deps.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.state, 'waiting'), gte(waitlistEntries.expiresOn, today)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(ENTRIES_PER_TURN);
  const before = await offeredBefore(
    deps.db,
    waiting.map((e) => e.id),
  );
  const notYet = (e: OfferedEntry, t: FreeTime) => !before.get(e.id)?.has(timeKey(t));
  const done = new Set<number>();
  const made: number[] = [];
  for (const entry of waiting) {
    if (done.has(entry.id)) continue;
    for (const time of await timesFor(deps.db, salon, entry, today, now)) {
      if (!notYet(entry, time)) continue;
      const together =
        salon.waitlist_mode === 'broadcast'
          ? waiting.filter(
              (o) => o.id !== entry.id && !done.has(o.id) && notYet(o, time) && suits(o, entry, time),
            )
          : [];
      const ids = await makeOffer(deps, salon, [entry, ...together], time, 'system').catch((e) => {
        if (e instanceof OfferRefused) return null;
        throw e;
      });
      if (!ids) continue;
      made.push(...ids);
      for (const e of [entry, ...together]) done.add(e.id);
      break;
    }
  }
  return made;
}

/** The free times of an entry's dates that suit it, its dates in their order, earliest first. */
async function timesFor(db: Db, salon: SalonProfile, e: OfferedEntry, today: string, now: Date) {
  const times: FreeTime[] = [];
  for (const p of e.preferences) {
    if (p.date < today || p.date > e.expiresOn) continue;
    const wanted = { serviceIds: e.serviceIds, stylistId: e.stylistId, date: p.date, window: p };
    times.push(...(await freeTimesFor(db, salon, wanted, now)));
  }
  return times;
}

/** In broadcast: another entry wants the same services, this stylist (or any), on this date and time. */
function suits(other: OfferedEntry, first: OfferedEntry, time: FreeTime): boolean {
  if (!sameServices(other.serviceIds, first.serviceIds)) return false;
  if (other.stylistId !== null && other.stylistId !== time.stylistId) return false;
  if (time.date > other.expiresOn) return false;
  // the same services, so the same length as the hold
  return other.preferences.some(
    (p) => p.date === time.date && fitsWindow(p, time.startTime, time.durationMinutes),
  );
}
