/**
 * Web push end to end on the server side: a device subscribes, the reminder and the rating
 * invitation reach it through the outbox encrypted for its keys and signed with VAPID (checked by a
 * stand-in push service that decrypts them), a gone device is forgotten, and a reminder goes by push
 * or by email, never both.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, weekday } from '../../scripts/support/demo-salon';
import { appSecrets, bookings, outbox, pushSubscriptions } from '../../src/server/db/schema';
import type { Deps } from '../../src/server/deps';
import { loadBookingRecord } from '../../src/server/jobs/booking-record';
import { workOutbox } from '../../src/server/jobs/outbox-runner';
import { bookingPath } from '../../src/server/jobs/push-queue';
import { enqueueDueReminders } from '../../src/server/jobs/reminders';
import { manageLink } from '../../src/server/links/manage-links';
import { verifyRatingToken } from '../../src/server/links/rating-links';
import { PushMessage } from '../../src/shared/contract/push';
import { adminToken, customerSession, startTestServer, type TestServer } from '../support/test-server';
import { bookAndPay } from './payments-support';
import { type PushService, startPushService, type TestDevice, testDevice, verifyVapid } from './push-support';

let server: TestServer;
let push: PushService;
let token: string;
let customer: Record<string, unknown>;

beforeAll(async () => {
  push = await startPushService();
  server = await startTestServer({ pushAllowPrivate: true });
  const session = await customerSession(server);
  token = session.auth_token;
  customer = {
    customer_id: session.customer_id,
    full_name: session.full_name,
    email: session.email,
    phone_number: session.phone_number,
  };
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

/** The demo customer books and pays; returns the confirmed booking's id and start. */
async function confirmedBooking(stylist: number, day: number, lang: 'en' | 'zh' = 'en') {
  const { booking, ret } = await bookAndPay(server, {
    stylist,
    service: [STYLIST.mei, STYLIST.daniel, STYLIST.kenji].includes(stylist as 1)
      ? SERVICE.mensCut
      : SERVICE.brows,
    date: weekday(day),
    time: '10:00',
    token,
    customer,
    lang,
  });
  const paid = await server.call('paymentStatus', ret, { lang });
  expect(paid.status).toBe(200);
  const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
  expect(row?.status).toBe('confirmed');
  return row!;
}

/** A guest books and pays; returns the confirmed booking and the manage token the book call gave. */
async function guestBooking(stylist: number, day: number, lang: 'en' | 'zh' = 'en') {
  const { booking, ret } = await bookAndPay(server, {
    stylist,
    service: SERVICE.mensCut,
    date: weekday(day),
    time: '11:00',
    lang,
  });
  expect((await server.call('paymentStatus', ret, { lang })).status).toBe(200);
  const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
  expect(row).toMatchObject({ status: 'confirmed', customerId: null });
  return { row: row!, manageToken: booking.manage_token! };
}

/** The server's clock moved to a moment (the outbox and jobs read `deps.now`). */
const at = (when: Date): Deps => ({ ...server.deps, now: () => when });

const rowsOf = (bookingId: number, kind: string) =>
  server.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), like(outbox.kind, kind)));

const requestsTo = (d: TestDevice) => push.requests.filter((r) => r.path === d.path);

