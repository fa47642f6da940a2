/**
 * A paid booking moved to a dearer stylist: the customer confirms the difference, the new time is
 * held under the overlap constraint, exactly the difference is paid through the normal checkout,
 * and only then does the booking move. A cancelled payment or a hold that runs out leaves the
 * booking where it was and frees the held time.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, outbox, payments } from '../../src/server/db/schema';
import { releaseLapsedHolds } from '../../src/server/jobs/holds';
import { workOutbox } from '../../src/server/jobs/outbox-runner';
import { customerSession, staffToken, startTestServer, type TestServer } from '../support/test-server';
import {
  bookAndPay,
  CARD_DECLINED,
  CARD_OK,
  checkout,
  statusRequest,
  submitSandbox,
  waitFor,
} from './payments-support';

let server: TestServer;
let offsetMs = 0;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => server.close());

const rowOf = async (id: number) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** Mei's men's cut is S$10 cheaper than Kenji's: Mei to Kenji is a dearer move. */
async function paidWithMei(date: string, time: string, who: { token?: string; customer?: object } = {}) {
  const { booking, ret } = await bookAndPay(server, {
    stylist: STYLIST.mei,
    date,
    time,
    ...(who.token ? { token: who.token, customer: who.customer as never } : {}),
  });
  const paid = await server.call('paymentStatus', ret);
  expect(paid.body.data?.paid).toBe(true);
  return booking;
}

const moveTo = (
  bookingId: number,
  proof: { manage_token?: string; token?: string },
  date: string,
  time: string,
  preview = false,
) =>
  server.call(
    'bookingReschedule',
    {
      booking_id: bookingId,
      ...(proof.manage_token ? { manage_token: proof.manage_token } : {}),
      booking_date: date,
      start_slot_id: slotId(time),
      stylist_id: STYLIST.kenji,
      preview,
    },
    { token: proof.token },
  );

/** Someone else tries to book a time: 200 when it is free, 409 when it is held or taken. */
const bookStatus = async (stylist: number, date: string, time: string) =>
  (
    await server.call('book', {
      ...guest,
      email: `other${Math.random().toString(36).slice(2, 8)}@example.com`,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: stylist,
      booking_date: date,
      start_slot_id: slotId(time),
      payment_keyword: 'card',
    } as never)
  ).status;

