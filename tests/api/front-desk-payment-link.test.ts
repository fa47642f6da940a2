/**
 * Pay by link: the front desk books a client on the phone and emails them a link to pay online.
 * The booking holds its time unpaid; the link (the booking's signed manage link) opens the booking
 * without signing in and pays exactly its total through the normal checkout; a forged link is
 * refused; a hold that is not paid in time frees the time like an online one.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, outbox } from '../../src/server/db/schema';
import { paymentLinkHold } from '../../src/server/features/front-desk/payment-link';
import type { EmailPayload } from '../../src/server/jobs/emails';
import { releaseLapsedHolds } from '../../src/server/jobs/holds';
import { offeredTimes } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';
import { CARD_OK, guestToken, statusRequest, submitSandbox } from './payments-support';

/** How far the server's clock is ahead of the real one (moved, never waited for). */
let offsetMs = 0;
const { server, t } = openSalon({}, { now: () => new Date(Date.now() + offsetMs) });

const HOUR = 3600_000;
let clients = 0;

/** Staff book a new phone client (with an email unless told) who pays by link. */
async function createByLink(o: {
  stylist: number;
  service: number;
  day: number;
  body?: Record<string, unknown>;
}) {
  const date = weekday(o.day);
  const [time] = await offeredTimes(server, o.stylist, date, [o.service]);
  clients += 1;
  return server.call(
    'bookingCreate',
    {
      client_id: 0,
      full_name: `Link Client ${clients}`,
      phone_number: `8${String(clients).padStart(7, '0')}`,
      email: `link${clients}@example.com`,
      selected_service_ids: [o.service],
      stylist_id: o.stylist,
      booking_date: date,
      start_slot_id: slotId(time!),
      pay_at_salon: false,
      ...o.body,
    } as never,
    { token: t.staff },
  );
}

async function emailsOf(bookingId: number, kind = 'payment_link_email') {
  const rows = await server.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, kind)));
  return rows.map((r) => r.payload as EmailPayload);
}