describe('subscribing', () => {
  it('gives the VAPID public key, generated once and stored', async () => {
    const res = await server.call('pushPublicKey');
    expect(res.status).toBe(200);
    expect(res.body.data?.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const [stored] = await server.deps.db.select().from(appSecrets).where(eq(appSecrets.key, 'vapid'));
    expect(JSON.parse(stored!.value).publicKey).toBe(res.body.data?.public_key);
  });

  it('refuses a device with no proof of a booking', async () => {
    const d = testDevice(push);
    const none = await server.call('pushSubscribe', { subscription: d.subscription });
    expect(none.status).toBe(401);
    const idOnly = await server.call('pushSubscribe', { subscription: d.subscription, booking_id: 1 });
    expect(idOnly.status).toBe(401);
  });

  it('subscribes a guest for the one booking its manage token (from the book call) proves', async () => {
    const { row, manageToken } = await guestBooking(STYLIST.kenji, 9);
    const d = testDevice(push);
    const res = await server.call('pushSubscribe', {
      subscription: d.subscription,
      booking_id: row.id,
      manage_token: manageToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ subscribed: true });
    const stored = await server.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, d.subscription.endpoint));
    expect(stored).toEqual([
      expect.objectContaining({ scope: `booking:${row.id}`, bookingId: row.id, customerId: null }),
    ]);
    const status = await server.call('pushStatus', { endpoint: d.subscription.endpoint, booking_id: row.id });
    expect(status.body.data).toEqual({ subscribed: true });
  });

  it('refuses a forged or moved manage token as the manage calls do (403), and stores nothing', async () => {
    const a = await guestBooking(STYLIST.mei, 8);
    const b = await guestBooking(STYLIST.daniel, 8);
    const d = testDevice(push);
    for (const manage_token of ['A'.repeat(43), b.manageToken, 'short']) {
      const res = await server.call('pushSubscribe', {
        subscription: d.subscription,
        booking_id: a.row.id,
        manage_token,
      });
      expect(res.status, manage_token).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    const stored = await server.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, d.subscription.endpoint));
    expect(stored).toHaveLength(0);
  });

  it('refuses endpoints that are not https push services, and oversized or malformed keys', async () => {
    const d = testDevice(push);
    const bad = [
      { ...d.subscription, endpoint: 'http://push.example.com/x' },
      { ...d.subscription, endpoint: 'https://10.0.0.8/x' },
      { ...d.subscription, endpoint: 'https://localhost/x' },
      { ...d.subscription, endpoint: `https://push.example.com/${'a'.repeat(1100)}` },
      { ...d.subscription, keys: { ...d.subscription.keys, p256dh: 'a'.repeat(300) } },
      { ...d.subscription, keys: { ...d.subscription.keys, auth: 'not base64!' } },
    ];
    // the stand-in push service of these tests is allowed (PUSH_ALLOW_PRIVATE); a salon's server is not
    server.config.pushAllowPrivate = false;
    try {
      for (const subscription of [...bad, d.subscription]) {
        const res = await server.call('pushSubscribe', { subscription }, { token });
        expect(res.status, JSON.stringify(subscription.endpoint).slice(0, 60)).toBe(400);
      }
    } finally {
      server.config.pushAllowPrivate = true;
    }
  });

  it('refuses a booking id that is not the signed-in customer’s as not found', async () => {
    const d = testDevice(push);
    const res = await server.call(
      'pushSubscribe',
      { subscription: d.subscription, booking_id: 999999 },
      { token },
    );
    expect(res.status).toBe(404);
  });

  it('turns a device on and off, and says which state it is in', async () => {
    const d = testDevice(push);
    const on = await server.call('pushSubscribe', { subscription: d.subscription }, { token });
    expect(on.body.data).toEqual({ subscribed: true });
    expect((await server.call('pushStatus', { endpoint: d.subscription.endpoint })).body.data).toEqual({
      subscribed: true,
    });
    const off = await server.call('pushUnsubscribe', { endpoint: d.subscription.endpoint });
    expect(off.body.data).toEqual({ subscribed: false });
    expect((await server.call('pushStatus', { endpoint: d.subscription.endpoint })).body.data).toEqual({
      subscribed: false,
    });
  });
});

describe('where a tap on a notification goes', () => {
  it('opens a signed-in customer’s booking page, and a guest’s signed manage link', async () => {
    const mine = await confirmedBooking(STYLIST.kenji, 8);
    const { row: theirs, manageToken } = await guestBooking(STYLIST.kenji, 8);
    const path = async (id: number) =>
      bookingPath(server.deps, (await loadBookingRecord(server.deps.db, id))!);
    expect(await path(mine.id)).toBe(`/bookings/${mine.id}`);
    expect(await path(theirs.id)).toBe(`/manage/${theirs.id}?t=${manageToken}`);
    expect(await path(theirs.id)).toBe(manageLink('', server.deps.secrets.manage, theirs.id));
  });
});

