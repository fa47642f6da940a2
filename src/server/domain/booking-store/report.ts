/**
 * The back office's booking report, read from the bookings table: which bookings its filters
 * select (a condition the caller passes back unchanged), a page of them, and the summary's counts
 * and sums over all of them.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { BookingStatus } from '#shared/enums';
import type { Db } from '../../db/connect';
import { likeAny } from '../../db/paging';
import { bookingChanges, bookingServices, bookings, services, stylists, timeSlots } from '../../db/schema';
import { isBooking, notLapsedHold } from './predicates';

/** What the report selects: salon-local dates (inclusive), a stylist, a status, a search text. */
export type ReportFilter = {
  fromDate: string;
  toDate: string;
  stylistId?: number | undefined;
  status?: BookingStatus | undefined;
  searchText: string;
};

/** Bookings whose customer's name, email or phone holds the text (any part of it). */
function searchWhere(text: string): SQL | undefined {
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(bookings.customerName, likeAny(text)),
    ilike(bookings.customerEmail, likeAny(text)),
    ilike(bookings.customerPhone, likeAny(text)),
    // "9123 4567" finds 91234567: phones are stored as digits
    digits.length >= 3 ? ilike(bookings.customerPhone, likeAny(digits)) : undefined,
  );
}

/** The bookings the report's filters select, as a condition (held time and lapsed holds left out). */
export function reportWhere(f: ReportFilter): SQL | undefined {
  return and(
    gte(bookings.bookingDate, f.fromDate),
    lte(bookings.bookingDate, f.toDate),
    f.stylistId ? eq(bookings.stylistId, f.stylistId) : undefined,
    f.status ? eq(bookings.status, f.status) : undefined,
    searchWhere(f.searchText),
    // bookings only: time held for a move or a waitlist offer is not one
    isBooking,
    notLapsedHold,
  );
}

/** How many bookings the report selects, and one page of them with their stylist and start time, by date and time. */
export async function reportPage(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const [total] = await db.select({ n: count() }).from(bookings).where(where);
  const rows = await db
    .select({ b: bookings, stylistName: stylists.fullName, startTime: timeSlots.startTime })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId))
    .where(where)
    .orderBy(asc(bookings.bookingDate), asc(bookings.startsAt), asc(bookings.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}

/** The selected bookings that bring money in: not cancelled, not no-shows. */
const EARNING = notInArray(bookings.status, ['cancelled', 'no_show']);

/** How many selected bookings are in each status. */
export async function reportStatusCounts(db: Db, where: SQL | undefined) {
  return db
    .select({ status: bookings.status, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(where)
    .groupBy(bookings.status);
}

/** Each stylist's earning bookings and their revenue (totals), the highest first. */
export async function reportRevenueByStylist(db: Db, where: SQL | undefined) {
  return db
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
}

/** Each service's earning bookings and revenue (booked prices), the highest first; names in Chinese when asked. */
export async function reportRevenueByService(db: Db, where: SQL | undefined, zh: boolean) {
  const serviceName = zh
    ? sql<string>`coalesce(nullif(${services.nameZh}, ''), ${services.name})`
    : services.name;
  return db
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
}

/** Every booking the report selects, whole rows. */
export async function reportRows(db: Db, where: SQL | undefined) {
  return db.select().from(bookings).where(where);
}

/** What the selected bookings' refunds gave back, in total (a decimal string). */
export async function reportRefunded(db: Db, where: SQL | undefined): Promise<string | undefined> {
  const [refunded] = await db
    .select({ total: sql<string>`coalesce(sum((${bookingChanges.details}->>'amount')::numeric), 0)` })
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.kind, 'refunded'),
        inArray(bookingChanges.bookingId, db.select({ id: bookings.id }).from(bookings).where(where)),
      ),
    );
  return refunded?.total;
}