/** The link the email carries, and the token in it. */
function linkIn(mail: EmailPayload) {
  const link = /(https?:\/\/\S+\/manage\/\d+\?t=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return { link, token: new URL(link).searchParams.get('t')! };
}

const rowOf = async (id: number) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('staff send a payment link', () => {
  it('books unpaid, holds the time for 24 hours and emails the link in the booking language', async () => {
    const before = Date.now();
    const res = await createByLink({
      stylist: STYLIST.mei,
      service: SERVICE.womensCut,
      day: 3,
      body: { language: 'zh' },
    });
    expect(res.status).toBe(200);
    const b = res.body.data!;
    expect(b).toMatchObject({ status: 'pending', payment_state: 'unpaid' });
    const until = Date.parse(b.payment_link_until!);
    expect(until - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * HOUR);
    expect(res.body.message).toContain(b.customer_email);

    const [mail, ...more] = await emailsOf(b.id);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ lang: 'zh', to: b.customer_email });
    expect(mail!.subject).toMatch(/付款/);
    expect(mail!.text).toContain(`/manage/${b.id}?t=`);
    // nothing confirmed yet: the confirmation waits for the payment
    expect(await emailsOf(b.id, 'booking_confirmation')).toHaveLength(0);
    expect((await rowOf(b.id)).language).toBe('zh');
  });

  it('lets the client open the link and pay exactly the total without signing in; the booking is paid', async () => {
    const made = (await createByLink({ stylist: STYLIST.daniel, service: SERVICE.mensCut, day: 4 })).body
      .data!;
    const [mail] = await emailsOf(made.id);
    const { token } = linkIn(mail!);

    const seen = await server.call('bookingGet', { booking_id: made.id, manage_token: token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ can_pay: true, total_amount: made.total_amount });
    expect(seen.body.data!.pay_until).toBe(made.payment_link_until);

    const checkout = (amount: number) =>
      server.call('checkout', {
        order_reference_id: String(made.id),
        online_payment_type: 'card',
        amount,
        manage_token: token,
      });
    expect((await checkout(made.total_amount - 1)).status).toBe(400);
    const co = await checkout(made.total_amount);
    expect(co.status).toBe(200);
    expect(co.body.data!.amount).toBe(made.total_amount);

    const paid = await submitSandbox(server, co.body.data!.pay_url, CARD_OK);
    expect(paid.status).toBe(303);
    const ret = statusRequest(paid.location!);
    expect(Number(ret.amount)).toBe(made.total_amount);
    expect((await server.call('paymentStatus', ret)).status).toBe(200);

    expect(await rowOf(made.id)).toMatchObject({
      status: 'confirmed',
      paymentState: 'paid',
      holdExpiresAt: null,
    });
    const day = await server.call(
      'calendar',
      { date: made.date, personnel_id: STYLIST.daniel },
      { token: t.staff },
    );
    expect(day.body.data!.find((x) => x.id === made.id)).toMatchObject({
      payment_state: 'paid',
      payment_link_until: null,
    });
    expect(await emailsOf(made.id, 'booking_confirmation')).toHaveLength(1);
    expect(
      (await server.call('bookingGet', { booking_id: made.id, manage_token: token })).body.data!.can_pay,
    ).toBe(false);
  });

  it('answers 403 to a forged token and to the token of another booking', async () => {
    const made = (await createByLink({ stylist: STYLIST.aisha, service: SERVICE.gelManicure, day: 4 })).body
      .data!;
    const other = (await createByLink({ stylist: STYLIST.kenji, service: SERVICE.mensCut, day: 4 })).body
      .data!;
    const real = guestToken(server, made.id);
    const forged = (real[0] === 'A' ? 'B' : 'A') + real.slice(1);
    for (const manage_token of [forged, guestToken(server, other.id)]) {
      const co = await server.call('checkout', {
        order_reference_id: String(made.id),
        online_payment_type: 'card',
        amount: made.total_amount,
        manage_token,
      });
      expect(co.status).toBe(403);
      expect(co.body.data).toBeNull();
      expect((await server.call('bookingGet', { booking_id: made.id, manage_token })).status).toBe(403);
    }
    expect((await rowOf(made.id)).paymentState).toBe('unpaid');
  });

  it('refuses a payment link without the client email, with a clear 400', async () => {
    const res = await createByLink({
      stylist: STYLIST.daniel,
      service: SERVICE.mensCut,
      day: 5,
      body: { email: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/email/i);
    // an existing client without an email: the same answer, and nothing booked
    const salon = await createByLink({
      stylist: STYLIST.daniel,
      service: SERVICE.mensCut,
      day: 5,
      body: { email: '', pay_at_salon: true },
    });
    expect(salon.status).toBe(200);
    const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.id, salon.body.data!.id));
    const again = await createByLink({
      stylist: STYLIST.daniel,
      service: SERVICE.mensCut,
      day: 6,
      body: { client_id: row!.customerId, full_name: '', phone_number: '', email: '' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/email/i);
  });

  it('frees the time when the link is not paid in time, as for an online hold', async () => {
    const made = (await createByLink({ stylist: STYLIST.kenji, service: SERVICE.mensCut, day: 5 })).body
      .data!;
    const until = Date.parse(made.payment_link_until!);
    expect(await releaseLapsedHolds(server.deps.db, new Date(until - 1000))).not.toContain(made.id);
    expect(await releaseLapsedHolds(server.deps.db, new Date(until + 1000))).toContain(made.id);
    expect((await rowOf(made.id)).status).toBe('cancelled');
    // the time is free again, and the link no longer takes a payment
    const taken = await server.call(
      'bookingCreate',
      {
        client_id: 0,
        full_name: 'Walk In After',
        phone_number: '87654321',
        email: '',
        selected_service_ids: [SERVICE.mensCut],
        stylist_id: STYLIST.kenji,
        booking_date: made.date,
        start_slot_id: made.start_slot_id,
      } as never,
      { token: t.staff },
    );
    expect(taken.status).toBe(200);
    const co = await server.call('checkout', {
      order_reference_id: String(made.id),
      online_payment_type: 'card',
      amount: made.total_amount,
      manage_token: guestToken(server, made.id),
    });
    expect(co.status).toBe(409);
  });

  it('resends the link on request, without extending the hold; a pay-at-salon booking has none', async () => {
    const made = (await createByLink({ stylist: STYLIST.mei, service: SERVICE.mensCut, day: 6 })).body.data!;
    const res = await server.call('paymentLinkResend', { booking_id: made.id }, { token: t.staff });
    expect(res.status).toBe(200);
    expect(res.body.data!.payment_link_until).toBe(made.payment_link_until);
    expect(await emailsOf(made.id)).toHaveLength(2);
    const history = await server.call('bookingHistory', { booking_id: made.id }, { token: t.staff });
    expect(history.body.data!.filter((h) => h.kind === 'payment_link_sent')).toHaveLength(2);

    const atSalon = await createByLink({
      stylist: STYLIST.mei,
      service: SERVICE.mensCut,
      day: 7,
      body: { pay_at_salon: true },
    });
    const refused = await server.call(
      'paymentLinkResend',
      { booking_id: atSalon.body.data!.id },
      { token: t.staff },
    );
    expect(refused.status).toBe(409);
    expect(
      (await server.call('paymentLinkResend', { booking_id: made.id }, { token: t.customer })).status,
    ).toBe(403);
  });
});

describe('staff send a payment link for a booking to be paid at the salon', () => {
  const atSalon = async (day: number, body: Record<string, unknown> = {}) =>
    (
      await createByLink({
        stylist: STYLIST.kenji,
        service: SERVICE.mensCut,
        day,
        body: { pay_at_salon: true, ...body },
      })
    ).body.data!;
  const send = (bookingId: number, token = t.staff) =>
    server.call('paymentLinkSend', { booking_id: bookingId }, { token });

  it('emails the manage link in the booking language; the client pays the total online, no hold involved', async () => {
    const made = await atSalon(1, { language: 'zh' });
    expect(made.payment_link_until).toBeNull();
    const res = await send(made.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(made.customer_email);
    // the booking keeps its time without a hold: nothing lapses
    expect(res.body.data).toMatchObject({ status: made.status, payment_link_until: null, hold: null });
    expect((await rowOf(made.id)).holdExpiresAt).toBeNull();

    const [mail, ...more] = await emailsOf(made.id);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ lang: 'zh', to: made.customer_email });
    expect(mail!.text).toContain('到店前随时可以付款');
    const { token } = linkIn(mail!);

    const seen = (await server.call('bookingGet', { booking_id: made.id, manage_token: token })).body.data!;
    expect(seen).toMatchObject({ can_pay: true, pay_until: null, total_amount: made.total_amount });

    const co = await server.call('checkout', {
      order_reference_id: String(made.id),
      online_payment_type: 'card',
      amount: made.total_amount,
      manage_token: token,
    });
    expect(co.status).toBe(200);
    expect(co.body.data!.amount).toBe(made.total_amount);
    const paid = await submitSandbox(server, co.body.data!.pay_url, CARD_OK);
    expect((await server.call('paymentStatus', statusRequest(paid.location!))).status).toBe(200);
    expect(await rowOf(made.id)).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
    expect(
      (await server.call('bookingGet', { booking_id: made.id, manage_token: token })).body.data!.can_pay,
    ).toBe(false);
    const history = await server.call('bookingHistory', { booking_id: made.id }, { token: t.staff });
    expect(history.body.data!.filter((h) => h.kind === 'payment_link_sent')).toHaveLength(1);
    // a paid booking is sent no link
    const again = await send(made.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
    expect(again.body.message).toMatch(/cannot be sent a payment link/);
    expect(await emailsOf(made.id)).toHaveLength(1);
  });

  it('refuses a cancelled booking, a booking with no email, a started one, and anyone but staff', async () => {
    const cancelled = await atSalon(2);
    await server.call('updateStatus', { booking_id: cancelled.id, status: 'cancelled' }, { token: t.staff });
    expect((await send(cancelled.id)).status).toBe(409);

    const noEmail = await atSalon(2, { email: '' });
    const refused = await send(noEmail.id);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation');
    expect(refused.body.message).toMatch(/email/);

    const soon = await atSalon(3);
    offsetMs = (await rowOf(soon.id)).startsAt.getTime() + 60_000 - Date.now();
    try {
      expect((await send(soon.id)).status).toBe(409);
    } finally {
      offsetMs = 0;
    }
    expect((await send(soon.id, t.customer)).status).toBe(403);
    expect((await send(2_000_000_000)).status).toBe(404);
    for (const b of [cancelled, noEmail, soon]) expect(await emailsOf(b.id)).toHaveLength(0);
  });

  it('stops offering the online payment once the visit has started', async () => {
    const made = await atSalon(1);
    await send(made.id);
    const token = guestToken(server, made.id);
    const seen = async () =>
      (await server.call('bookingGet', { booking_id: made.id, manage_token: token })).body.data!.can_pay;
    expect(await seen()).toBe(true);
    offsetMs = (await rowOf(made.id)).startsAt.getTime() + 60_000 - Date.now();
    try {
      expect(await seen()).toBe(false);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('how long a payment link holds the time', () => {
  const now = new Date('2026-03-02T02:00:00Z');
  it('holds 24 hours for a booking days ahead', () => {
    expect(paymentLinkHold(now, new Date(now.getTime() + 72 * HOUR)).getTime()).toBe(
      now.getTime() + 24 * HOUR,
    );
  });
  it('holds until 2 hours before a booking sooner than that', () => {
    expect(paymentLinkHold(now, new Date(now.getTime() + 10 * HOUR)).getTime()).toBe(
      now.getTime() + 8 * HOUR,
    );
  });
  it('refuses a booking too soon to pay for by link', () => {
    expect(() => paymentLinkHold(now, new Date(now.getTime() + 2 * HOUR + 10 * 60_000))).toThrow();
  });
});