describe('the reminder', () => {
  it('reaches a subscribed device encrypted (aes128gcm), VAPID-signed, with a TTL, in the booking’s language — and no email', async () => {
    const booking = await confirmedBooking(STYLIST.mei, 7);
    const d = testDevice(push);
    expect((await server.call('pushSubscribe', { subscription: d.subscription }, { token })).status).toBe(
      200,
    );

    const dayBefore = new Date(booking.startsAt.getTime() - 23 * 3600_000);
    expect(await enqueueDueReminders(at(dayBefore))).toBeGreaterThanOrEqual(1);
    await workOutbox(at(dayBefore));

    expect(await rowsOf(booking.id, 'booking_reminder')).toHaveLength(0);
    const [row] = await rowsOf(booking.id, 'push_reminder');
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });

    const [req] = requestsTo(d);
    expect(req).toBeDefined();
    expect(req!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(req!.headers.ttl)).toBe(23 * 3600);
    expect(req!.headers.urgency).toBe('normal');
    const vapid = verifyVapid(req!.headers.authorization, push.url);
    expect(vapid.publicKey).toBe(server.deps.secrets.vapid.publicKey);

    const message = PushMessage.parse(JSON.parse(d.decrypt(req!.body)));
    expect(message).toMatchObject({
      kind: 'reminder',
      booking_id: booking.id,
      lang: booking.language,
      path: `/bookings/${booking.id}`,
    });
    // a lock screen shows no name, email, phone or price
    const shown = `${message.title} ${message.body}`;
    for (const secret of [
      booking.customerName,
      booking.customerEmail,
      booking.customerPhone,
      String(booking.totalAmount),
    ]) {
      expect(shown).not.toContain(secret);
    }
  });

  it('goes by email when no device asked for notifications, and never also by push', async () => {
    await server.deps.db.delete(pushSubscriptions);
    const booking = await confirmedBooking(STYLIST.daniel, 7);
    const dayBefore = new Date(booking.startsAt.getTime() - 23 * 3600_000);
    await enqueueDueReminders(at(dayBefore));
    await enqueueDueReminders(at(new Date(dayBefore.getTime() + 3600_000)));
    expect(await rowsOf(booking.id, 'booking_reminder')).toHaveLength(1);
    expect(await rowsOf(booking.id, 'push_%')).toHaveLength(0);
  });

  it('reaches a guest subscribed through the manage token by push, opening the manage link, and not by email', async () => {
    await server.deps.db.delete(pushSubscriptions);
    const { row, manageToken } = await guestBooking(STYLIST.mei, 9, 'zh');
    const d = testDevice(push);
    const on = await server.call('pushSubscribe', {
      subscription: d.subscription,
      booking_id: row.id,
      manage_token: manageToken,
    });
    expect(on.status).toBe(200);

    const dayBefore = new Date(row.startsAt.getTime() - 23 * 3600_000);
    await enqueueDueReminders(at(dayBefore));
    await enqueueDueReminders(at(new Date(dayBefore.getTime() + 3600_000)));
    await workOutbox(at(dayBefore));

    expect(await rowsOf(row.id, 'booking_reminder')).toHaveLength(0);
    const [sent] = await rowsOf(row.id, 'push_reminder');
    expect(sent).toMatchObject({ state: 'sent' });
    const [req] = requestsTo(d);
    const message = PushMessage.parse(JSON.parse(d.decrypt(req!.body)));
    expect(message).toMatchObject({
      kind: 'reminder',
      booking_id: row.id,
      lang: 'zh',
      path: `/manage/${row.id}?t=${manageToken}`,
    });
  });

  it('forgets a device its push service calls gone (410), without retrying, and sends the email instead', async () => {
    const booking = await confirmedBooking(STYLIST.aisha, 7);
    const d = testDevice(push);
    await server.call('pushSubscribe', { subscription: d.subscription }, { token });
    push.answers.set(d.path, 410);

    const dayBefore = new Date(booking.startsAt.getTime() - 23 * 3600_000);
    await enqueueDueReminders(at(dayBefore));
    await workOutbox(at(dayBefore));
    await workOutbox(at(new Date(dayBefore.getTime() + 3600_000)));

    expect(requestsTo(d)).toHaveLength(1);
    const [row] = await rowsOf(booking.id, 'push_reminder');
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/410/);
    const left = await server.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, d.subscription.endpoint));
    expect(left).toHaveLength(0);
    expect(await rowsOf(booking.id, 'booking_reminder')).toHaveLength(1);
  });

  it('goes by email when the device was turned off after the reminder was queued', async () => {
    await server.deps.db.delete(pushSubscriptions);
    const booking = await confirmedBooking(STYLIST.mei, 8);
    const d = testDevice(push);
    await server.call('pushSubscribe', { subscription: d.subscription }, { token });
    const dayBefore = new Date(booking.startsAt.getTime() - 23 * 3600_000);
    await enqueueDueReminders(at(dayBefore));
    await server.call('pushUnsubscribe', { endpoint: d.subscription.endpoint });
    await workOutbox(at(dayBefore));
    expect(requestsTo(d)).toHaveLength(0);
    const [row] = await rowsOf(booking.id, 'push_reminder');
    expect(row).toMatchObject({ state: 'failed', lastError: 'The device turned notifications off' });
    expect(await rowsOf(booking.id, 'booking_reminder')).toHaveLength(1);
  });

  it('retries a device whose push service fails for a while', async () => {
    const booking = await confirmedBooking(STYLIST.sofia, 7);
    const d = testDevice(push);
    await server.call('pushSubscribe', { subscription: d.subscription }, { token });
    push.answers.set(d.path, 503);
    const dayBefore = new Date(booking.startsAt.getTime() - 23 * 3600_000);
    await enqueueDueReminders(at(dayBefore));
    await workOutbox(at(dayBefore));
    const [failing] = await rowsOf(booking.id, 'push_reminder');
    expect(failing).toMatchObject({ state: 'pending', attempts: 1 });
    push.answers.delete(d.path);
    await workOutbox(at(new Date(dayBefore.getTime() + 3600_000)));
    const [sent] = await rowsOf(booking.id, 'push_reminder');
    expect(sent).toMatchObject({ state: 'sent', attempts: 2 });
  });
});

