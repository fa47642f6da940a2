/**
 * Customers manage their own bookings: the owner (bearer token) or the holder of the manage token
 * sees, reschedules and cancels within the policy the booking was made under; everyone else is
 * refused without learning whether the booking exists.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, outbox } from '../../src/server/db/schema';
import { workOutbox } from '../../src/server/jobs/outbox-runner';
import { sandboxProvider } from '../../src/server/payments/sandbox';
import { BOOKING_ALARM_MINUTES } from '../../src/shared/calendar-event';
import { adminToken, customerSession, startTestServer, type TestServer } from '../support/test-server';
import { bookAndPay, checkout, guestToken } from './payments-support';

let server: TestServer;
let offsetMs = 0;
let refundsFail = false;
let admin: string;

beforeAll(async () => {
  server = await startTestServer(
    { outboxBackoffMs: 1000 },
    {
      now: () => new Date(Date.now() + offsetMs),
      paymentProvider: (deps) => ({
        ...sandboxProvider(deps),
        async refund(input) {
          if (refundsFail) throw new Error('provider unreachable');
          return { refundId: `R-${input.idempotencyKey}` };
        },
      }),
    },
  );
  admin = await adminToken(server);
});
afterAll(() => server.close());

/** Who does a men's cut; the others do brows. */
const CUTS = new Set<number>([STYLIST.mei, STYLIST.daniel, STYLIST.kenji]);

type Who = { token?: string; lang?: 'en' | 'zh'; customer?: Record<string, unknown> };

async function bookAt(stylist: number, date: string, time: string, who: Who = {}) {
  const res = await server.call(
    'book',
    {
      ...(who.customer ?? guest),
      selected_service_ids: [CUTS.has(stylist) ? SERVICE.mensCut : SERVICE.brows],
      stylist_id: stylist,
      booking_date: date,
      start_slot_id: slotId(time),
      payment_keyword: 'card',
    } as never,
    { token: who.token, lang: who.lang },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

const ownerOf = (session: { customer_id: number; auth_token: string }) => ({
  token: session.auth_token,
  customer: { customer_id: session.customer_id, full_name: '', email: '', phone_number: '' },
});

async function newCustomer(tag: string) {
  const res = await server.call('register', {
    full_name: `Customer ${tag}`,
    username: `manage_${tag}`,
    password: 'copper-comb-4821',
    phone_number: '98765432',
    email: `manage_${tag}@example.com`,
    gender: 2,
    date_of_birth: '1990-01-01',
  });
  expect(res.status).toBe(200);
  return res.body.data!;
}

const rowOf = async (id: number) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

const outboxOf = (id: number, kind: string) =>
  server.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, id), eq(outbox.kind, kind)));

