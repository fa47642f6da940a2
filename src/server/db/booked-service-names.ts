/** The names of the services of several bookings, in booking order, in the caller's language. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../i18n/catalogue';
import type { Db, Tx } from './connect';
import { bookingServices, services } from './schema';

export async function bookedServiceNames(
  db: Db | Tx,
  bookingIds: readonly number[],
  lang: Lang,
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (bookingIds.length === 0) return out;
  const rows = await db
    .select({ bookingId: bookingServices.bookingId, name: bookingServices.name, nameZh: services.nameZh })
    .from(bookingServices)
    .innerJoin(services, eq(services.id, bookingServices.serviceId))
    .where(inArray(bookingServices.bookingId, [...bookingIds]))
    .orderBy(asc(bookingServices.position));
  for (const r of rows) {
    const list = out.get(r.bookingId) ?? [];
    list.push(lang === 'zh' && r.nameZh ? r.nameZh : r.name);
    out.set(r.bookingId, list);
  }
  return out;
}
