/**
 * Personal data on request (issue 35, point 4): a customer downloads their own data and nobody
 * else's; deleting the account erases them everywhere in the database while the salon's amounts
 * and dates stay (the day's revenue report reads the same); the desk erases a client who asks;
 * guests' data past the retention period is anonymised by a job that one instance runs at a time.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/connect';
import {
  auditLog,
  bookings,
  customers,
  payments,
  pushSubscriptions,
  ratings,
  sessions,
} from '../../src/server/db/schema';
import { sweepGuestData } from '../../src/server/domain/privacy/guest-sweep';
import { demoStylist, insertBooking, offeredTimes, salonDate, slotId } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';
import { makeResetLinks } from '../support/reset-links';

let mei: { id: number; serviceIds: number[] };
const { server, t } = openSalon();
beforeAll(async () => {
  mei = await demoStylist(server, 'Mei Lin');
});

type Person = { name: string; username: string; email: string; phone: string; password: string };
const zelda: Person = {
  name: 'Zelda Quillfeather',
  username: 'zquill',
  email: 'zelda.quillfeather@example.com',
  phone: '93456781',
  password: 'quill-secret-88',
};
const otto: Person = {
  name: 'Otto Brightwater',
  username: 'obright',
  email: 'otto.brightwater@example.com',
  phone: '93456782',
  password: 'otto-secret-77',
};

async function register(p: Person) {
  const res = await server.call('register', {
    full_name: p.name,
    username: p.username,
    password: p.password,
    phone_number: p.phone,
    email: p.email,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

/** A customer with a booking made online, a paid and rated visit today, a device and a reset link. */
async function customerWithHistory(p: Person, time: string) {
  const session = await register(p);
  const date = await salonDate(server, 2);
  const [start] = await offeredTimes(server, mei.id, date, [mei.serviceIds[0]!]);
  const booked = await server.call(
    'book',
    {
      customer_id: session.customer_id,
      full_name: p.name,
      email: p.email,
      phone_number: p.phone,
      selected_service_ids: [mei.serviceIds[0]!],
      stylist_id: mei.id,
      booking_date: date,
      start_slot_id: await slotId(server, start!),
      payment_keyword: 'card',
    },
    { token: session.auth_token },
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const visit = await insertBooking(server, {
    stylistId: mei.id,
    date: await salonDate(server, 0),
    time,
    serviceIds: [mei.serviceIds[0]!],
    customerName: p.name,
    customerEmail: p.email,
    customerPhone: p.phone,
    status: 'completed',
    paymentState: 'paid',
  });
  const db = server.deps.db;
  await db
    .update(bookings)
    .set({ customerId: session.customer_id, notes: `${p.name} likes tea` })
    .where(eq(bookings.id, visit.id));
  await db.insert(payments).values({
    bookingId: visit.id,
    orderId: `ORD-${session.customer_id}-visit`,
    provider: 'sandbox',
    method: 'card',
    amount: visit.total,
    state: 'paid',
    cardNo: '4111********1111',
    settledAt: new Date(),
  });
  await db.insert(ratings).values({
    bookingId: visit.id,
    customerId: session.customer_id,
    stylistId: mei.id,
    rating: 5,
    comment: `Lovely, thanks from ${p.name}`,
  });
  await db.insert(pushSubscriptions).values({
    endpoint: `https://push.example.com/${p.username}`,
    p256dh: 'BExampleKey',
    auth: 'authsecret',
    scope: `customer:${session.customer_id}`,
    customerId: session.customer_id,
  });
  await server.call('forgotPassword', { email: p.email });
  await makeResetLinks(server);
  // waiting for another day with Mei, as the signed-in customer
  const waiting = await server.call(
    'waitlistJoin',
    {
      service_ids: [mei.serviceIds[0]!],
      stylist_id: mei.id,
      preferences: [{ date: await salonDate(server, 3), from_time: '09:00', to_time: '12:00' }],
    },
    { token: session.auth_token },
  );
  expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
  return { session, visit, bookingId: booked.body.data!.id, waitlistEntry: waiting.body.data!.id };
}

/** Every text and JSON column of every table that mentions `needle`, as `table.column`. */
async function placesMentioning(needle: string): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await server.deps.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`),
  );
  const found: string[] = [];
  for (const c of columns) {
    const hit = rowsOf<{ n: number }>(
      await server.deps.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(c.table_name)} where position(lower(${needle}) in lower(${sql.identifier(c.column_name)}::text)) > 0`,
      ),
    );
    if (Number(hit[0]?.n) > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

const todaysReport = async () => {
  const today = await salonDate(server, 0);
  const res = await server.call(
    'reports',
    { from_date: today, to_date: today, page_size: 100 },
    { token: t.admin },
  );
  return res.body.data!.summary;
};

describe("a customer's own data", () => {
  let z: Awaited<ReturnType<typeof customerWithHistory>>;
  let o: Awaited<ReturnType<typeof customerWithHistory>>;
  beforeAll(async () => {
    z = await customerWithHistory(zelda, '15:00');
    o = await customerWithHistory(otto, '16:00');
  });

  it('is for a signed-in customer only', async () => {
    expect((await server.call('accountExport', {})).status).toBe(401);
    expect((await server.call('accountExport', {}, { token: t.admin })).status).toBe(403);
    expect((await server.call('accountDelete', { password: 'x' }, { token: t.admin })).status).toBe(403);
  });

  it('downloads their profile, bookings, payments, ratings and devices, and nothing of anyone else', async () => {
    const res = await server.call('accountExport', {}, { token: z.session.auth_token });
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.profile).toMatchObject({
      full_name: zelda.name,
      email: zelda.email,
      username: zelda.username,
    });
    expect(data.bookings.map((b) => b.id).sort()).toEqual([z.bookingId, z.visit.id].sort());
    expect(data.bookings.find((b) => b.id === z.visit.id)).toMatchObject({
      status: 'completed',
      total_amount: z.visit.total,
    });
    expect(data.payments).toEqual([
      expect.objectContaining({ booking_id: z.visit.id, amount: z.visit.total }),
    ]);
    expect(data.ratings).toEqual([expect.objectContaining({ booking_id: z.visit.id, rating: 5 })]);
    expect(data.push_devices).toEqual([expect.objectContaining({ push_service: 'push.example.com' })]);
    expect(data.waitlist_entries).toEqual([
      expect.objectContaining({ id: z.waitlistEntry, stylist_id: mei.id, state: 'waiting' }),
    ]);
    const text = JSON.stringify(data);
    for (const other of [
      otto.name,
      otto.email,
      otto.phone,
      otto.username,
      `ORD-${o.session.customer_id}-visit`,
    ])
      expect(text).not.toContain(other);
    // a device's keys are its own secrets, not the customer's data
    expect(text).not.toContain('authsecret');
  });

  it('deletes the account only with its password', async () => {
    const res = await server.call('accountDelete', { password: 'not-it' }, { token: z.session.auth_token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect((await server.call('profile', {}, { token: z.session.auth_token })).status).toBe(200);
  });

  it("erases them everywhere, ends their sessions and keeps the salon's amounts and dates", async () => {
    const reportBefore = await todaysReport();
    const [visitBefore] = await server.deps.db.select().from(bookings).where(eq(bookings.id, z.visit.id));
    const res = await server.call(
      'accountDelete',
      { password: zelda.password },
      { token: z.session.auth_token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect((await server.call('profile', {}, { token: z.session.auth_token })).status).toBe(401);
    for (const needle of [zelda.name, 'Quillfeather', zelda.email, zelda.phone, zelda.username])
      expect(await placesMentioning(needle), needle).toEqual([]);

    // (a sign-in attempt made after this point is counted under what was typed, for a day, as any is)
    const login = await server.call('login', { username: zelda.username, password: zelda.password });
    expect(login.status).not.toBe(200);
    expect((await server.call('login', { username: zelda.email, password: zelda.password })).status).not.toBe(
      200,
    );

    expect(await todaysReport()).toEqual(reportBefore);
    const [visitAfter] = await server.deps.db.select().from(bookings).where(eq(bookings.id, z.visit.id));
    expect(visitAfter).toMatchObject({
      totalAmount: visitBefore!.totalAmount,
      startsAt: visitBefore!.startsAt,
      status: 'completed',
      paymentState: 'paid',
      customerName: '',
    });
    const [paid] = await server.deps.db.select().from(payments).where(eq(payments.bookingId, z.visit.id));
    expect(paid).toMatchObject({ amount: z.visit.total, state: 'paid', cardNo: null });
    const [row] = await server.deps.db
      .select()
      .from(customers)
      .where(eq(customers.id, z.session.customer_id));
    expect(row!.erasedAt).not.toBeNull();
    expect(row!.isActive).toBe(false);
    expect(
      await server.deps.db.select().from(sessions).where(eq(sessions.customerId, z.session.customer_id)),
    ).toEqual([]);
    const [line] = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'accountDelete'));
    expect(line).toMatchObject({
      actorKind: 'customer',
      actorId: z.session.customer_id,
      target: `client:${z.session.customer_id}`,
    });

    // the other customer is untouched
    expect((await server.call('profile', {}, { token: o.session.auth_token })).body.data).toMatchObject({
      full_name: otto.name,
    });
  });
});

describe('the desk erases a client who asks', () => {
  it('is for a Super Admin, once, and leaves an audit line', async () => {
    const p: Person = {
      ...otto,
      name: 'Petra Deskfield',
      username: 'pdesk',
      email: 'petra.deskfield@example.com',
      phone: '93456783',
    };
    const s = await register(p);
    expect((await server.call('clientsErase', { client_id: s.customer_id }, { token: t.staff })).status).toBe(
      403,
    );
    expect((await server.call('clientsErase', { client_id: 999999 }, { token: t.admin })).status).toBe(404);
    const res = await server.call('clientsErase', { client_id: s.customer_id }, { token: t.admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await server.call('clientsErase', { client_id: s.customer_id }, { token: t.admin })).status).toBe(
      409,
    );
    expect((await server.call('profile', {}, { token: s.auth_token })).status).toBe(401);
    expect(await placesMentioning('Deskfield')).toEqual([]);
    const lines = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clientsErase'), eq(auditLog.target, `client:${s.customer_id}`)));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.after).toMatchObject({ isActive: false, erasedAt: expect.any(String) });
  });
  it('erases a guest client known only from their bookings, by one of them', async () => {
    const spec = {
      stylistId: mei.id,
      time: '11:00',
      serviceIds: [mei.serviceIds[0]!],
      customerName: 'Gwen Walkinshaw',
      customerEmail: 'gwen.walkinshaw@example.com',
      customerPhone: '93456784',
      status: 'completed' as const,
      paymentState: 'paid' as const,
    };
    const first = await insertBooking(server, { ...spec, date: await salonDate(server, -20) });
    const second = await insertBooking(server, { ...spec, date: await salonDate(server, -10) });
    const res = await server.call(
      'clientsErase',
      { client_id: 0, booking_id: second.id },
      { token: t.admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ bookings: 2 });
    expect(await placesMentioning('Walkinshaw')).toEqual([]);
    const [kept] = await server.deps.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(kept).toMatchObject({ totalAmount: first.total, status: 'completed', customerName: '' });
    const bad = await server.call('clientsErase', { client_id: 0 } as never, { token: t.admin });
    expect(bad.status).toBe(400);
  });
});

describe("old guests' data", () => {
  it('is anonymised after guest_data_months, one instance at a time and once a day', async () => {
    const old = await insertBooking(server, {
      stylistId: mei.id,
      date: await salonDate(server, -800),
      time: '10:00',
      serviceIds: [mei.serviceIds[0]!],
      customerName: 'Gus Oldvisit',
      customerEmail: 'gus.oldvisit@example.com',
      status: 'completed',
      paymentState: 'paid',
    });
    const recent = await insertBooking(server, {
      stylistId: mei.id,
      date: await salonDate(server, -45),
      time: '10:00',
      serviceIds: [mei.serviceIds[0]!],
      customerName: 'Rita Recentvisit',
      customerEmail: 'rita.recentvisit@example.com',
      status: 'completed',
      paymentState: 'paid',
    });
    const now = server.deps.now();
    const both = await Promise.all([
      sweepGuestData(server.deps.db, now),
      sweepGuestData(server.deps.db, now),
    ]);
    expect(both.filter((r) => r !== null)).toHaveLength(1);
    expect(both.find((r) => r !== null)!.bookings).toBeGreaterThanOrEqual(1);
    const [gone] = await server.deps.db.select().from(bookings).where(eq(bookings.id, old.id));
    expect(gone).toMatchObject({
      customerName: '',
      customerEmail: '',
      totalAmount: old.total,
      status: 'completed',
    });
    const [kept] = await server.deps.db.select().from(bookings).where(eq(bookings.id, recent.id));
    expect(kept!.customerName).toBe('Rita Recentvisit');
    expect(await placesMentioning('Oldvisit')).toEqual([]);
    // done for today: a second pass the same day does nothing
    expect(await sweepGuestData(server.deps.db, new Date(now.getTime() + 3600_000))).toBeNull();
    // a shorter retention, a day later: the recent guest is due too
    const profile = (await server.call('settings', {})).body.data!;
    expect(
      (await server.call('settingsUpdate', { ...profile, guest_data_months: 1 }, { token: t.admin })).status,
    ).toBe(200);
    const later = await sweepGuestData(server.deps.db, new Date(now.getTime() + 25 * 3600_000));
    expect(later!.bookings).toBeGreaterThanOrEqual(1);
    const [due] = await server.deps.db.select().from(bookings).where(eq(bookings.id, recent.id));
    expect(due!.customerName).toBe('');
    const [line] = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'guestDataSweep'));
    expect(line).toMatchObject({ actorKind: 'system', clientAddress: null });
  });
});