describe('a signed-in customer', () => {
  it('sees the booking under Upcoming, reschedules it, and the old time is bookable again at once', async () => {
    const me = await customerSession(server);
    const date = weekday(3);
    const booked = await bookAt(STYLIST.daniel, date, '10:00', ownerOf(me));
    const mine = await server.call('myBookings', {}, { token: me.auth_token });
    const listed = mine.body.data!.upcoming.find((b) => b.id === booked.id)!;
    expect(listed).toMatchObject({ can_cancel: true, can_reschedule: true, status: 'pending' });
    expect(listed.policy).toEqual({
      cancel_cutoff_hours: 24,
      reschedule_cutoff_hours: 24,
      max_reschedules: 2,
    });

    const moved = await server.call(
      'bookingReschedule',
      {
        booking_id: booked.id,
        booking_date: date,
        start_slot_id: slotId('11:00'),
        stylist_id: STYLIST.daniel,
      },
      { token: me.auth_token },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data!.booking).toMatchObject({ appointment_start_time: '11:00', reschedule_count: 1 });
    expect(moved.body.data!.price_difference).toBe(0);

    const again = await bookAt(STYLIST.daniel, date, '10:00');
    expect(again.id).not.toBe(booked.id);
  });

  it('cancels, and the time is free at once', async () => {
    const me = await customerSession(server);
    const date = weekday(3);
    const booked = await bookAt(STYLIST.daniel, date, '13:00', ownerOf(me));
    const res = await server.call(
      'bookingCancel',
      { booking_id: booked.id, reason: 'ill' },
      { token: me.auth_token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', can_cancel: false, upcoming: false });
    expect((await rowOf(booked.id)).cancelReason).toBe('ill');
    await bookAt(STYLIST.daniel, date, '13:00');
    // a cancelled booking still ahead is listed under Upcoming (as cancelled), not under Past
    const mine = await server.call('myBookings', {}, { token: me.auth_token });
    const listed = mine.body.data!.upcoming.find((b) => b.id === booked.id);
    expect(listed).toMatchObject({ status: 'cancelled' });
    expect(mine.body.data!.past.map((b) => b.id)).not.toContain(booked.id);
  });

  it('gets 404 for another customer’s booking, the same as for one that does not exist', async () => {
    const me = await customerSession(server);
    const other = await newCustomer('other');
    const theirs = await bookAt(STYLIST.kenji, weekday(3), '10:00', ownerOf(other));
    for (const booking_id of [theirs.id, 999_999]) {
      const peek = await server.call('bookingGet', { booking_id }, { token: me.auth_token });
      expect(peek.status).toBe(404);
      const cancel = await server.call('bookingCancel', { booking_id }, { token: me.auth_token });
      expect(cancel.status).toBe(404);
      const move = await server.call(
        'bookingReschedule',
        { booking_id, booking_date: weekday(4), start_slot_id: slotId('10:00'), stylist_id: 0 },
        { token: me.auth_token },
      );
      expect(move.status).toBe(404);
    }
    expect((await rowOf(theirs.id)).status).toBe('pending');
    const pay = await checkout(server, theirs.id, theirs.total_amount, 'card', '', me.auth_token);
    expect(pay.status).toBe(404);
    expect(JSON.stringify(pay.body)).not.toContain(theirs.total_amount.toFixed(2));
  });
});

describe('a guest with the manage token', () => {
  it('is given the token by the book call, opens the booking without changing it, reschedules and cancels', async () => {
    const booked = await bookAt(STYLIST.mei, weekday(4), '10:00');
    expect(booked.manage_token).toBe(guestToken(server, booked.id));
    const t = booked.manage_token!;
    const before = await rowOf(booked.id);
    const opened = await server.call('bookingGet', { booking_id: booked.id, manage_token: t });
    expect(opened.status).toBe(200);
    expect(await rowOf(booked.id)).toEqual(before);

    const moved = await server.call('bookingReschedule', {
      booking_id: booked.id,
      manage_token: t,
      booking_date: weekday(4),
      start_slot_id: slotId('14:00'),
      stylist_id: STYLIST.mei,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await bookAt(STYLIST.mei, weekday(4), '10:00'); // the old time is free again
    const cancelled = await server.call('bookingCancel', { booking_id: booked.id, manage_token: t });
    expect(cancelled.body.data!.status).toBe('cancelled');
    await bookAt(STYLIST.mei, weekday(4), '14:00');
  });

  it('is refused with 403 for a forged token or one moved to another booking', async () => {
    const a = await bookAt(STYLIST.mei, weekday(4), '15:00');
    const b = await bookAt(STYLIST.mei, weekday(4), '15:30');
    for (const manage_token of ['A'.repeat(43), b.manage_token!, 'short']) {
      const res = await server.call('bookingCancel', { booking_id: a.id, manage_token });
      expect([403, 400]).toContain(res.status);
      const peek = await server.call('bookingGet', { booking_id: a.id, manage_token });
      expect([403, 400]).toContain(peek.status);
    }
    const moved = await server.call('bookingCancel', { booking_id: a.id, manage_token: b.manage_token! });
    expect(moved.status).toBe(403);
    expect((await rowOf(a.id)).status).toBe('pending');
    const none = await server.call('bookingCancel', { booking_id: a.id });
    expect(none.status).toBe(401);
  });

  it('cannot pay for a booking with its id and email alone: 404, and the total is never shown', async () => {
    const booked = await bookAt(STYLIST.mei, weekday(4), '16:00');
    const res = await server.call('checkout', {
      order_reference_id: String(booked.id),
      online_payment_type: 'card',
      amount: 1,
      email: guest.email,
    } as never);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(booked.total_amount.toFixed(2));
    const withToken = await checkout(server, booked.id, booked.total_amount, 'card', booked.manage_token);
    expect(withToken.status).toBe(200);
  });
});

describe('refunds', () => {
  it('refunds a paid cancellation through the provider: refunded', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(5),
      time: '10:00',
    });
    expect((await server.call('paymentStatus', ret)).body.data!.paid).toBe(true);
    const res = await server.call('bookingCancel', {
      booking_id: booking.id,
      manage_token: booking.manage_token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.payment_state).toBe('refunded');
    expect(res.body.message).toContain('refunded');
  });

  it('leaves refund_due when the provider fails, and the outbox retries until refunded', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(5),
      time: '11:00',
    });
    await server.call('paymentStatus', ret);
    refundsFail = true;
    try {
      const res = await server.call('bookingCancel', {
        booking_id: booking.id,
        manage_token: booking.manage_token,
      });
      expect(res.status).toBe(200);
      expect(res.body.data!.payment_state).toBe('refund_due');
      const [queued] = await outboxOf(booking.id, 'refund');
      expect(queued).toMatchObject({ state: 'pending', attempts: 1 });
    } finally {
      refundsFail = false;
    }
    offsetMs += 5_000; // past the first backoff
    await workOutbox(server.deps);
    expect((await rowOf(booking.id)).paymentState).toBe('refunded');
    const [sent] = await outboxOf(booking.id, 'refund');
    expect(sent!.state).toBe('sent');
  });
});

