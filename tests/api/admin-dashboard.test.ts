/**
 * The dashboard, on a fixed clock: 2030-03-31 16:30 UTC, which is already 2030-04-01 00:30 in the
 * salon's time zone (Asia/Singapore), so "today" and "this month" must be the salon's, not UTC's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoStylist, insertBooking } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';

const NOW = new Date('2030-03-31T16:30:00Z');
let created = NOW.getTime();
/** Each booking made a second after the one before, so "recent" has an order. */
const nextCreated = () => {
  created += 1000;
  return new Date(created);
};

const { server, t } = openSalon({}, { now: () => NOW });

async function book(
  date: string,
  time: string,
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled',
  paymentState: 'unpaid' | 'paid',
  stylist = 'Mei Lin',
) {
  const s = await demoStylist(server, stylist);
  return insertBooking(server, {
    stylistId: s.id,
    date,
    time,
    serviceIds: [s.serviceIds[0]!],
    status,
    paymentState,
    createdAt: nextCreated(),
    customerName: `${status} ${date} ${time}`,
  });
}

describe('who may call the dashboard', () => {
  it('answers 401 without a token and 403 for a customer; Staff may read it', async () => {
    expect((await server.call('dashboard', {})).status).toBe(401);
    expect((await server.call('dashboard', {}, { token: t.customer })).status).toBe(403);
    expect((await server.call('dashboard', {}, { token: t.staff })).status).toBe(200);
  });
});

describe('the dashboard figures', () => {
  const totals = { today: { n: 0, cents: 0 }, month: { n: 0, cents: 0 }, pending: 0 };

  beforeAll(async () => {
    const count = (b: { total: number }, where: 'today' | 'month', earns: boolean) => {
      for (const k of where === 'today' ? (['today', 'month'] as const) : (['month'] as const)) {
        totals[k].n += 1;
        if (earns) totals[k].cents += Math.round(b.total * 100);
      }
    };
    count(await book('2030-04-01', '10:00', 'confirmed', 'paid'), 'today', true);
    count(await book('2030-04-01', '12:00', 'pending', 'unpaid'), 'today', false);
    totals.pending += 1;
    count(await book('2030-04-01', '14:00', 'completed', 'unpaid'), 'today', true);
    await book('2030-04-01', '16:00', 'cancelled', 'paid'); // never counted
    count(await book('2030-04-15', '10:00', 'completed', 'paid'), 'month', true);
    count(await book('2030-04-30', '10:00', 'confirmed', 'unpaid'), 'month', false);
    await book('2030-03-31', '10:00', 'confirmed', 'paid'); // yesterday in Singapore, "today" in UTC
    await book('2030-05-01', '10:00', 'completed', 'paid'); // next month
  });

  it("counts today's and this month's bookings and revenue in the salon's time zone", async () => {
    const res = await server.call('dashboard', {}, { token: t.staff });
    expect(res.status).toBe(200);
    expect(res.body.data!.summary).toEqual({
      todays_bookings: totals.today.n,
      todays_revenue: totals.today.cents / 100,
      month_bookings: totals.month.n,
      month_revenue: totals.month.cents / 100,
      pending_count: totals.pending,
      awaiting_payment_count: 0,
    });
    expect(totals).toMatchObject({ today: { n: 3 }, month: { n: 5 } });
  });

  it('gives bookings per day for every day of this month', async () => {
    const res = await server.call('dashboard', {}, { token: t.staff });
    const daily = res.body.data!.daily_bookings;
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ date: '2030-04-01', count: 3 });
    expect(daily.find((d) => d.date === '2030-04-15')!.count).toBe(1);
    expect(daily.reduce((m, d) => m + d.count, 0)).toBe(5);
  });

  it("follows the salon profile's time zone when it changes", async () => {
    const profile = (await server.call('settings', {})).body.data!;
    expect(
      (await server.call('settingsUpdate', { ...profile, time_zone: 'UTC' }, { token: t.admin })).status,
    ).toBe(200);
    const utc = (await server.call('dashboard', {}, { token: t.staff })).body.data!;
    expect(utc.summary).toMatchObject({ todays_bookings: 1, month_bookings: 1 });
    expect(utc.daily_bookings).toHaveLength(31);
    await server.call('settingsUpdate', profile, { token: t.admin });
  });

  it('lists the 10 newest bookings, newest first, with the fields the page shows', async () => {
    const stylists = [
      'Mei Lin',
      'Daniel Tan',
      'Aisha Rahman',
      'Sofia Marquez',
      'Kenji Watanabe',
      'Priya Nair',
    ];
    for (let i = 0; i < 12; i++)
      await book('2030-06-03', i < 6 ? '10:00' : '13:00', 'pending', 'unpaid', stylists[i % 6]);
    const res = await server.call('dashboard', {}, { token: t.staff });
    const recent = res.body.data!.recent_bookings;
    expect(recent).toHaveLength(10);
    expect(recent[0]).toMatchObject({
      customer_name: 'pending 2030-06-03 13:00',
      appointment_date: '2030-06-03',
      appointment_time: '13:00',
      status: 'pending',
    });
    expect(recent[0]!.total_amount).toBeGreaterThan(0);
    expect(res.body.data!.summary.pending_count).toBe(13);
  });
});
