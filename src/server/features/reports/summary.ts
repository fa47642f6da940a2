/**
 * The report's summary, over every booking the filters select (not one page): how many bookings in
 * each status, the revenue, and the revenue by stylist and by service. Revenue counts the bookings
 * that bring money in (not cancelled, not no-shows) at their totals; by service it counts each
 * service at its booked price, before any discount (a discount is on the booking, not a service).
 */
import { and, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { ReportSummary } from '#shared/contract/back-office';
import type { Db } from '../../db/connect';
import { bookingServices, bookings, services, stylists } from '../../db/schema';
import type { Lang } from '../../i18n/catalogue';
import { reportMoney } from './money-summary';

const cents = (n: number) => Math.round(n * 100) / 100;
const EARNING = notInArray(bookings.status, ['cancelled', 'no_show']);

export async function reportSummary(db: Db, where: SQL | undefined, lang: Lang): Promise<ReportSummary> {
  const statuses = await db
    .select({ status: bookings.status, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(where)
    .groupBy(bookings.status);
  const byStylist = await db
    .select({
      name: stylists.fullName,
      bookings: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${bookings.totalAmount}), 0)`,
    })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .where(and(where, EARNING))
    .groupBy(stylists.id, stylists.fullName)
    .orderBy(desc(sql`sum(${bookings.totalAmount})`), stylists.fullName);
  const serviceName =
    lang === 'zh' ? sql<string>`coalesce(nullif(${services.nameZh}, ''), ${services.name})` : services.name;
  const byService = await db
    .select({
      name: serviceName,
      bookings: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${bookingServices.price}), 0)`,
    })
    .from(bookingServices)
    .innerJoin(services, eq(services.id, bookingServices.serviceId))
    .where(
      inArray(
        bookingServices.bookingId,
        db.select({ id: bookings.id }).from(bookings).where(and(where, EARNING)),
      ),
    )
    .groupBy(services.id, services.name, services.nameZh)
    .orderBy(desc(sql`sum(${bookingServices.price})`), services.name);
  const count = (s: string) => Number(statuses.find((r) => r.status === s)?.n ?? 0);
  const rows = (list: { name: string; bookings: number; revenue: string }[]) =>
    list.map((r) => ({ name: r.name, bookings: Number(r.bookings), revenue: cents(Number(r.revenue)) }));
  return {
    bookings: statuses.reduce((sum, r) => sum + Number(r.n), 0),
    confirmed: count('confirmed'),
    pending: count('pending'),
    completed: count('completed'),
    cancelled: count('cancelled'),
    no_show: count('no_show'),
    revenue: cents(rows(byStylist).reduce((sum, r) => sum + r.revenue, 0)),
    by_stylist: rows(byStylist),
    by_service: rows(byService),
    money: await reportMoney(db, where),
  };
}