describe('another stylist, another price', () => {
  it('refunds the difference when a paid booking moves to a cheaper stylist', async () => {
    const date = weekday(6);
    const { booking, ret } = await bookAndPay(server, { stylist: STYLIST.kenji, date, time: '10:00' });
    await server.call('paymentStatus', ret);
    const t = booking.manage_token!;
    const to = (stylist_id: number, time: string, preview = false) =>
      server.call('bookingReschedule', {
        booking_id: booking.id,
        manage_token: t,
        booking_date: date,
        start_slot_id: slotId(time),
        stylist_id,
        preview,
      });
    const look = await to(STYLIST.mei, '12:00', true);
    expect(look.body.data).toMatchObject({ preview: true, price_difference: -10 });
    expect((await rowOf(booking.id)).stylistId).toBe(STYLIST.kenji);
    const moved = await to(STYLIST.mei, '12:00');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data!.booking).toMatchObject({ stylist_id: STYLIST.mei, payment_state: 'paid' });
    expect(moved.body.data!.booking.total_amount).toBe(booking.total_amount - 10);
    const [refund] = await outboxOf(booking.id, 'refund');
    expect(refund).toMatchObject({ state: 'sent' });
    expect((await rowOf(booking.id)).refundAmount).toBe(0);
  });
});

describe('the policy', () => {
  it('refuses both inside the cut-off, naming the salon’s phone number', async () => {
    const booked = await bookAt(STYLIST.priya, weekday(5), '10:00');
    const startsAt = (await rowOf(booked.id)).startsAt.getTime();
    const saved = offsetMs;
    offsetMs = startsAt - 23 * 3600_000 - Date.now(); // 23 hours before the booking
    try {
      const phone = (await server.call('settings')).body.data!.phone;
      const t = booked.manage_token!;
      const cancel = await server.call('bookingCancel', { booking_id: booked.id, manage_token: t });
      expect(cancel.status).toBe(409);
      expect(cancel.body.message).toContain(phone);
      const move = await server.call('bookingReschedule', {
        booking_id: booked.id,
        manage_token: t,
        booking_date: weekday(5),
        start_slot_id: slotId('11:00'),
        stylist_id: STYLIST.priya,
      });
      expect(move.status).toBe(409);
      expect(move.body.message).toContain(phone);
      const zh = await server.call(
        'bookingCancel',
        { booking_id: booked.id, manage_token: t },
        { lang: 'zh' },
      );
      expect(zh.body.message).toContain(phone);
      expect(zh.body.message).toMatch(/小时/);
    } finally {
      offsetMs = saved;
    }
  });

  it('refuses a third reschedule with the phone number', async () => {
    const booked = await bookAt(STYLIST.priya, weekday(6), '10:00');
    const t = booked.manage_token!;
    const move = (time: string) =>
      server.call('bookingReschedule', {
        booking_id: booked.id,
        manage_token: t,
        booking_date: weekday(6),
        start_slot_id: slotId(time),
        stylist_id: STYLIST.priya,
      });
    expect((await move('11:00')).status).toBe(200);
    expect((await move('12:00')).status).toBe(200);
    const third = await move('13:00');
    expect(third.status).toBe(409);
    expect(third.body.message).toContain('rescheduled 2 times');
  });

  it('keeps a booking’s terms when the salon later changes its policy', async () => {
    const booked = await bookAt(STYLIST.priya, weekday(6), '15:00');
    const profile = (await server.call('settings')).body.data!;
    const saved = await server.call(
      'settingsUpdate',
      { ...profile, cancel_cutoff_hours: 72, reschedule_cutoff_hours: 72, max_reschedules: 0 },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    try {
      const view = await server.call('bookingGet', {
        booking_id: booked.id,
        manage_token: booked.manage_token,
      });
      expect(view.body.data!.policy).toEqual({
        cancel_cutoff_hours: 24,
        reschedule_cutoff_hours: 24,
        max_reschedules: 2,
      });
      const later = await bookAt(STYLIST.priya, weekday(6), '16:00');
      const laterView = await server.call('bookingGet', {
        booking_id: later.id,
        manage_token: later.manage_token,
      });
      expect(laterView.body.data!.policy.max_reschedules).toBe(0);
      expect(laterView.body.data!.can_reschedule).toBe(false);
    } finally {
      await server.call('settingsUpdate', profile, { token: admin });
    }
  });
});

describe('racing reschedules', () => {
  it('gives one slot to exactly one of 20 bookings moving onto it at once', async () => {
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];
    const booked = [];
    for (const date of [weekday(7), weekday(8)])
      for (const time of times) booked.push(await bookAt(STYLIST.sofia, date, time));
    const target = { booking_date: weekday(9), start_slot_id: slotId('15:00'), stylist_id: STYLIST.sofia };
    const results = await Promise.all(
      booked.map((b) =>
        server.call('bookingReschedule', { booking_id: b.id, manage_token: b.manage_token, ...target }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const onTarget = await server.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.bookingDate, target.booking_date), eq(bookings.stylistId, STYLIST.sofia)));
    expect(onTarget.filter((b) => b.status !== 'cancelled')).toHaveLength(1);
  });
});

