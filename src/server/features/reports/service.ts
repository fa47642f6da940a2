/**
 * The booking report: bookings between two salon-local dates (inclusive), optionally for one
 * stylist and one status (`canceled` is read as `cancelled` by the contract), searched over the
 * customer's name, email and phone, ordered by date and time, a page at a time. Amounts are
 * rounded to the cent; services are listed by name in the order they were booked.
 */

import { isValid, parseISO } from 'date-fns';
import { and, asc, count, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { ReportBooking, ReportPage, ReportRequest } from '#shared/contract/back-office';
import { bookedServiceNames } from '../../db/booked-service-names';
import type { Db } from '../../db/connect';
import { likeAny, pageInfo } from '../../db/paging';
import { bookings, stylists, timeSlots } from '../../db/schema';
import { isBooking, notLapsedHold } from '../../domain/booking-store/predicates';
import { invalid } from '../../domain/domain-error';
import { appointmentListed } from '../../domain/wire-names';
import type { Lang } from '../../i18n/catalogue';
import { providerReferences } from './provider-references';
import { reportSummary } from './summary';

const cents = (n: number) => Math.round(n * 100) / 100;

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

function filters(q: ReportRequest): SQL | undefined {
  if (!isValid(parseISO(q.from_date)) || !isValid(parseISO(q.to_date))) throw invalid('date_range_invalid');
  if (q.from_date > q.to_date) throw invalid('date_range_reversed');
  const status = q.booking_status === '' || q.booking_status === 'all' ? undefined : q.booking_status;
  return and(
    gte(bookings.bookingDate, q.from_date),
    lte(bookings.bookingDate, q.to_date),
    q.stylist_id ? eq(bookings.stylistId, q.stylist_id) : undefined,
    status ? eq(bookings.status, status) : undefined,
    searchWhere(q.search_text),
    // bookings only: time held for a move or a waitlist offer is not one
    isBooking,
    notLapsedHold,
  );
}

export async function bookingReport(db: Db, q: ReportRequest, lang: Lang): Promise<ReportPage> {
  const where = filters(q);
  const [total] = await db.select({ n: count() }).from(bookings).where(where);
  const rows = await db
    .select({ b: bookings, stylistName: stylists.fullName, startTime: timeSlots.startTime })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId))
    .where(where)
    .orderBy(asc(bookings.bookingDate), asc(bookings.startsAt), asc(bookings.id))
    .limit(q.page_size)
    .offset((q.page_number - 1) * q.page_size);
  const names = await bookedServiceNames(
    db,
    rows.map((r) => r.b.id),
    lang,
  );
  const references = await providerReferences(
    db,
    rows.map((r) => r.b.id),
  );
  const lines: ReportBooking[] = rows.map(({ b, stylistName, startTime }) => ({
    id: b.id,
    customer_name: b.customerName,
    contact_number: b.customerPhone,
    customer_email: b.customerEmail,
    stylist_name: stylistName,
    ...appointmentListed(b.bookingDate, startTime),
    services: (names.get(b.id) ?? []).map((service_name) => ({ service_name })),
    total_amount: cents(Number(b.totalAmount)),
    status: b.status,
    payment_state: b.paymentState,
    ...(references.get(b.id) ?? { payment_references: [], refund_references: [] }),
  }));
  const totalRecords = Number(total?.n ?? 0);
  return {
    appointments: lines,
    ...pageInfo(totalRecords, q),
    summary: await reportSummary(db, where, lang),
  };
}
