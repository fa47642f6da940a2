/** The booking report, checked against bookings this file makes (issue 3; docs/product.md §2, 3, 9). */
import { addDays, format, parseISO } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoStylist, insertBooking, salonDate } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';

/** Three report days far ahead, where only this file's bookings are. */
let days: string[];
type Made = {
  id: number;
  total: number;
  date: string;
  time: string;
  stylist: string;
  status: string;
  name: string;
};
const made: Made[] = [];

const STYLISTS = ['Mei Lin', 'Daniel Tan', 'Aisha Rahman', 'Sofia Marquez', 'Kenji Watanabe', 'Priya Nair'];
const TIMES = ['09:00', '11:00', '13:00', '15:00'];
const STATUSES = ['confirmed', 'pending', 'completed', 'cancelled'] as const;

const { server, t } = openSalon();
beforeAll(async () => {
  const first = await salonDate(server, 200);
  days = [0, 1, 2].map((i) => format(addDays(parseISO(first), i), 'yyyy-MM-dd'));
  // 26 bookings: every stylist, four times a day, over three days, statuses in turn
  let n = 0;
  for (const date of days) {
    for (const stylist of STYLISTS) {
      for (const time of TIMES) {
        if (n === 26) break;
        const s = await demoStylist(server, stylist);
        const status = STATUSES[n % 4]!;
        const name = `Report Customer ${String(n).padStart(2, '0')}`;
        const b = await insertBooking(server, {
          stylistId: s.id,
          date,
          time,
          serviceIds: s.serviceIds.slice(0, 2),
          status,
          customerName: name,
          customerEmail: `report${n}@example.com`,
          customerPhone: `9000${String(n).padStart(4, '0')}`,
        });
        made.push({ ...b, date, time, stylist, status, name });
        n++;
      }
    }
  }
});

const range = () => ({ from_date: days[0]!, to_date: days[2]! });

describe('who may call the report', () => {
  it('answers 401 without a token and 403 for a customer', async () => {
    expect((await server.call('reports', range())).status).toBe(401);
    expect((await server.call('reports', range(), { token: t.customer })).status).toBe(403);
  });
});

