/**
 * The front desk's waitlist: who waits for dates of the calendar (with their latest offer's state),
 * how many wait for each date (the dashboard), and a manual offer of a free time the desk chose to
 * one entry, held as every offer is.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  WaitlistCounts,
  WaitlistListRequest,
  WaitlistManualOfferRequest,
  WaitlistOfferView,
} from '#shared/contract/waitlist';
import { salonInstant } from '#shared/salon-instant';
import { type Db, rowsOf } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { waitlistEntries, waitlistOffers } from '../../db/schema';
import type { Deps } from '../../deps';
import { qualifiedStylists } from '../../domain/availability/qualified';
import { loadGrid } from '../../domain/availability/working-cells';
import { invalid, missing, refused, timeTaken } from '../../domain/domain-error';
import type { Lang } from '../../i18n/catalogue';
import { makeOffer, OfferRefused } from '../../jobs/waitlist-make-offer';
import { entryViews, offerViews } from './views';

/** An entry with a preferred date between the two (inclusive). */
const prefersBetween = (from: string, to: string): SQL =>
  sql`exists (select 1 from jsonb_array_elements(${waitlistEntries.preferences}) as p
    where (p->>'date') between ${from} and ${to})`;

export async function deskEntries(db: Db, r: WaitlistListRequest, lang: Lang) {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(inArray(waitlistEntries.state, ['waiting', 'offered', 'booked']), prefersBetween(r.from, r.to)),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(200);
  return entryViews(db, rows, lang);
}

/** Entries still waiting (or with an offer out), counted for each date they prefer. */
export async function waitingCounts(db: Db, r: WaitlistListRequest): Promise<WaitlistCounts> {
  const rows = await db.execute(sql`select p->>'date' as date, count(distinct e.id)::int as count
    from ${waitlistEntries} e, jsonb_array_elements(e.preferences) as p
    where e.state in ('waiting', 'offered') and (p->>'date') between ${r.from} and ${r.to}
    group by 1 order by 1`);
  return rowsOf<{ date: string; count: number }>(rows).map((x) => ({
    date: String(x.date),
    count: Number(x.count),
  }));
}

export async function offerManually(
  deps: Deps,
  body: WaitlistManualOfferRequest,
  staffName: string,
  lang: Lang,
): Promise<WaitlistOfferView> {
  const salon = await readSalonProfile(deps.db);
  const [entry] = await deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, body.entry_id));
  if (!entry) throw missing('waitlist_entry_not_found');
  if (entry.state === 'offered') throw refused('waitlist_offer_open');
  if (entry.state !== 'waiting') throw refused('waitlist_not_waiting');
  const cell = (await loadGrid(deps.db)).find((c) => c.id === body.start_slot_id);
  if (!cell) throw invalid('slot_unknown');
  if (salonInstant(body.booking_date, cell.startTime, salon.time_zone) <= deps.now())
    throw invalid('slot_in_past');
  const [q] = await qualifiedStylists(deps.db, entry.serviceIds, body.stylist_id);
  if (!q) throw invalid('stylist_not_found');
  const time = {
    date: body.booking_date,
    startSlotId: cell.id,
    startTime: cell.startTime,
    stylistId: body.stylist_id,
    durationMinutes: 0,
  };
  const [id] = await makeOffer(deps, salon, [entry], time, `staff:${staffName}`).catch((e) => {
    if (!(e instanceof OfferRefused)) throw e;
    if (e.reason === 'time_taken') throw timeTaken('slot_taken');
    throw refused(e.reason === 'offer_open' ? 'waitlist_offer_open' : 'waitlist_not_waiting');
  });
  const [offer] = await deps.db.select().from(waitlistOffers).where(eq(waitlistOffers.id, id!));
  const [view] = await offerViews(deps.db, [{ offer: offer!, entry }], lang);
  return view!;
}