describe('a paid booking moved to a dearer stylist', () => {
  it('holds the new time, takes exactly the difference through checkout, and only then moves', async () => {
    const date = weekday(5);
    const booking = await paidWithMei(date, '10:00');
    const t = booking.manage_token!;

    const look = await moveTo(booking.id, { manage_token: t }, date, '14:00', true);
    expect(look.body.data).toMatchObject({ preview: true, price_difference: 10, awaiting_payment: false });

    const held = await moveTo(booking.id, { manage_token: t }, date, '14:00');
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data).toMatchObject({ preview: false, awaiting_payment: true, price_difference: 10 });
    expect(held.body.message).toContain('S$10.00');
    // not moved yet, and the new time is held against everyone else
    expect(held.body.data!.booking).toMatchObject({
      stylist_id: STYLIST.mei,
      appointment_start_time: '10:00',
    });
    expect(await bookStatus(STYLIST.kenji, date, '14:00')).toBe(409);

    const wrong = await checkout(server, booking.id, booking.total_amount + 10, 'card', t);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('S$10.00');
    const co = await checkout(server, booking.id, 10, 'card', t);
    expect(co.status, JSON.stringify(co.body)).toBe(200);
    expect(co.body.data!.amount).toBe(10);
    const paid = await submitSandbox(server, co.body.data!.pay_url, CARD_OK);
    const ret = statusRequest(paid.location!);
    expect(ret.amount).toBe('10.00');
    const status = await server.call('paymentStatus', ret);
    expect(status.body.data).toMatchObject({ purpose: 'reschedule', paid: true, booking_id: booking.id });

    const row = await rowOf(booking.id);
    expect(row).toMatchObject({ stylistId: STYLIST.kenji, rescheduleCount: 1, paymentState: 'paid' });
    expect(row.totalAmount).toBe(booking.total_amount + 10);
    const taken = await server.deps.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(taken.filter((p) => p.state === 'paid').map((p) => p.amount)).toEqual([booking.total_amount, 10]);
    expect(await server.deps.db.select().from(bookings).where(eq(bookings.rescheduleOf, booking.id))).toEqual(
      [],
    );
    // the old time is free at once; the change is told as any reschedule
    expect(await bookStatus(STYLIST.mei, date, '10:00')).toBe(200);
    const told = await server.deps.db.select().from(outbox).where(eq(outbox.bookingId, booking.id));
    expect(told.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['booking_rescheduled_email', 'booking_rescheduled']),
    );
    // a replayed return changes nothing more
    await server.call('paymentStatus', ret);
    expect((await rowOf(booking.id)).rescheduleCount).toBe(1);
  });

  it('stays at its old time and frees the held time when the difference payment is cancelled', async () => {
    const date = weekday(6);
    const booking = await paidWithMei(date, '11:00');
    const t = booking.manage_token!;
    const before = await rowOf(booking.id);
    expect((await moveTo(booking.id, { manage_token: t }, date, '15:00')).status).toBe(200);
    const co = await checkout(server, booking.id, 10, 'card', t);
    const back = await submitSandbox(server, co.body.data!.pay_url, {}, 'cancel');
    expect(back.location).toBe('/booking-cancelled');

    expect(await rowOf(booking.id)).toEqual(before);
    expect(await bookStatus(STYLIST.kenji, date, '15:00')).toBe(200);
    const again = await checkout(server, booking.id, 10, 'card', t);
    expect(again.status).toBe(409);
  });

  it('frees the held time at once when the difference payment is declined, and tells the calendar', async () => {
    const date = weekday(3);
    const booking = await paidWithMei(date, '10:00');
    const t = booking.manage_token!;
    const before = await rowOf(booking.id);
    expect((await moveTo(booking.id, { manage_token: t }, date, '13:00')).status).toBe(200);
    expect(await bookStatus(STYLIST.kenji, date, '13:00')).toBe(409);
    // the desk sees the held time for what it is
    const staff = await staffToken(server);
    const day = (await server.call('calendar', { date }, { token: staff })).body.data!;
    expect(day.find((b) => b.hold?.moving_booking_id === booking.id)).toMatchObject({
      personnel_id: STYLIST.kenji,
      time: '13:00',
      hold: { waits_for: 'move_difference' },
    });
    expect(day.find((b) => b.id === booking.id)?.hold).toBeNull();
    const co = await checkout(server, booking.id, 10, 'card', t);
    const declined = await submitSandbox(server, co.body.data!.pay_url, CARD_DECLINED);
    const heard: string[] = [];
    const stop = server.deps.bus.subscribe((e) => (e.topic === 'bookings' ? heard.push(e.date) : undefined));
    const status = await server.call('paymentStatus', statusRequest(declined.location!));
    expect(status.body.data).toMatchObject({ purpose: 'reschedule', paid: false, refund_due: false });
    await waitFor(() => heard.includes(date), 2_000, 'the calendar event');
    stop();
    expect(await rowOf(booking.id)).toEqual(before);
    expect(await server.deps.db.select().from(bookings).where(eq(bookings.rescheduleOf, booking.id))).toEqual(
      [],
    );
    expect(await bookStatus(STYLIST.kenji, date, '13:00')).toBe(200);
  });

  it('stays at its old time when the hold runs out before the difference is paid', async () => {
    const date = weekday(7);
    const booking = await paidWithMei(date, '12:00');
    const t = booking.manage_token!;
    const before = await rowOf(booking.id);
    expect((await moveTo(booking.id, { manage_token: t }, date, '16:00')).status).toBe(200);
    const co = await checkout(server, booking.id, 10, 'card', t);
    expect(co.status).toBe(200);

    offsetMs += 16 * 60_000; // past the salon's 15-minute hold
    await releaseLapsedHolds(server.deps.db, server.deps.now());
    expect(await bookStatus(STYLIST.kenji, date, '16:00')).toBe(200);
    const late = await checkout(server, booking.id, 10, 'card', t);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/run out/);

    // the payment page was still open: the money arrives late, goes back, and nothing moves
    const paid = await submitSandbox(server, co.body.data!.pay_url, CARD_OK);
    const status = await server.call('paymentStatus', statusRequest(paid.location!));
    expect(status.body.data).toMatchObject({ purpose: 'reschedule', paid: false, refund_due: true });
    expect(await rowOf(booking.id)).toMatchObject({
      startsAt: before.startsAt,
      stylistId: STYLIST.mei,
      rescheduleCount: 0,
      totalAmount: before.totalAmount,
    });
    await workOutbox(server.deps);
    const [refund] = await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'refund')));
    expect(refund).toMatchObject({ state: 'sent' });
  });

  it('answers 404 to another customer, for the move and for its payment', async () => {
    const owner = await customerSession(server);
    const date = weekday(8);
    const booking = await paidWithMei(date, '10:00', {
      token: owner.auth_token,
      customer: { customer_id: owner.customer_id, full_name: '', email: '', phone_number: '' },
    });
    const reg = await server.call('register', {
      full_name: 'Someone Else',
      username: 'someone_else_topup',
      password: 'copper-comb-4821',
      phone_number: '98765432',
      email: 'someone_else_topup@example.com',
      gender: 2,
      date_of_birth: '1990-01-01',
    });
    const other = reg.body.data!.auth_token;
    expect((await moveTo(booking.id, { token: other }, date, '14:00')).status).toBe(404);
    expect((await moveTo(booking.id, { token: owner.auth_token }, date, '14:00')).status).toBe(200);
    const pay = await checkout(server, booking.id, 10, 'card', '', other);
    expect(pay.status).toBe(404);
    expect(JSON.stringify(pay.body)).not.toContain('10.00');
    expect((await checkout(server, booking.id, 10, 'card', '', owner.auth_token)).status).toBe(200);
  });
});