describe('everyone is told', () => {
  it('emails a Chinese booking’s changes in Chinese, with the same UID, a higher SEQUENCE, and METHOD:CANCEL', async () => {
    const booked = await bookAt(STYLIST.kenji, weekday(5), '10:00', { lang: 'zh' });
    const t = booked.manage_token!;
    await server.call('bookingReschedule', {
      booking_id: booked.id,
      manage_token: t,
      booking_date: weekday(5),
      start_slot_id: slotId('11:00'),
      stylist_id: STYLIST.kenji,
    });
    await server.call('bookingCancel', { booking_id: booked.id, manage_token: t }); // asked in English
    type Mail = { lang: string; subject: string; text: string; ics: { content: string } };
    const [moved] = await outboxOf(booked.id, 'booking_rescheduled_email');
    const [cancelled] = await outboxOf(booked.id, 'booking_cancelled_email');
    const m = moved!.payload as Mail;
    const c = cancelled!.payload as Mail;
    expect(m.lang).toBe('zh');
    expect(m.subject).toContain('改至');
    expect(m.text).toContain(`/manage/${booked.id}?t=${t}`);
    expect(m.ics.content).toContain(`UID:booking-${booked.id}@${new URL(server.url).hostname}`);
    expect(m.ics.content).toContain('SEQUENCE:1');
    expect(c.lang).toBe('zh');
    expect(c.subject).toContain('已取消');
    expect(c.ics.content).toContain('METHOD:CANCEL');
    expect(c.ics.content).toContain('SEQUENCE:2');
    expect(c.ics.content).toContain(`UID:booking-${booked.id}@${new URL(server.url).hostname}`);
    const [hook] = await outboxOf(booked.id, 'booking_cancelled');
    expect(hook!.payload).toMatchObject({
      event: 'booking_cancelled',
      source: 'tress',
      booking: { booking_id: booked.id, status: 'cancelled' },
      change: { by: 'customer', sequence: 2 },
    });
    const [movedHook] = await outboxOf(booked.id, 'booking_rescheduled');
    expect(movedHook!.payload).toMatchObject({ event: 'booking_rescheduled', change: { sequence: 1 } });
  });

  it('puts the policy and the manage link in the confirmation email', async () => {
    const booked = await bookAt(STYLIST.kenji, weekday(5), '14:00');
    await server.deps.db.transaction(async (tx) => {
      const { bookingConfirmed } = await import('../../src/server/jobs/booking-events');
      await bookingConfirmed(tx, server.deps, booked.id, { paid: false });
    });
    const [mail] = await outboxOf(booked.id, 'booking_confirmation');
    const text = (mail!.payload as { text: string }).text;
    expect(text).toContain('Free cancellation until 24 hours before');
    expect(text).toContain(`/manage/${booked.id}?t=${booked.manage_token}`);
    expect(text).not.toContain('call us');
    // the HTML email's manage link is a link, and its .ics is the event Add to calendar makes
    const payload = mail!.payload as { html: string; ics: { content: string } };
    expect(payload.html).toMatch(
      new RegExp(`<a href="[^"]*/manage/${booked.id}\\?t=${booked.manage_token}">`),
    );
    const ics = payload.ics.content.replace(/\r\n /g, '');
    expect(ics).toContain(`TRIGGER:-PT${BOOKING_ALARM_MINUTES}M`);
    expect(ics).toContain("SUMMARY:Men's Cut at ");
  });
});

describe('the API document', () => {
  it('lists the calls for managing a booking', async () => {
    const docs = await server.raw('/api/docs/json');
    const paths = Object.keys((docs.body as { paths: Record<string, unknown> }).paths);
    for (const p of ['/api/appointments/get', '/api/appointments/reschedule', '/api/appointments/cancel'])
      expect(paths).toContain(p);
  });
});