describe('the rating invitation', () => {
  it('reaches the device with the signed rating link of that visit, instead of the email', async () => {
    await server.deps.db.delete(pushSubscriptions);
    const booking = await confirmedBooking(STYLIST.kenji, 7, 'zh');
    const d = testDevice(push);
    await server.call('pushSubscribe', { subscription: d.subscription }, { token });
    const admin = await adminToken(server);
    // the visit is over: completed is allowed once its time has passed
    await server.deps.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 2 * 3600_000), endsAt: new Date(Date.now() - 3600_000) })
      .where(eq(bookings.id, booking.id));
    const done = await server.call(
      'updateStatus',
      { booking_id: booking.id, status: 'completed' },
      { token: admin },
    );
    expect(done.status).toBe(200);
    await workOutbox(server.deps);

    expect(await rowsOf(booking.id, 'rating_invitation')).toHaveLength(0);
    const [req] = requestsTo(d);
    expect(req?.headers.urgency).toBe('low');
    const message = PushMessage.parse(JSON.parse(d.decrypt(req!.body)));
    expect(message.kind).toBe('rating');
    expect(message.lang).toBe('zh');
    const url = new URL(message.path, 'https://tress.example');
    expect(url.pathname).toBe(`/ratings/${booking.id}/${booking.customerId}`);
    expect(
      verifyRatingToken(
        server.deps.secrets.rating,
        booking.id,
        booking.customerId!,
        url.searchParams.get('t') ?? '',
      ),
    ).toBe(true);
  });
});

describe('a change made by the salon', () => {
  it('tells the device at once when the salon cancels, urgent, until the booking', async () => {
    await server.deps.db.delete(pushSubscriptions);
    const booking = await confirmedBooking(STYLIST.priya, 7);
    const d = testDevice(push);
    await server.call('pushSubscribe', { subscription: d.subscription, booking_id: booking.id }, { token });
    const admin = await adminToken(server);
    const cancelled = await server.call(
      'updateStatus',
      { booking_id: booking.id, status: 'cancelled' },
      { token: admin },
    );
    expect(cancelled.status).toBe(200);
    await workOutbox(server.deps);
    const [req] = requestsTo(d);
    expect(req?.headers.urgency).toBe('high');
    expect(req?.headers.topic).toBe(`change-${booking.id}`);
    expect(Number(req?.headers.ttl)).toBeGreaterThan(6 * 24 * 3600);
    const message = PushMessage.parse(JSON.parse(d.decrypt(req!.body)));
    expect(message).toMatchObject({ kind: 'cancelled', path: `/bookings/${booking.id}` });
    expect(message.title).toBe('Your appointment was cancelled');
  });
});

describe('the back office', () => {
  it('lists push messages like emails, and says whether push is configured', async () => {
    const admin = await adminToken(server);
    const list = await server.call(
      'outbox',
      { search_text: 'push', page_number: 1, page_size: 50 },
      { token: admin },
    );
    const sent = list.body.data?.messages.find((m) => m.state === 'sent' && m.kind === 'push_reminder');
    expect(sent).toMatchObject({ delivered_via: 'push', recipient: new URL(push.url).host });
    expect(sent?.subject).toBeTruthy();
    const status = await server.call('pushAdminStatus', {}, { token: admin });
    expect(status.body.data).toMatchObject({ configured: true, keys_from: 'generated' });
    expect((await server.call('pushAdminStatus', {}, { token })).status).toBe(403);
  });
});

describe('abuse', () => {
  it('limits the push calls per address, with the limits every instance shares', async () => {
    const strict = await startTestServer({ pushAllowPrivate: true, rateLimitScale: 1 });
    try {
      const d = testDevice(push);
      let last = 0;
      for (let i = 0; i < 70 && last !== 429; i++) {
        last = (await strict.call('pushStatus', { endpoint: d.subscription.endpoint })).status;
      }
      expect(last).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