describe('the booking report', () => {
  it("lists the range ordered by date and time with the report's fields, amounts to the cent and services by name", async () => {
    const res = await server.call('reports', { ...range(), page_size: 50 }, { token: t.staff });
    expect(res.status).toBe(200);
    const page = res.body.data!;
    expect(page.total_records).toBe(26);
    const keys = page.appointments.map((a) => `${a.appointment_date} ${a.appointment_time}`);
    expect(keys).toEqual([...keys].sort());
    const first = made.find((m) => m.name === 'Report Customer 00')!;
    const row = page.appointments.find((a) => a.id === first.id)!;
    expect(row).toMatchObject({
      customer_name: 'Report Customer 00',
      contact_number: '90000000',
      customer_email: 'report0@example.com',
      stylist_name: 'Mei Lin',
      appointment_date: days[0],
      appointment_time: '09:00',
      total_amount: first.total,
      status: 'confirmed',
    });
    expect(row.services).toHaveLength(2);
    expect(row.services[0]).toEqual({ service_name: expect.any(String) });
    for (const a of page.appointments) expect(Math.round(a.total_amount * 100)).toBe(a.total_amount * 100);
    const sum = page.appointments.reduce((m, a) => m + Math.round(a.total_amount * 100), 0);
    expect(sum).toBe(made.reduce((m, b) => m + Math.round(b.total * 100), 0));
  });

  it('filters by one date, by stylist (0 = all) and by status, with "canceled" tolerated', async () => {
    const oneDay = await server.call(
      'reports',
      { from_date: days[1]!, to_date: days[1]!, page_size: 50 },
      { token: t.staff },
    );
    expect(oneDay.body.data!.total_records).toBe(made.filter((m) => m.date === days[1]).length);
    const kenji = await demoStylist(server, 'Kenji Watanabe');
    const byStylist = await server.call(
      'reports',
      { ...range(), stylist_id: kenji.id, page_size: 50 },
      { token: t.staff },
    );
    expect(byStylist.body.data!.appointments.every((a) => a.stylist_name === 'Kenji Watanabe')).toBe(true);
    expect(byStylist.body.data!.total_records).toBe(
      made.filter((m) => m.stylist === 'Kenji Watanabe').length,
    );
    const all = await server.call(
      'reports',
      { ...range(), stylist_id: 0, booking_status: 'all' },
      { token: t.staff },
    );
    expect(all.body.data!.total_records).toBe(26);
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled', 'canceled'] as const) {
      const res = await server.call(
        'reports',
        { ...range(), booking_status: status, page_size: 50 },
        { token: t.staff },
      );
      const want = status === 'canceled' ? 'cancelled' : status;
      expect(res.body.data!.total_records, status).toBe(made.filter((m) => m.status === want).length);
      expect(res.body.data!.appointments.every((a) => a.status === want)).toBe(true);
    }
  });

  it('counts Pending and Confirmed with page size 1, as the two count cards do', async () => {
    for (const status of ['pending', 'confirmed'] as const) {
      const res = await server.call(
        'reports',
        { ...range(), booking_status: status, page_size: 1 },
        { token: t.staff },
      );
      expect(res.body.data!.total_records).toBe(made.filter((m) => m.status === status).length);
      expect(res.body.data!.appointments).toHaveLength(1);
    }
  });

  it('searches customer name, phone (spaces ignored) and email', async () => {
    const byName = await server.call(
      'reports',
      { ...range(), search_text: 'customer 07' },
      { token: t.staff },
    );
    expect(byName.body.data!.appointments.map((a) => a.customer_name)).toEqual(['Report Customer 07']);
    const byPhone = await server.call(
      'reports',
      { ...range(), search_text: '9000 0012' },
      { token: t.staff },
    );
    expect(byPhone.body.data!.appointments.map((a) => a.customer_name)).toEqual(['Report Customer 12']);
    const byEmail = await server.call(
      'reports',
      { ...range(), search_text: 'REPORT25@' },
      { token: t.staff },
    );
    expect(byEmail.body.data!.appointments.map((a) => a.customer_name)).toEqual(['Report Customer 25']);
    const none = await server.call(
      'reports',
      { ...range(), search_text: 'nobody at all' },
      { token: t.staff },
    );
    expect(none.body.data).toMatchObject({ appointments: [], total_records: 0, total_page_count: 0 });
  });

  it('pages by 10, 20 or 50: full pages, a short last page, and an empty page past the end', async () => {
    for (const size of [10, 20, 50]) {
      const pages = Math.ceil(26 / size);
      const last = await server.call(
        'reports',
        { ...range(), page_size: size, page_number: pages },
        { token: t.staff },
      );
      expect(last.body.data).toMatchObject({
        total_records: 26,
        total_page_count: pages,
        page_number: pages,
        page_size: size,
      });
      expect(last.body.data!.appointments).toHaveLength(26 - (pages - 1) * size);
    }
    const p1 = await server.call(
      'reports',
      { ...range(), page_size: 10, page_number: 1 },
      { token: t.staff },
    );
    const p2 = await server.call(
      'reports',
      { ...range(), page_size: 10, page_number: 2 },
      { token: t.staff },
    );
    const ids = [...p1.body.data!.appointments, ...p2.body.data!.appointments].map((a) => a.id);
    expect(new Set(ids).size).toBe(20);
    const past = await server.call(
      'reports',
      { ...range(), page_size: 10, page_number: 4 },
      { token: t.staff },
    );
    expect(past.body.data).toMatchObject({ appointments: [], total_records: 26, page_number: 4 });
  });

  it('needs both dates, the start not after the end', async () => {
    const missing = await server.call('reports', { to_date: days[0]! } as never, { token: t.staff });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(['from_date: This field is required']);
    const reversed = await server.call(
      'reports',
      { from_date: days[2]!, to_date: days[0]! },
      { token: t.staff },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Start date cannot be after end date');
    expect(
      (await server.call('reports', { ...range(), booking_status: 'lost' as never }, { token: t.staff }))
        .status,
    ).toBe(400);
  });
});

describe('the report summary', () => {
  const earning = (m: Made) => m.status !== 'cancelled' && m.status !== 'no_show';
  const sum = (list: Made[]) => Math.round(list.reduce((a, m) => a + m.total * 100, 0)) / 100;

  it('totals the revenue over every selected booking, by stylist and by service, not one page', async () => {
    const res = await server.call('reports', { ...range(), page_size: 10 }, { token: t.staff });
    const summary = res.body.data!.summary;
    expect(summary.bookings).toBe(26);
    expect(summary.cancelled).toBe(made.filter((m) => m.status === 'cancelled').length);
    expect(summary.revenue).toBe(sum(made.filter(earning)));
    for (const name of STYLISTS) {
      const theirs = made.filter((m) => m.stylist === name && earning(m));
      const line = summary.by_stylist.find((l) => l.name === name);
      expect(line?.revenue ?? 0, name).toBe(sum(theirs));
      expect(line?.bookings ?? 0, name).toBe(theirs.length);
    }
    expect(summary.by_service.length).toBeGreaterThan(0);
    const byService = summary.by_service.reduce((a, l) => a + l.bookings, 0);
    expect(byService).toBeGreaterThanOrEqual(made.filter(earning).length);
  });

  it('follows the filters: one stylist and one status give their own counts and revenue', async () => {
    const res = await server.call(
      'reports',
      { ...range(), stylist_id: (await demoStylist(server, 'Mei Lin')).id, booking_status: 'confirmed' },
      { token: t.staff },
    );
    const summary = res.body.data!.summary;
    const mine = made.filter((m) => m.stylist === 'Mei Lin' && m.status === 'confirmed');
    expect(summary).toMatchObject({
      bookings: mine.length,
      confirmed: mine.length,
      pending: 0,
      revenue: sum(mine),
    });
    expect(summary.by_stylist.map((l) => l.name)).toEqual(mine.length ? ['Mei Lin'] : []);
  });
});
