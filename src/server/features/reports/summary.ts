/**
 * The report's summary, over every booking the filters select (not one page): how many bookings in
 * each status, the revenue, and the revenue by stylist and by service. Revenue counts the bookings
 * that bring money in (not cancelled, not no-shows) at their totals; by service it counts each
 * service at its booked price, before any discount (a discount is on the booking, not a service).
 */
import type { SQL } from 'drizzle-orm';
import type { ReportSummary } from '#shared/contract/back-office';
import type { Db } from '../../db/connect';
import {
  reportRevenueByService,
  reportRevenueByStylist,
  reportStatusCounts,
} from '../../domain/booking-store/report';
import type { Lang } from '../../i18n/catalogue';
import { reportMoney } from './money-summary';

const cents = (n: number) => Math.round(n * 100) / 100;

export async function reportSummary(db: Db, where: SQL | undefined, lang: Lang): Promise<ReportSummary> {
  const statuses = await reportStatusCounts(db, where);
  const byStylist = await reportRevenueByStylist(db, where);
  const byService = await reportRevenueByService(db, where, lang === 'zh');
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
