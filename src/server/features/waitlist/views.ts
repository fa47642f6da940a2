/** Waitlist entries and offers as the calls answer them, in the caller's language. */
import { desc, inArray } from 'drizzle-orm';
import type { WaitlistEntryView, WaitlistOfferView } from '#shared/contract/waitlist';
import type { Db, Tx } from '../../db/connect';
import { services, stylists, timeSlots, type waitlistEntries, waitlistOffers } from '../../db/schema';
import { bookingTotals } from '../../domain/booking-store/rows';
import type { Lang } from '../../i18n/catalogue';

type EntryRow = typeof waitlistEntries.$inferSelect;
type OfferRow = typeof waitlistOffers.$inferSelect;

/** The names the views show: services (in `lang`), stylists, start times and the holds' totals. */
async function namesFor(
  db: Db | Tx,
  serviceIds: number[],
  stylistIds: number[],
  slotIds: number[],
  holdIds: number[],
) {
  const [svc, sty, slots, holds] = await Promise.all([
    serviceIds.length
      ? db
          .select({ id: services.id, name: services.name, nameZh: services.nameZh })
          .from(services)
          .where(inArray(services.id, serviceIds))
      : [],
    stylistIds.length
      ? db
          .select({ id: stylists.id, name: stylists.fullName })
          .from(stylists)
          .where(inArray(stylists.id, stylistIds))
      : [],
    slotIds.length
      ? db
          .select({ id: timeSlots.id, start: timeSlots.startTime })
          .from(timeSlots)
          .where(inArray(timeSlots.id, slotIds))
      : [],
    holdIds.length ? bookingTotals(db, holdIds) : [],
  ]);
  return {
    service: new Map(svc.map((s) => [s.id, s])),
    stylist: new Map(sty.map((s) => [s.id, s.name])),
    start: new Map(slots.map((s) => [s.id, s.start.slice(0, 5)])),
    total: new Map(holds.map((h) => [h.id, Number(h.total)])),
  };
}

type Names = Awaited<ReturnType<typeof namesFor>>;

const serviceNames = (ids: number[], names: Names, lang: Lang) =>
  ids.map((id) => {
    const s = names.service.get(id);
    return s ? (lang === 'zh' && s.nameZh ? s.nameZh : s.name) : '';
  });

function offerView(o: OfferRow, entry: EntryRow, names: Names, lang: Lang): WaitlistOfferView {
  return {
    id: o.id,
    entry_id: o.entryId,
    state: o.state as WaitlistOfferView['state'],
    booking_date: o.bookingDate,
    start_time: names.start.get(o.startSlotId) ?? '',
    stylist_id: o.stylistId,
    stylist_name: names.stylist.get(o.stylistId) ?? '',
    service_names: serviceNames(entry.serviceIds, names, lang),
    total_amount: (o.holdBookingId && names.total.get(o.holdBookingId)) || 0,
    expires_at: o.expiresAt.toISOString(),
  };
}

/** Offers with their entries, as views. */
export async function offerViews(db: Db, pairs: { offer: OfferRow; entry: EntryRow }[], lang: Lang) {
  const names = await namesFor(
    db,
    [...new Set(pairs.flatMap((p) => p.entry.serviceIds))],
    [...new Set(pairs.map((p) => p.offer.stylistId))],
    [...new Set(pairs.map((p) => p.offer.startSlotId))],
    pairs.flatMap((p) => (p.offer.holdBookingId ? [p.offer.holdBookingId] : [])),
  );
  return pairs.map((p) => offerView(p.offer, p.entry, names, lang));
}

/** Entries with their latest offer, in the order given. */
export async function entryViews(db: Db | Tx, entries: EntryRow[], lang: Lang): Promise<WaitlistEntryView[]> {
  if (entries.length === 0) return [];
  const offers = await db
    .select()
    .from(waitlistOffers)
    .where(
      inArray(
        waitlistOffers.entryId,
        entries.map((e) => e.id),
      ),
    )
    .orderBy(desc(waitlistOffers.id));
  const latest = new Map<number, OfferRow>();
  for (const o of offers) if (!latest.has(o.entryId)) latest.set(o.entryId, o);
  const names = await namesFor(
    db,
    [...new Set(entries.flatMap((e) => e.serviceIds))],
    [
      ...new Set([
        ...entries.flatMap((e) => (e.stylistId ? [e.stylistId] : [])),
        ...[...latest.values()].map((o) => o.stylistId),
      ]),
    ],
    [...latest.values()].map((o) => o.startSlotId),
    [...latest.values()].flatMap((o) => (o.holdBookingId ? [o.holdBookingId] : [])),
  );
  return entries.map((e) => {
    const offer = latest.get(e.id);
    return {
      id: e.id,
      state: e.state as WaitlistEntryView['state'],
      full_name: e.fullName,
      service_ids: e.serviceIds,
      service_names: serviceNames(e.serviceIds, names, lang),
      stylist_id: e.stylistId ?? 0,
      stylist_name: e.stylistId ? (names.stylist.get(e.stylistId) ?? null) : null,
      preferences: e.preferences,
      expires_on: e.expiresOn,
      created_at: e.createdAt.toISOString(),
      offer: offer ? offerView(offer, e, names, lang) : null,
    };
  });
}
