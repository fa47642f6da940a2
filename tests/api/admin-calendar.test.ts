/** The booking calendar and status changes (issue 3; docs/product.md §2, 4; docs/decisions.md). */
import { addDays, format, parseISO, startOfWeek } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, outbox } from '../../src/server/db/schema';
import { bookAsGuest, demoStylist, insertBooking, offeredTimes, salonDate } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';

const { server, t } = openSalon();

/** A Monday-to-Friday date `min` or more days ahead (inside the customer's 14 days for small `min`). */
async function workdayFrom(min: number): Promise<string> {
  for (let i = min; ; i++) {
    const d = await salonDate(server, i);
    const day = parseISO(d).getDay();
    if (day >= 1 && day <= 5) return d;
  }
}

describe('who may call the calendar', () => {
  it('answers 401 without a token and 403 for a customer', async () => {
    const date = await salonDate(server, 1);
    expect((await server.call('calendar', { date })).status).toBe(401);
    expect((await server.call('calendar', { date }, { token: t.customer })).status).toBe(403);
    expect(
      (await server.call('updateStatus', { booking_id: 1, status: 'confirmed' }, { token: t.customer }))
        .status,
    ).toBe(403);
  });
});

describe('bookings by date', () => {
  it("lists a day's bookings of every stylist with the details the modal shows, by start time", async () => {
    const mei = await demoStylist(server, 'Mei Lin');
    const daniel = await demoStylist(server, 'Daniel Tan');
    const date = await workdayFrom(2);
    const late = await insertBooking(server, {
      stylistId: mei.id,
      date,
      time: '14:00',
      serviceIds: mei.serviceIds.slice(0, 2),
      customerName: 'Ava Late',
      customerEmail: 'ava@example.com',
      customerPhone: '91112222',
    });
    await insertBooking(server, {
      stylistId: daniel.id,
      date,
      time: '09:30',
      serviceIds: [daniel.serviceIds[0]!],
      customerName: 'Ben Early',
      status: 'pending',
    });
    const res = await server.call('calendar', { date }, { token: t.staff });
    expect(res.status).toBe(200);
    expect(res.body.data!.map((b) => b.customer_name)).toEqual(['Ben Early', 'Ava Late']);
    const ava = res.body.data![1]!;
    expect(ava).toMatchObject({
      id: late.id,
      date,
      time: '14:00',
      personnel_id: mei.id,
      personnel_name: 'Mei Lin',
      customer_email: 'ava@example.com',
      customer_phone: '91112222',
      total_amount: late.total,
      status: 'confirmed',
      payment_state: 'unpaid',
      status_changed_by: null,
    });
    expect(ava.services).toHaveLength(2);
    const end = 14 * 60 + ava.duration_minutes;
    expect(ava.end_time).toBe(
      `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
    );
  });

  it('filters by stylist id (0 or none = everyone) and gives nothing for an empty day', async () => {
    const mei = await demoStylist(server, 'Mei Lin');
    const date = await workdayFrom(2);
    const one = await server.call('calendar', { date, personnel_id: mei.id }, { token: t.staff });
    expect(one.body.data!.every((b) => b.personnel_id === mei.id)).toBe(true);
    expect(one.body.data!.length).toBe(1);
    const all = await server.call('calendar', { date, personnel_id: 0 }, { token: t.staff });
    expect(all.body.data!.length).toBe(2);
    const empty = await server.call('calendar', { date: await salonDate(server, 90) }, { token: t.staff });
    expect(empty.body.data).toEqual([]);
  });

  it('serves the week view: one call per day for 7 days from Monday', async () => {
    const date = await workdayFrom(2);
    const monday = startOfWeek(parseISO(date), { weekStartsOn: 1 });
    const week = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        server.call('calendar', { date: format(addDays(monday, i), 'yyyy-MM-dd') }, { token: t.staff }),
      ),
    );
    expect(week.every((r) => r.status === 200)).toBe(true);
    expect(week.flatMap((r) => r.body.data!).filter((b) => b.date === date)).toHaveLength(2);
  });

  it('refuses a malformed date', async () => {
    expect((await server.call('calendar', { date: '12/03/2030' }, { token: t.staff })).status).toBe(400);
  });
});

describe('updating a booking status', () => {
  it('sets any status of a booking that has started, in any order, recording who and when', async () => {
    const mei = await demoStylist(server, 'Mei Lin');
    const b = await insertBooking(server, {
      stylistId: mei.id,
      date: await salonDate(server, -3),
      time: '09:00',
      serviceIds: [mei.serviceIds[0]!],
      status: 'pending',
    });
    for (const [status, token, who] of [
      ['confirmed', t.staff, 'Rachel Ong'],
      ['pending', t.admin, 'Grace Lim'],
      ['completed', t.admin, 'Grace Lim'],
      ['no_show', t.staff, 'Rachel Ong'],
      ['confirmed', t.staff, 'Rachel Ong'],
      ['cancelled', t.staff, 'Rachel Ong'],
    ] as const) {
      const before = Date.now();
      const res = await server.call('updateStatus', { booking_id: b.id, status }, { token });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Booking status updated');
      expect(res.body.data).toMatchObject({ id: b.id, status, status_changed_by: who });
      expect(Date.parse(res.body.data!.status_changed_at!)).toBeGreaterThanOrEqual(before - 1000);
    }
    // confirming (twice here) queues the customer's confirmation once
    const confirmations = await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, b.id), eq(outbox.kind, 'booking_confirmation')));
    expect(confirmations).toHaveLength(1);
  });

  it('tolerates the spelling "canceled"', async () => {
    const mei = await demoStylist(server, 'Mei Lin');
    const b = await insertBooking(server, {
      stylistId: mei.id,
      date: await workdayFrom(3),
      time: '11:00',
      serviceIds: [mei.serviceIds[0]!],
    });
    const res = await server.call(
      'updateStatus',
      { booking_id: b.id, status: 'canceled' },
      { token: t.staff, lang: 'zh' },
    );
    expect(res.body.data!.status).toBe('cancelled');
    expect(res.body.message).toBe('预约状态已更新');
  });

  it('refuses an unknown status (400) and an unknown booking (404)', async () => {
    expect(
      (await server.call('updateStatus', { booking_id: 1, status: 'done' as never }, { token: t.staff }))
        .status,
    ).toBe(400);
    const res = await server.call(
      'updateStatus',
      { booking_id: 999999, status: 'confirmed' },
      { token: t.staff },
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Booking not found');
  });

  it('queues the rating invitation once when a visit is completed', async () => {
    const daniel = await demoStylist(server, 'Daniel Tan');
    const b = await insertBooking(server, {
      stylistId: daniel.id,
      date: await salonDate(server, -40),
      time: '10:00',
      serviceIds: [daniel.serviceIds[0]!],
      customerEmail: 'rate.me@example.com',
    });
    await server.call('updateStatus', { booking_id: b.id, status: 'completed' }, { token: t.staff });
    await server.call('updateStatus', { booking_id: b.id, status: 'confirmed' }, { token: t.staff });
    await server.call('updateStatus', { booking_id: b.id, status: 'completed' }, { token: t.staff });
    const queued = await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, b.id), eq(outbox.kind, 'rating_invitation')));
    expect(queued).toHaveLength(1);
  });
});

describe('cancelling and restoring', () => {
  it('frees the slot for new bookings when a booking is cancelled', async () => {
    const priya = await demoStylist(server, 'Priya Nair');
    const date = await workdayFrom(4);
    const service = [priya.serviceIds[0]!];
    const booked = await bookAsGuest(server, {
      stylistId: priya.id,
      date,
      time: '11:00',
      serviceIds: service,
    });
    expect(await offeredTimes(server, priya.id, date, service)).not.toContain('11:00');
    const res = await server.call(
      'updateStatus',
      { booking_id: booked.id, status: 'cancelled' },
      { token: t.staff },
    );
    expect(res.status).toBe(200);
    expect(await offeredTimes(server, priya.id, date, service)).toContain('11:00');
  });

  it('restores a cancelled booking while its time is still free', async () => {
    const priya = await demoStylist(server, 'Priya Nair');
    const date = await workdayFrom(5);
    const booked = await bookAsGuest(server, {
      stylistId: priya.id,
      date,
      time: '14:00',
      serviceIds: [priya.serviceIds[0]!],
    });
    await server.call('updateStatus', { booking_id: booked.id, status: 'cancelled' }, { token: t.staff });
    const back = await server.call(
      'updateStatus',
      { booking_id: booked.id, status: 'confirmed' },
      { token: t.staff },
    );
    expect(back.status).toBe(200);
    expect(back.body.data!.status).toBe('confirmed');
    // a staff decision ends the payment hold, so no job cancels the booking again
    const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row!.holdExpiresAt).toBeNull();
  });

  it('answers 409 when a cancelled booking is restored after its time was taken', async () => {
    const priya = await demoStylist(server, 'Priya Nair');
    const date = await workdayFrom(6);
    const service = [priya.serviceIds[0]!];
    const first = await bookAsGuest(server, {
      stylistId: priya.id,
      date,
      time: '10:00',
      serviceIds: service,
      name: 'First Guest',
    });
    await server.call('updateStatus', { booking_id: first.id, status: 'cancelled' }, { token: t.staff });
    await bookAsGuest(server, {
      stylistId: priya.id,
      date,
      time: '10:00',
      serviceIds: service,
      name: 'Second Guest',
      email: 'second@example.com',
    });
    const res = await server.call(
      'updateStatus',
      { booking_id: first.id, status: 'pending' },
      { token: t.staff },
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'conflict' });
    expect(res.body.message).toBe(
      'This time has been booked by someone else since the booking was cancelled, so it cannot be restored',
    );
    const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(row!.status).toBe('cancelled');
  });
});
