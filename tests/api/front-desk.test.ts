/**
 * The front desk on the tablet (calendar bookings, moves, statuses, blocked time, clients, history):
 * staff book phone and walk-in clients, move bookings, block breaks; the database decides every
 * race, and nothing is changed without a row in the booking's history.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, outbox } from '../../src/server/db/schema';
import { insertBooking, offeredTimes, salonDate } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';

const { server, t } = openSalon({}, { listen: true });

const newClient = (n: string | number) => ({
  client_id: 0,
  full_name: `Phone Client ${n}`,
  phone_number: `9${String(n).padStart(7, '0')}`,
  email: '',
});

const create = (body: Record<string, unknown>) =>
  server.call(
    'bookingCreate',
    {
      ...newClient(9),
      selected_service_ids: [SERVICE.womensCut],
      stylist_id: STYLIST.mei,
      booking_date: weekday(3),
      start_slot_id: slotId('15:00'),
      ...body,
    } as never,
    { token: t.staff },
  );

async function rowOf(id: number) {
  const [b] = await server.deps.db.select().from(bookings).where(eq(bookings.id, id));
  return b!;
}

describe('staff book from the calendar', () => {
  it('books a new phone client at the salon: confirmed, a client added, the history names the staff user', async () => {
    const date = weekday(4);
    const [time] = await offeredTimes(server, STYLIST.daniel, date, [SERVICE.mensCut]);
    const res = await create({
      ...newClient(1),
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.daniel,
      booking_date: date,
      start_slot_id: slotId(time!),
    });
    expect(res.status).toBe(200);
    const b = res.body.data!;
    expect(b).toMatchObject({ status: 'confirmed', personnel_id: STYLIST.daniel, time, date });
    const row = await rowOf(b.id);
    expect(row.customerId).toBeGreaterThan(0);
    const history = await server.call('bookingHistory', { booking_id: b.id }, { token: t.staff });
    expect(history.body.data).toEqual([
      expect.objectContaining({ kind: 'created', actor_kind: 'staff', actor_name: 'Rachel Ong' }),
    ]);
  });

  it('books an existing client by id, and asks for a name and phone for a new one', async () => {
    const date = weekday(4);
    const [time] = await offeredTimes(server, STYLIST.aisha, date, [SERVICE.gelManicure]);
    const ok = await create({
      client_id: t.customerId,
      full_name: '',
      phone_number: '',
      selected_service_ids: [SERVICE.gelManicure],
      stylist_id: STYLIST.aisha,
      booking_date: date,
      start_slot_id: slotId(time!),
    });
    expect(ok.status).toBe(200);
    expect((await rowOf(ok.body.data!.id)).customerId).toBe(t.customerId);
    const bad = await create({ client_id: 0, full_name: '', phone_number: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.join(' ')).toMatch(/full_name/);
  });

  it('refuses a customer and an unauthenticated caller', async () => {
    expect((await server.call('bookingCreate', {} as never)).status).toBe(401);
    expect((await server.call('bookingCreate', {} as never, { token: t.customer })).status).toBe(403);
  });

  it('lets exactly one of 20 simultaneous staff bookings of one time win; the rest get 409', async () => {
    const date = weekday(5);
    const [time] = await offeredTimes(server, STYLIST.kenji, date, [SERVICE.mensCut]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create({
          ...newClient(100 + i),
          selected_service_ids: [SERVICE.mensCut],
          stylist_id: STYLIST.kenji,
          booking_date: date,
          start_slot_id: slotId(time!),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const day = await server.call('calendar', { date, personnel_id: STYLIST.kenji }, { token: t.staff });
    expect(day.body.data!.filter((b) => b.time === time && b.status !== 'cancelled')).toHaveLength(1);
  });
});

describe('moving a booking', () => {
  it('moves to a free time and another stylist, reprices an unpaid booking, records it and tells the client', async () => {
    const date = weekday(6);
    const [from] = await offeredTimes(server, STYLIST.mei, date, [SERVICE.womensCut]);
    const made = await create({
      ...newClient(7),
      email: 'moved.client@example.com',
      booking_date: date,
      start_slot_id: slotId(from!),
    });
    const id = made.body.data!.id;
    const [to] = (await offeredTimes(server, STYLIST.kenji, date, [SERVICE.womensCut])).slice(-1);
    const res = await server.call(
      'bookingMove',
      { booking_id: id, booking_date: date, start_slot_id: slotId(to!), stylist_id: STYLIST.kenji },
      { token: t.staff },
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.booking).toMatchObject({ personnel_id: STYLIST.kenji, time: to });
    expect(res.body.data!.price_difference).toBe(10); // Kenji charges 20 more, Mei 10 more
    expect(res.body.data!.previous).toEqual({ date, start_slot_id: slotId(from!), stylist_id: STYLIST.mei });
    const history = await server.call('bookingHistory', { booking_id: id }, { token: t.staff });
    expect(history.body.data!.map((h) => h.kind)).toEqual(['created', 'moved']);
    const kinds = (await server.deps.db.select().from(outbox).where(eq(outbox.bookingId, id))).map(
      (m) => m.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['booking_rescheduled_email', 'booking_rescheduled']));
  });

  it('refuses a move onto a taken time with 409 and changes nothing', async () => {
    const date = weekday(7);
    const times = await offeredTimes(server, STYLIST.mei, date, [SERVICE.womensCut]);
    const a = (await create({ ...newClient(21), booking_date: date, start_slot_id: slotId(times[0]!) })).body
      .data!;
    const b = (await create({ ...newClient(22), booking_date: date, start_slot_id: slotId(times[4]!) })).body
      .data!;
    const before = await rowOf(b.id);
    const res = await server.call(
      'bookingMove',
      { booking_id: b.id, booking_date: date, start_slot_id: a.start_slot_id, stylist_id: STYLIST.mei },
      { token: t.staff },
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('conflict');
    expect(await rowOf(b.id)).toEqual(before);
    const history = await server.call('bookingHistory', { booking_id: b.id }, { token: t.staff });
    expect(history.body.data!.map((h) => h.kind)).toEqual(['created']);
  });

  it('lets exactly one of 20 bookings moved onto one time at once win', async () => {
    const date = weekday(8);
    const [target] = await offeredTimes(server, STYLIST.sofia, date, [SERVICE.facial]);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const day = await salonDate(server, 20 + i);
      const made = await create({
        ...newClient(300 + i),
        selected_service_ids: [SERVICE.facial],
        stylist_id: STYLIST.sofia,
        booking_date: day,
        start_slot_id: slotId('11:00'),
      });
      expect(made.status).toBe(200);
      ids.push(made.body.data!.id);
    }
    const results = await Promise.all(
      ids.map((id) =>
        server.call(
          'bookingMove',
          {
            booking_id: id,
            booking_date: date,
            start_slot_id: slotId(target!),
            stylist_id: STYLIST.sofia,
            notify_customer: false,
          },
          { token: t.staff },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });
});

describe('statuses with guard rails', () => {
  it('refuses completing or marking no-show a booking that has not started', async () => {
    const date = weekday(2);
    const [time] = await offeredTimes(server, STYLIST.aisha, date, [SERVICE.pedicure]);
    const b = (
      await create({
        ...newClient(41),
        selected_service_ids: [SERVICE.pedicure],
        stylist_id: STYLIST.aisha,
        booking_date: date,
        start_slot_id: slotId(time!),
      })
    ).body.data!;
    for (const status of ['completed', 'no_show'] as const) {
      const res = await server.call('updateStatus', { booking_id: b.id, status }, { token: t.staff });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('conflict');
    }
    expect((await rowOf(b.id)).status).toBe('confirmed');
  });

  it('marks a past booking no-show, keeps its time, and records who did it', async () => {
    const date = await salonDate(server, -2);
    const b = await insertBooking(server, {
      stylistId: STYLIST.mei,
      date,
      time: '10:00',
      serviceIds: [SERVICE.womensCut],
      customerName: 'Absent Client',
    });
    const res = await server.call(
      'updateStatus',
      { booking_id: b.id, status: 'no_show' },
      { token: t.staff },
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.status).toBe('no_show');
    const history = await server.call('bookingHistory', { booking_id: b.id }, { token: t.staff });
    expect(history.body.data!.at(-1)).toMatchObject({
      kind: 'status',
      actor_kind: 'staff',
      details: { from: 'confirmed', to: 'no_show' },
    });
  });

  it('tells the client when the salon cancels a booking still ahead, in the booking language', async () => {
    const date = weekday(3);
    const [time] = await offeredTimes(server, STYLIST.daniel, date, [SERVICE.mensCut]);
    const made = await server.call(
      'bookingCreate',
      {
        ...newClient(51),
        email: 'cancel.me@example.com',
        selected_service_ids: [SERVICE.mensCut],
        stylist_id: STYLIST.daniel,
        booking_date: date,
        start_slot_id: slotId(time!),
      },
      { token: t.staff, lang: 'zh' },
    );
    const id = made.body.data!.id;
    const res = await server.call(
      'updateStatus',
      { booking_id: id, status: 'cancelled' },
      { token: t.staff },
    );
    expect(res.status).toBe(200);
    const mails = await server.deps.db.select().from(outbox).where(eq(outbox.bookingId, id));
    const notice = mails.find((m) => m.kind === 'booking_cancelled_email');
    expect((notice!.payload as { subject: string }).subject).toMatch(/已取消/);
    expect(mails.map((m) => m.kind)).toContain('booking_cancelled');
  });
});

describe('breaks and time off', () => {
  it('takes a blocked lunch break out of what customers are offered and refuses booking it', async () => {
    const date = weekday(9);
    expect(await offeredTimes(server, STYLIST.kenji, date, [SERVICE.womensCut])).toContain('12:00');
    const res = await server.call(
      'blocksAdd',
      {
        stylist_id: STYLIST.kenji,
        date,
        start_slot_id: slotId('12:00'),
        end_slot_id: slotId('13:00'),
        reason: 'break',
      },
      { token: t.staff },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ start_time: '12:00', end_time: '13:00', reason: 'break' });
    const offered = await offeredTimes(server, STYLIST.kenji, date, [SERVICE.womensCut]);
    expect(offered).not.toContain('12:00');
    expect(offered).not.toContain('12:30');
    expect(offered).not.toContain('11:30'); // a 45-minute cut from 11:30 would run into the break
    const booked = await server.call('book', {
      ...guest,
      selected_service_ids: [SERVICE.womensCut],
      stylist_id: STYLIST.kenji,
      booking_date: date,
      start_slot_id: slotId('12:00'),
      payment_keyword: 'card',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(409);
    const staff = await create({
      stylist_id: STYLIST.kenji,
      booking_date: date,
      start_slot_id: slotId('12:30'),
    });
    expect(staff.status).toBe(409);
    const extras = await server.call('calendarExtras', { date }, { token: t.staff });
    expect(extras.body.data!.blocks).toHaveLength(1);
    expect(
      extras.body.data!.working.find((w) => w.stylist_id === STYLIST.kenji)!.slot_ids.length,
    ).toBeGreaterThan(0);

    const removed = await server.call('blocksRemove', { id: res.body.data!.id }, { token: t.staff });
    expect(removed.status).toBe(200);
    expect(await offeredTimes(server, STYLIST.kenji, date, [SERVICE.womensCut])).toContain('12:00');
  });

  it('refuses a block over an existing booking with 409 naming it', async () => {
    const date = weekday(9);
    const [time] = await offeredTimes(server, STYLIST.daniel, date, [SERVICE.mensCut]);
    await create({
      ...newClient(61),
      full_name: 'Booked Already',
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.daniel,
      booking_date: date,
      start_slot_id: slotId(time!),
    });
    const res = await server.call(
      'blocksAdd',
      { stylist_id: STYLIST.daniel, date, start_slot_id: slotId(time!), end_slot_id: 0, reason: 'time_off' },
      { token: t.staff },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Booked Already/);
  });

  it('refuses a backwards range and a date that does not exist', async () => {
    const bad = await server.call(
      'blocksAdd',
      { stylist_id: 1, date: weekday(2), start_slot_id: 5, end_slot_id: 3, reason: 'break' },
      { token: t.staff },
    );
    expect(bad.status).toBe(400);
    const noDate = await server.call(
      'blocksAdd',
      { stylist_id: 1, date: '2026-02-31', start_slot_id: 5, end_slot_id: 0, reason: 'break' },
      { token: t.staff },
    );
    expect(noDate.status).toBe(400);
  });
});

describe('clients', () => {
  it('finds a client by name, phone or email, shows their bookings, visits and no-shows, and keeps notes', async () => {
    const date = weekday(2);
    const [time] = await offeredTimes(server, STYLIST.priya, date, [SERVICE.brows]);
    const made = await create({
      client_id: 0,
      full_name: 'Zhou Notes',
      phone_number: '8123 4567',
      email: 'zhou.notes@example.com',
      selected_service_ids: [SERVICE.brows],
      stylist_id: STYLIST.priya,
      booking_date: date,
      start_slot_id: slotId(time!),
    });
    const clientId = (await rowOf(made.body.data!.id)).customerId!;
    for (const search_text of ['zhou', '81234567', 'notes@example']) {
      const list = await server.call('clientsList', { search_text }, { token: t.staff });
      expect(list.body.data!.clients.map((c) => c.id)).toContain(clientId);
    }
    const past = await insertBooking(server, {
      stylistId: STYLIST.priya,
      date: await salonDate(server, -3),
      time: '11:00',
      serviceIds: [SERVICE.brows],
      customerName: 'Zhou Notes',
      customerEmail: 'zhou.notes@example.com',
    });
    await server.call('updateStatus', { booking_id: past.id, status: 'no_show' }, { token: t.staff });
    const saved = await server.call(
      'clientsUpdateNotes',
      { id: clientId, notes: 'Prefers Priya; sensitive scalp' },
      { token: t.staff },
    );
    expect(saved.status).toBe(200);
    const sheet = await server.call('clientsGet', { id: clientId }, { token: t.staff });
    expect(sheet.body.data).toMatchObject({
      full_name: 'Zhou Notes',
      no_shows: 1,
      visits: 0,
      notes: 'Prefers Priya; sensitive scalp',
    });
    expect(sheet.body.data!.upcoming.map((b) => b.id)).toEqual([made.body.data!.id]);
    expect(sheet.body.data!.past.map((b) => b.status)).toEqual(['no_show']);
    expect((await server.call('clientsGet', { id: 999999 }, { token: t.staff })).status).toBe(404);
    expect((await server.call('clientsList', {}, { token: t.customer })).status).toBe(403);
  });
});

describe('the live event stream', () => {
  it('refuses a stream without a staff token', async () => {
    expect((await fetch(`${server.url}/api/events`)).status).toBe(401);
    const res = await fetch(`${server.url}/api/events`, {
      headers: { authorization: `Bearer ${t.customer}` },
    });
    expect(res.status).toBe(403);
  });

  it('tells an open calendar which day changed when a customer books', async () => {
    const abort = new AbortController();
    const res = await fetch(`${server.url}/api/events`, {
      headers: { authorization: `Bearer ${t.staff}` },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    const date = weekday(1);
    const [time] = await offeredTimes(server, STYLIST.mei, date, [SERVICE.womensCut]);
    const booked = await server.call('book', {
      ...guest,
      selected_service_ids: [SERVICE.womensCut],
      stylist_id: STYLIST.mei,
      booking_date: date,
      start_slot_id: slotId(time!),
      payment_keyword: 'card',
    });
    expect(booked.status).toBe(200);
    while (!seen.includes(`"date":"${date}"`)) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += value;
    }
    expect(seen).toContain('event: bookings');
    expect(seen).toContain(`data: {"date":"${date}"}`);
    abort.abort();
  });
});
