/**
 * The dashboard's figures, in the salon's time zone (the salon profile's). Bookings counted are the
 * ones not cancelled, by booking date. Revenue is the total of bookings that are paid or
 * completed (a completed visit was paid at the salon at the latest), never of cancelled ones.
 * Pending counts every booking still waiting for a decision, whatever its date.
 */

import { addDays, format, lastDayOfMonth, parseISO } from 'date-fns';
import type { DashboardSummary } from '#shared/contract/back-office';
import { salonToday } from '#shared/salon-time';
import type { Db } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { bookingsByDay, latestBookings, pendingBookingCounts } from '../../domain/booking-store/lists';
import { appointmentListed } from '../../domain/wire-names';

/** How many recent bookings the call returns (the page shows 5, then View All). */
const RECENT = 10;

/** Bookings and revenue (in cents) per booking date of the month. */
async function monthByDay(db: Db, first: string, last: string) {
  const rows = await bookingsByDay(db, first, last);
  return new Map(rows.map((r) => [r.date, { n: Number(r.n), cents: Math.round(Number(r.revenue) * 100) }]));
}

async function recentBookings(db: Db): Promise<DashboardSummary['recent_bookings']> {
  const rows = await latestBookings(db, RECENT);
  return rows.map(({ b, startTime }) => ({
    id: b.id,
    customer_name: b.customerName,
    ...appointmentListed(b.bookingDate, startTime),
    total_amount: Number(b.totalAmount),
    status: b.status,
  }));
}

export async function dashboardSummary(db: Db, now: Date): Promise<DashboardSummary> {
  const { time_zone } = await readSalonProfile(db);
  const today = salonToday(time_zone, now);
  const first = `${today.slice(0, 7)}-01`;
  const last = format(lastDayOfMonth(parseISO(first)), 'yyyy-MM-dd');
  const days = await monthByDay(db, first, last);
  const daily: DashboardSummary['daily_bookings'] = [];
  for (let d = parseISO(first); format(d, 'yyyy-MM-dd') <= last; d = addDays(d, 1)) {
    const date = format(d, 'yyyy-MM-dd');
    daily.push({ date, count: days.get(date)?.n ?? 0 });
  }
  const month = [...days.values()].reduce((m, d) => ({ n: m.n + d.n, cents: m.cents + d.cents }), {
    n: 0,
    cents: 0,
  });
  const counts = await pendingBookingCounts(db);
  return {
    summary: {
      todays_bookings: days.get(today)?.n ?? 0,
      todays_revenue: (days.get(today)?.cents ?? 0) / 100,
      month_bookings: month.n,
      month_revenue: month.cents / 100,
      pending_count: counts.pending,
      awaiting_payment_count: counts.awaiting,
    },
    recent_bookings: await recentBookings(db),
    daily_bookings: daily,
  };
}
