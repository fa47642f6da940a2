/**
 * The payment hold: an unpaid booking holds its time for the configured minutes; then the job
 * cancels it and frees the time. A payment arriving after that re-activates the booking when the
 * time is still free, and is recorded for refund (never double-booked) when it was taken.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, payments } from '../../src/server/db/schema';
import { releaseLapsedHolds } from '../../src/server/jobs/holds';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';
import { book, bookAndPay, checkout, waitFor } from './payments-support';

const bookingRow = async (server: TestServer, id: number) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const someoneElse = { ...guest, full_name: 'Another Guest', email: 'another@example.com' };

describe('a configured hold, worked by the job', () => {
  // the hold lapses when the test moves the server's clock, never because the machine was slow
  const HOLD_MINUTES = 10;
  let server: TestServer;
  let offsetMs = 0;
  beforeAll(async () => {
    server = await startTestServer(
      { holdMinutesOverride: HOLD_MINUTES, runJobs: true, jobIntervalMs: 100 },
      { now: () => new Date(Date.now() + offsetMs) },
    );
  });
  afterAll(() => server.close());

  it('expires an unpaid booking and makes its time bookable again', async () => {
    const slot = { stylist: STYLIST.mei, service: SERVICE.mensCut, date: weekday(5), time: '10:00' };
    const held = await book(server, slot);
    const holdMs = Date.parse(held.hold_expires_at!) - server.deps.now().getTime();
    expect(holdMs).toBeGreaterThan((HOLD_MINUTES - 1) * 60_000);
    expect(holdMs).toBeLessThanOrEqual(HOLD_MINUTES * 60_000);
    // while held, the time is taken
    const taken = await server.call('book', {
      ...someoneElse,
      selected_service_ids: [slot.service],
      stylist_id: slot.stylist,
      booking_date: slot.date,
      start_slot_id: 3,
      payment_keyword: 'card',
    } as never);
    expect(taken.status).toBe(409);
    offsetMs += (HOLD_MINUTES + 1) * 60_000;
    await waitFor(
      async () => (await bookingRow(server, held.id)).status === 'cancelled',
      10_000,
      'the hold to lapse',
    );
    expect(await bookingRow(server, held.id)).toMatchObject({
      status: 'cancelled',
      paymentState: 'unpaid',
      statusChangedBy: 'system',
    });
    const again = await book(server, { ...slot, customer: someoneElse });
    expect(again.status).toBe('pending');
  });

  it('never expires a paid booking', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.daniel,
      date: weekday(5),
      time: '10:00',
    });
    await server.call('paymentStatus', ret);
    // the hold-expiry job, run as if its hold had lapsed long ago, leaves it alone
    const released = await releaseLapsedHolds(
      server.deps.db,
      new Date(server.deps.now().getTime() + 3_600_000),
    );
    expect(released).not.toContain(booking.id);
    expect(await bookingRow(server, booking.id)).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
  });
});

describe('payments that arrive after the hold lapsed (moved clock)', () => {
  let server: TestServer;
  let offsetMs = 0;
  const later = (minutes: number) => {
    offsetMs += minutes * 60_000;
  };
  beforeAll(async () => {
    server = await startTestServer({}, { now: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => server.close());

  it('refuses a checkout once the hold has lapsed', async () => {
    const held = await book(server, { stylist: STYLIST.kenji, date: weekday(6), time: '10:00' });
    later(16);
    const res = await checkout(server, held.id, held.total_amount);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The time held for this booking has run out. Please book again.');
    expect((await bookingRow(server, held.id)).status).toBe('cancelled');
  });

  it('re-activates the booking when the time is still free', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.sofia,
      service: SERVICE.brows,
      date: weekday(6),
      time: '10:00',
    });
    later(16);
    expect(await releaseLapsedHolds(server.deps.db, server.deps.now())).toContain(booking.id);
    const res = await server.call('paymentStatus', ret);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      paid: true,
      refund_due: false,
      status: 'confirmed',
      payment_state: 'paid',
    });
    expect(await bookingRow(server, booking.id)).toMatchObject({
      status: 'confirmed',
      paymentState: 'paid',
      holdExpiresAt: null,
    });
  });

  it('records the payment for refund when the time was taken meanwhile, and never double-books', async () => {
    const slot = { stylist: STYLIST.priya, service: SERVICE.brows, date: weekday(6), time: '10:00' };
    const { booking, ret } = await bookAndPay(server, slot);
    later(16);
    const taker = await book(server, { ...slot, customer: someoneElse }); // releases the lapsed hold and takes the time
    expect((await bookingRow(server, booking.id)).status).toBe('cancelled');

    const res = await server.call('paymentStatus', ret);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      paid: false,
      refund_due: true,
      status: 'cancelled',
      payment_state: 'refund_due',
    });
    expect(res.body.message).toBe(
      'Your payment arrived after the held time ran out and the time was taken meanwhile. We will refund you in full.',
    );
    const [payment] = await server.deps.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ state: 'paid', refundDue: true });
    expect(await bookingRow(server, taker.id)).toMatchObject({ status: 'pending' });
    // the replay answers the same and still books nothing
    const replay = await server.call('paymentStatus', ret);
    expect(replay.body).toEqual(res.body);
  });

  it('keeps a booking that staff cancelled cancelled when a payment still arrives, and flags the refund', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(6),
      time: '11:00',
    });
    const token = await adminToken(server);
    const cancelled = await server.call(
      'updateStatus',
      { booking_id: booking.id, status: 'cancelled' },
      { token },
    );
    expect(cancelled.status).toBe(200);
    const res = await server.call('paymentStatus', ret);
    expect(res.body.data).toMatchObject({
      paid: false,
      refund_due: true,
      status: 'cancelled',
      payment_state: 'refund_due',
    });
    expect((await bookingRow(server, booking.id)).status).toBe('cancelled');
  });
});

describe('a lapsed hold and the next booking of its time (no job running)', () => {
  const HOLD_MINUTES = 10;
  let server: TestServer;
  let offsetMs = 0;
  beforeAll(async () => {
    server = await startTestServer(
      { holdMinutesOverride: HOLD_MINUTES },
      { now: () => new Date(Date.now() + offsetMs) },
    );
  });
  afterAll(() => server.close());

  it('releases the lapsed hold as it books the time, in the same transaction', async () => {
    const slot = { stylist: STYLIST.mei, service: SERVICE.mensCut, date: weekday(5), time: '10:00' };
    const held = await book(server, slot);
    offsetMs += (HOLD_MINUTES + 1) * 60_000;
    // no job has run: the hold is still pending in the table until someone claims the time
    expect((await bookingRow(server, held.id)).status).toBe('pending');
    const again = await book(server, { ...slot, customer: someoneElse });
    expect(again.status).toBe('pending');
    expect(await bookingRow(server, held.id)).toMatchObject({
      status: 'cancelled',
      statusChangedBy: 'system',
    });
  });

  it('leaves a hold that has not lapsed in place, and the time taken', async () => {
    const slot = { stylist: STYLIST.mei, service: SERVICE.mensCut, date: weekday(6), time: '10:00' };
    const held = await book(server, slot);
    const taken = await server.call('book', {
      ...someoneElse,
      selected_service_ids: [slot.service],
      stylist_id: slot.stylist,
      booking_date: slot.date,
      start_slot_id: slotId(slot.time),
      payment_keyword: 'card',
    } as never);
    expect(taken.status).toBe(409);
    expect((await bookingRow(server, held.id)).status).toBe('pending');
  });
});
