/**
 * Reading stylists as the back office shows them: the record, the services they do at their own
 * prices, their seven days of weekly hours, and their rating computed from real ratings (null and 0
 * when nobody has rated them yet; the app shows the placeholder of docs/product.md §9 then).
 */

import { asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Stylist, StylistPage, StylistService } from '#shared/contract/stylists';
import { specialtiesOf } from '#shared/domain/specialties';
import type { PagedRequest } from '#shared/fields';
import type { Db, Tx } from '../../db/connect';
import { likeAny, pageInfo } from '../../db/paging';
import { categories, services, stylistServices, stylists, weeklyHours } from '../../db/schema';
import { serviceView } from '../../db/service-view';
import { ratingSummaries } from '../../db/stylist-ratings';
import { missing } from '../../domain/domain-error';
import type { Lang } from '../../i18n/catalogue';
import { toWorkingHours } from './hours';

type StylistRow = typeof stylists.$inferSelect;

/** The services of these stylists with their prices, by stylist id. */
export async function servicesOf(
  db: Db | Tx,
  stylistIds: readonly number[],
  lang: Lang,
): Promise<Map<number, StylistService[]>> {
  const out = new Map<number, StylistService[]>(stylistIds.map((id) => [id, []]));
  if (stylistIds.length === 0) return out;
  const rows = await db
    .select({ link: stylistServices, s: services, c: categories })
    .from(stylistServices)
    .innerJoin(services, eq(services.id, stylistServices.serviceId))
    .leftJoin(categories, eq(categories.id, services.categoryId))
    .where(inArray(stylistServices.stylistId, [...stylistIds]))
    .orderBy(asc(services.name));
  for (const r of rows)
    out.get(r.link.stylistId)?.push({
      service_id: r.s.id,
      price: Number(r.link.price),
      duration_minutes: r.link.durationMinutes,
      service: serviceView(r.s, r.c, lang),
    });
  return out;
}

async function toStylists(db: Db | Tx, rows: readonly StylistRow[], lang: Lang): Promise<Stylist[]> {
  const ids = rows.map((r) => r.id);
  const [linked, ratings, hours] = await Promise.all([
    servicesOf(db, ids, lang),
    ratingSummaries(db, ids),
    ids.length
      ? db
          .select()
          .from(weeklyHours)
          .where(inArray(weeklyHours.stylistId, ids))
          .orderBy(asc(weeklyHours.weekday))
      : [],
  ]);
  return rows.map((s) => ({
    id: s.id,
    full_name: s.fullName,
    name: s.fullName,
    email: s.email,
    phone_number: s.phoneNumber,
    speciality: s.specialty,
    specialties: specialtiesOf(s.specialty),
    speciality_zh: s.specialtyZh,
    specialties_zh: specialtiesOf(s.specialtyZh),
    experience_years: s.experienceYears,
    profile_image: s.photoUrl,
    photo_url: s.photoUrl,
    is_active: s.isActive,
    shift_start_slot_id: s.shiftStartSlotId,
    shift_end_slot_id: s.shiftEndSlotId,
    ratings: ratings.get(s.id)?.ratings ?? null,
    reviews_count: ratings.get(s.id)?.reviews_count ?? 0,
    services: linked.get(s.id) ?? [],
    working_hours: hours.filter((h) => h.stylistId === s.id).map(toWorkingHours),
  }));
}

export async function getStylist(db: Db | Tx, id: number, lang: Lang): Promise<Stylist> {
  const rows = await db.select().from(stylists).where(eq(stylists.id, id));
  if (rows.length === 0) throw missing('stylist_record_not_found');
  return (await toStylists(db, rows, lang))[0]!;
}

/** Stylists matching the search (name, email, phone, specialty), a page at a time. */
export async function listStylists(db: Db, lang: Lang, q: PagedRequest): Promise<StylistPage> {
  const p = likeAny(q.search_text);
  const where = q.search_text
    ? or(
        ilike(stylists.fullName, p),
        ilike(stylists.email, p),
        ilike(stylists.phoneNumber, p),
        ilike(stylists.specialty, p),
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(stylists).where(where);
  const rows = await db
    .select()
    .from(stylists)
    .where(where)
    .orderBy(asc(stylists.fullName), asc(stylists.id))
    .limit(q.page_size)
    .offset((q.page_number - 1) * q.page_size);
  const totalRecords = Number(total?.n ?? 0);
  return {
    stylists: await toStylists(db, rows, lang),
    ...pageInfo(totalRecords, q),
  };
}
