/**
 * The booking report: bookings between two salon-local dates (inclusive), optionally for one
 * stylist and one status (`canceled` is read as `cancelled` by the contract), searched over the
 * customer's name, email and phone, ordered by date and time, a page at a time. Amounts are
 * rounded to the cent; services are listed by name in the order they were booked.
 */

import { isValid, parseISO } from 'date-fns';
import type { SQL } from 'drizzle-orm';
import type { ReportBooking, ReportPage, ReportRequest } from '#shared/contract/back-office';
import { bookedServiceNames } from '../../db/booked-service-names';
import type { Db } from '../../db/connect';
import { pageInfo } from '../../db/paging';
import { reportPage, reportWhere } from '../../domain/booking-store/report';
import { invalid } from '../../domain/domain-error';
import { appointmentListed } from '../../domain/wire-names';
import type { Lang } from '../../i18n/catalogue';
import { providerReferences } from './provider-references';
import { reportSummary } from './summary';

const cents = (n: number) => Math.round(n * 100) / 100;

function filters(q: ReportRequest): SQL | undefined {
  if (!isValid(parseISO(q.from_date)) || !isValid(parseISO(q.to_date))) throw invalid('date_range_invalid');
  if (q.from_date > q.to_date) throw invalid('date_range_reversed');
  const status = q.booking_status === '' || q.booking_status === 'all' ? undefined : q.booking_status;
  return reportWhere({
    fromDate: q.from_date,
    toDate: q.to_date,
    stylistId: q.stylist_id,
    status,
    searchText: q.search_text,
  });
}

export async function bookingReport(db: Db, q: ReportRequest, lang: Lang): Promise<ReportPage> {
  const where = filters(q);
  const { total: totalRecords, rows } = await reportPage(
    db,
    where,
    q.page_size,
    (q.page_number - 1) * q.page_size,
  );
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
  return {
    appointments: lines,
    ...pageInfo(totalRecords, q),
    summary: await reportSummary(db, where, lang),
  };
}
