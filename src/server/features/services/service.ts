/**
 * The back office's services. Names and descriptions are returned as stored (English in `name`,
 * Chinese in `name_zh`) so the edit form never writes one language into the other; only the
 * category name follows the caller's language. A service that was ever booked is deactivated
 * instead of deleted, so past bookings and reports keep their service.
 */
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Service, ServiceForm, ServicePage, ServiceUpdateForm } from '#shared/contract/catalogue';
import type { PagedRequest } from '#shared/fields';
import { type Db, sqlState } from '../../db/connect';
import { likeAny, pageInfo } from '../../db/paging';
import { bookingServices, categories, services } from '../../db/schema';
import { serviceView } from '../../db/service-view';
import { invalid, missing } from '../../domain/domain-error';
import type { Lang } from '../../i18n/catalogue';

/** SQLSTATE of a foreign key violation. */
const PG_FOREIGN_KEY_VIOLATION = '23503';

const cents = (n: number) => Math.round(n * 100) / 100;

function searchWhere(text: string) {
  if (!text) return undefined;
  const p = likeAny(text);
  return or(ilike(services.name, p), ilike(services.nameZh, p), ilike(services.description, p));
}

/** Services matching the search (name in either language, description), a page at a time. */
export async function listServices(db: Db, lang: Lang, q: PagedRequest): Promise<ServicePage> {
  const where = searchWhere(q.search_text);
  const [total] = await db.select({ n: count() }).from(services).where(where);
  const rows = await db
    .select({ s: services, c: categories })
    .from(services)
    .leftJoin(categories, eq(categories.id, services.categoryId))
    .where(where)
    .orderBy(asc(services.name), asc(services.id))
    .limit(q.page_size)
    .offset((q.page_number - 1) * q.page_size);
  const totalRecords = Number(total?.n ?? 0);
  return {
    services: rows.map((r) => serviceView(r.s, r.c, lang)),
    ...pageInfo(totalRecords, q),
  };
}

/** Every service, active or not (the stylist form's checklist). */
export async function allServices(db: Db, lang: Lang): Promise<Service[]> {
  const rows = await db
    .select({ s: services, c: categories })
    .from(services)
    .leftJoin(categories, eq(categories.id, services.categoryId))
    .orderBy(asc(categories.sortOrder), asc(services.name));
  return rows.map((r) => serviceView(r.s, r.c, lang));
}

export async function getService(db: Db, lang: Lang, id: number): Promise<Service> {
  const [row] = await db
    .select({ s: services, c: categories })
    .from(services)
    .leftJoin(categories, eq(categories.id, services.categoryId))
    .where(eq(services.id, id));
  if (!row) throw missing('service_not_found');
  return serviceView(row.s, row.c, lang);
}

/** The stored image URL of a service (null when it has none); 404 when the service does not exist. */
export async function serviceImage(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ imageUrl: services.imageUrl }).from(services).where(eq(services.id, id));
  if (!row) throw missing('service_not_found');
  return row.imageUrl;
}

export async function assertCategory(db: Db, categoryId: number): Promise<void> {
  const [c] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!c) throw invalid('category_unknown');
}

const columns = (f: ServiceForm) => ({
  name: f.name,
  nameZh: f.name_zh || null,
  description: f.description,
  descriptionZh: f.description_zh || null,
  price: cents(f.price),
  durationMinutes: f.duration_minutes,
  processingStartMinutes: f.processing_minutes ? f.processing_start_minutes : 0,
  processingMinutes: f.processing_minutes,
  bufferMinutes: f.buffer_minutes,
  categoryId: f.category_id,
  isActive: f.is_active,
  // left out, an edit keeps the service's protection as saved
  ...(f.protection ? { protection: f.protection === 'salon' ? null : f.protection } : {}),
});

export async function insertService(db: Db, f: ServiceForm, imageUrl: string | null): Promise<number> {
  const [row] = await db
    .insert(services)
    .values({ ...columns(f), imageUrl })
    .returning({ id: services.id });
  return row!.id;
}

/** Updates a service; the image changes only when a new one was uploaded. */
export async function updateService(db: Db, f: ServiceUpdateForm, imageUrl: string | null): Promise<void> {
  const set = imageUrl ? { ...columns(f), imageUrl } : columns(f);
  const updated = await db
    .update(services)
    .set(set)
    .where(eq(services.id, f.id))
    .returning({ id: services.id });
  if (updated.length === 0) throw missing('service_not_found');
}

async function deactivate(db: Db, id: number, imageUrl: string | null) {
  await db.update(services).set({ isActive: false }).where(eq(services.id, id));
  const [used] = await db
    .select({ n: count() })
    .from(bookingServices)
    .where(eq(bookingServices.serviceId, id));
  return { deactivated: true, bookings: Number(used?.n ?? 0), imageUrl };
}

/** Deletes a service, or deactivates it when bookings name it; says which and how many bookings. */
export async function deleteService(
  db: Db,
  id: number,
): Promise<{ deactivated: boolean; bookings: number; imageUrl: string | null }> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  if (!row) throw missing('service_not_found');
  const [used] = await db
    .select({ n: count() })
    .from(bookingServices)
    .where(eq(bookingServices.serviceId, id));
  if (Number(used?.n ?? 0) > 0) return deactivate(db, id, row.imageUrl);
  try {
    await db.delete(services).where(eq(services.id, id));
    return { deactivated: false, bookings: 0, imageUrl: row.imageUrl };
  } catch (error) {
    // a booking of it was written after the count: the foreign key refuses, so deactivate instead
    if (sqlState(error) === PG_FOREIGN_KEY_VIOLATION) return deactivate(db, id, row.imageUrl);
    throw error;
  }
}
