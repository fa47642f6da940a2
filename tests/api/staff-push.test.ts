/**
 * A back-office device can ask to hear when clients cancel or move: each change a customer makes
 * queues one push to every such device of an active staff account, in the language the device asked
 * in, opening the calendar on the booking's day. The desk's own changes, devices that did not ask,
 * hostile endpoints and deactivated accounts get nothing.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { outbox, pushSubscriptions } from '../../src/server/db/schema';
import { workOutbox } from '../../src/server/jobs/outbox-runner';
import { PushMessage } from '../../src/shared/contract/push';
import {
  adminToken,
  customerSession,
  staffToken,
  startTestServer,
  type TestServer,
} from '../support/test-server';
import { book, paidBookingMovedByCustomer } from './payments-support';
import { type PushService, startPushService, type TestDevice, testDevice } from './push-support';

let server: TestServer;
let push: PushService;
let desk: string;
let admin: string;
const deskDevice = { current: null as TestDevice | null };

beforeAll(async () => {
  push = await startPushService();
  server = await startTestServer({ pushAllowPrivate: true });
  desk = await staffToken(server);
  admin = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

const requestsTo = (d: TestDevice) => push.requests.filter((r) => r.path === d.path);
const messagesTo = (d: TestDevice) =>
  requestsTo(d).map((r) => PushMessage.parse(JSON.parse(d.decrypt(r.body))));
const staffPushesOf = async (bookingId: number) =>
  server.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, 'push_staff_notice')));

describe('a back-office device asking for the salon’s notices', () => {
  it('subscribes the signed-in staff account’s device, and says so', async () => {
    const d = testDevice(push);
    deskDevice.current = d;
    const before = await server.call(
      'pushStaffStatus',
      { endpoint: d.subscription.endpoint },
      { token: desk },
    );
    expect(before.body.data).toEqual({ subscribed: false });
    const res = await server.call(
      'pushStaffSubscribe',
      { subscription: d.subscription, lang: 'en' },
      { token: desk },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ subscribed: true });
    const after = await server.call(
      'pushStaffStatus',
      { endpoint: d.subscription.endpoint },
      { token: desk },
    );
    expect(after.body.data).toEqual({ subscribed: true });
    // the same browser's customer switch does not turn the salon's notices off
    await server.call('pushUnsubscribe', { endpoint: d.subscription.endpoint });
    const still = await server.call(
      'pushStaffStatus',
      { endpoint: d.subscription.endpoint },
      { token: desk },
    );
    expect(still.body.data).toEqual({ subscribed: true });
    // another account on the same device has not asked
    const other = await server.call(
      'pushStaffStatus',
      { endpoint: d.subscription.endpoint },
      { token: admin },
    );
    expect(other.body.data).toEqual({ subscribed: false });
    // the card's count is of customers' devices
    const card = await server.call('pushAdminStatus', {}, { token: admin });
    expect(card.body.data?.subscriptions).toBe(0);
  });

  it('is for the back office only', async () => {
    const d = testDevice(push);
    const session = await customerSession(server);
    const asCustomer = await server.call(
      'pushStaffSubscribe',
      { subscription: d.subscription },
      { token: session.auth_token },
    );
    expect(asCustomer.status).toBe(403);
    const anonymous = await server.call('pushStaffSubscribe', { subscription: d.subscription });
    expect(anonymous.status).toBe(401);
  });

  it('refuses an endpoint that is not a push service on the public internet, and stores nothing', async () => {
    server.config.pushAllowPrivate = false;
    try {
      const d = testDevice(push);
      for (const endpoint of ['https://10.0.0.8/x', 'https://localhost/x', 'https://[::1]/x']) {
        const res = await server.call(
          'pushStaffSubscribe',
          { subscription: { ...d.subscription, endpoint } },
          { token: desk },
        );
        expect(res.status, endpoint).toBe(400);
        expect(res.body.message, endpoint).toBe('This notification address cannot be used');
      }
      // the tests' stand-in push service is inside the network too
      const standIn = await server.call(
        'pushStaffSubscribe',
        { subscription: d.subscription },
        { token: desk },
      );
      expect(standIn.status).toBe(400);
      const plain = await server.call(
        'pushStaffSubscribe',
        { subscription: { ...d.subscription, endpoint: 'http://push.example.com/x' } },
        { token: desk },
      );
      expect(plain.status).toBe(400);
      const rows = await server.deps.db
        .select()
        .from(pushSubscriptions)
        .where(like(pushSubscriptions.scope, 'staff:%'));
      expect(rows.map((r) => r.endpoint)).toEqual([deskDevice.current!.subscription.endpoint]);
    } finally {
      server.config.pushAllowPrivate = true;
    }
  });
});

describe('a customer’s change', () => {
  it('reaches the device once for a move and once for a cancellation, with the name and both times, opening the calendar', async () => {
    const d = deskDevice.current!;
    // a customer's device and an admin device that never asked get nothing
    const session = await customerSession(server);
    const customerDevice = testDevice(push);
    await server.call(
      'pushSubscribe',
      { subscription: customerDevice.subscription },
      { token: session.auth_token },
    );
    const date = weekday(3);
    const booking = await paidBookingMovedByCustomer(server, date);
    expect(await staffPushesOf(booking.id)).toHaveLength(1);
    const cancelled = await server.call('bookingCancel', {
      booking_id: booking.id,
      manage_token: booking.manage_token!,
    });
    expect(cancelled.status).toBe(200);
    expect(await staffPushesOf(booking.id)).toHaveLength(2);
    await workOutbox(server.deps);

    // the outbox sends the two side by side: they may arrive in either order
    const sent = messagesTo(d);
    expect(sent).toHaveLength(2);
    const move = sent.find((m) => m?.kind === 'staff_moved');
    const cancel = sent.find((m) => m?.kind === 'staff_cancelled');
    expect(move).toMatchObject({
      kind: 'staff_moved',
      booking_id: booking.id,
      title: 'A client moved their booking',
      path: `/admin/calendar?date=${date}`,
      lang: 'en',
    });
    expect(move!.body).toMatch(/^Test Guest moved .*10:00 am to .*11:00 am\.$/);
    expect(cancel).toMatchObject({ kind: 'staff_cancelled', title: 'A client cancelled' });
    expect(cancel!.body).toMatch(/^Test Guest cancelled .*11:00 am\.$/);
    expect(requestsTo(d)[0]!.headers.urgency).toBe('high');
    expect(requestsTo(customerDevice)).toEqual([]);
  });

  it('speaks the language the device asked in', async () => {
    const d = testDevice(push);
    const res = await server.call(
      'pushStaffSubscribe',
      { subscription: d.subscription, lang: 'zh' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    const booking = await book(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(4),
      time: '14:00',
    });
    await server.call('bookingCancel', { booking_id: booking.id, manage_token: booking.manage_token! });
    await workOutbox(server.deps);
    const [message] = messagesTo(d);
    expect(message).toMatchObject({ kind: 'staff_cancelled', title: '客户已取消预约', lang: 'zh' });
    expect(message!.body).toMatch(/^Test Guest 取消了 .* 的预约。$/);
    await server.call('pushStaffUnsubscribe', { endpoint: d.subscription.endpoint }, { token: admin });
    const off = await server.call('pushStaffStatus', { endpoint: d.subscription.endpoint }, { token: admin });
    expect(off.body.data).toEqual({ subscribed: false });
  });

  it('queues nothing for a move the desk makes itself', async () => {
    const booking = await book(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(5),
      time: '10:00',
    });
    const res = await server.call(
      'bookingMove',
      {
        booking_id: booking.id,
        booking_date: weekday(5),
        start_slot_id: slotId('12:00'),
        stylist_id: STYLIST.aisha,
      },
      { token: desk },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cancelled = await server.call(
      'updateStatus',
      { booking_id: booking.id, status: 'cancelled' },
      { token: desk },
    );
    expect(cancelled.status).toBe(200);
    expect(await staffPushesOf(booking.id)).toEqual([]);
  });

  it('reaches no device of an account deactivated since, and forgets its devices', async () => {
    const added = await server.call(
      'usersAdd',
      {
        full_name: 'Night Desk',
        username: 'nightdesk',
        email: 'night@tress.salon',
        phone_number: '',
        role_id: 2,
        is_active: true,
        password: 'Curls-and-Combs-42',
      },
      { token: admin },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const user = added.body.data!;
    const login = await server.call('adminLogin', { username: 'nightdesk', password: 'Curls-and-Combs-42' });
    const night = login.body.data!.auth_token;
    const d = testDevice(push);
    expect(
      (await server.call('pushStaffSubscribe', { subscription: d.subscription }, { token: night })).status,
    ).toBe(200);
    const off = await server.call('usersUpdate', { ...user, is_active: false }, { token: admin });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const left = await server.deps.db
      .select()
      .from(pushSubscriptions)
      .where(like(pushSubscriptions.scope, `staff:${user.id}:%`));
    expect(left).toEqual([]);
    // even a row the account left behind (kept by an older server) is skipped while it is inactive
    await server.deps.db.insert(pushSubscriptions).values({
      endpoint: d.subscription.endpoint,
      p256dh: d.subscription.keys.p256dh,
      auth: d.subscription.keys.auth,
      scope: `staff:${user.id}:en`,
    });
    const booking = await book(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(6),
      time: '10:00',
    });
    await server.call('bookingCancel', { booking_id: booking.id, manage_token: booking.manage_token! });
    await workOutbox(server.deps);
    expect(requestsTo(d)).toEqual([]);
    // deleting the account forgets the device too
    const gone = await server.call('usersDelete', { id: user.id }, { token: admin });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const after = await server.deps.db
      .select()
      .from(pushSubscriptions)
      .where(like(pushSubscriptions.scope, `staff:${user.id}:%`));
    expect(after).toEqual([]);
  });
});
