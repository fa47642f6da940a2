/**
 * The provider tells the server, not only the browser: the sandbox's signed notice settles a
 * payment whose browser never came back; notice and return settle once in either order and in any
 * number of copies; a forged notice changes nothing; the hold job asks the provider before it lets
 * a hold go; a payment for a time already taken is refunded once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, weekday } from '../../scripts/support/demo-salon';
import { bookingChanges, bookings, outbox, paymentNotices, payments } from '../../src/server/db/schema';
import { releaseLapsedHoldsAfterLookup } from '../../src/server/jobs/hold-lookups';
import { workOutbox } from '../../src/server/jobs/outbox-runner';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxNoticeOf,
  signNotice,
} from '../../src/server/payments/sandbox-notices';
import { startTestServer, type TestServer } from '../support/test-server';
import { book, bookAndPay, checkout, waitFor } from './payments-support';

const someoneElse = { ...guest, full_name: 'Another Guest', email: 'another@example.com' };

const bookingRow = async (server: TestServer, id: number) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

const kindsOf = async (server: TestServer, bookingId: number) =>
  (await server.deps.db.select().from(outbox).where(eq(outbox.bookingId, bookingId)))
    .map((m) => m.kind)
    .sort();

/** The notice the sandbox queued for an order: its exact body and signature header. */
async function queuedNotice(server: TestServer, orderId: string) {
  const notice = await sandboxNoticeOf(server.deps.db, orderId);
  if (!notice) throw new Error(`no notice queued for ${orderId}`);
  return notice;
}

/** POSTs a notice to the sandbox's webhook as the provider's server would. */
const postNotice = (server: TestServer, body: string, signature?: string) =>
  server.raw('/api/payment/sandbox/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature }),
    },
    body,
  });

describe('a payment whose browser never comes back (job loop running)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ runJobs: true, jobIntervalMs: 100 });
  });
  afterAll(() => server.close());

  it('is confirmed by the sandbox’s own notice within a job interval', async () => {
    const { booking } = await bookAndPay(server, { stylist: STYLIST.mei, date: weekday(3), time: '10:00' });
    // the browser's return is never sent
    await waitFor(
      async () => (await bookingRow(server, booking.id)).status === 'confirmed',
      5_000,
      'the notice to confirm the booking',
    );
    expect(await bookingRow(server, booking.id)).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
    const notices = await server.deps.db.select().from(paymentNotices);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ provider: 'sandbox', eventType: 'payment.result' });
  });
});

describe('notices and returns (no job loop; the test delivers)', () => {
  let server: TestServer;
  let offsetMs = 0;
  beforeAll(async () => {
    server = await startTestServer({}, { now: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => server.close());

  it('settles once when the notice comes first, then the return answers the same booking', async () => {
    const { booking, orderId, ret } = await bookAndPay(server, {
      stylist: STYLIST.daniel,
      date: weekday(3),
      time: '10:00',
    });
    const notice = await queuedNotice(server, orderId);
    const res = await postNotice(server, notice.body, notice.signature);
    expect(res.status).toBe(200);
    expect(await bookingRow(server, booking.id)).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
    const back = await server.call('paymentStatus', ret);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ paid: true, status: 'confirmed' });
    // the outbox still delivers its queued copy: nothing more happens
    await workOutbox(server.deps);
    expect(await kindsOf(server, booking.id)).toEqual(['booking_confirmation', 'payment_success']);
  });

  it('settles once when the return comes first and the notice after', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.sofia,
      service: SERVICE.brows,
      date: weekday(3),
      time: '10:00',
    });
    expect((await server.call('paymentStatus', ret)).body.data).toMatchObject({ paid: true });
    await workOutbox(server.deps);
    expect(await bookingRow(server, booking.id)).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
    expect(await kindsOf(server, booking.id)).toEqual(['booking_confirmation', 'payment_success']);
  });

  it('confirms once with ten concurrent copies of the notice and the return among them', async () => {
    const { booking, orderId, ret } = await bookAndPay(server, {
      stylist: STYLIST.kenji,
      date: weekday(3),
      time: '10:00',
    });
    const notice = await queuedNotice(server, orderId);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => postNotice(server, notice.body, notice.signature)),
      server.call('paymentStatus', ret),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(11).fill(200));
    expect(await bookingRow(server, booking.id)).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
    expect(await kindsOf(server, booking.id)).toEqual(['booking_confirmation', 'payment_success']);
    const confirmations = await server.deps.db
      .select()
      .from(bookingChanges)
      .where(and(eq(bookingChanges.bookingId, booking.id), eq(bookingChanges.kind, 'status')));
    expect(confirmations.length).toBeLessThanOrEqual(1);
    const events = await server.deps.db
      .select()
      .from(paymentNotices)
      .where(eq(paymentNotices.orderId, orderId));
    expect(events).toHaveLength(1);
  });

  it('refuses a forged notice with 400 and changes nothing', async () => {
    const { booking, orderId } = await bookAndPay(server, {
      stylist: STYLIST.priya,
      service: SERVICE.brows,
      date: weekday(3),
      time: '10:00',
    });
    const notice = await queuedNotice(server, orderId);
    const altered = notice.body.replace(/"amount":"[^"]*"/, '"amount":"1.00"');
    const forged: [string, string | undefined][] = [
      [notice.body, undefined],
      [notice.body, ''],
      [notice.body, `v1=${'0'.repeat(64)}`],
      [altered, notice.signature],
      [notice.body, signNotice('not the secret', notice.body)],
      ['not json', signNotice(server.deps.secrets.payment, 'not json')],
    ];
    for (const [body, signature] of forged) {
      const res = await postNotice(server, body, signature);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'invalid_signature' });
    }
    expect(await bookingRow(server, booking.id)).toMatchObject({ status: 'pending', paymentState: 'unpaid' });
    const [p] = await server.deps.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(p).toMatchObject({ state: 'pending' });
    expect(
      await server.deps.db.select().from(paymentNotices).where(eq(paymentNotices.orderId, orderId)),
    ).toEqual([]);
  });

  it('refunds once a payment whose lapsed time was taken by another booking', async () => {
    const slot = { stylist: STYLIST.aisha, service: SERVICE.brows, date: weekday(4), time: '10:00' };
    const { booking, orderId } = await bookAndPay(server, slot);
    offsetMs += 16 * 60_000;
    const taker = await book(server, { ...slot, customer: someoneElse }); // releases the lapsed hold
    expect((await bookingRow(server, booking.id)).status).toBe('cancelled');
    const notice = await queuedNotice(server, orderId);
    await Promise.all([1, 2, 3].map(() => postNotice(server, notice.body, notice.signature)));
    expect(await bookingRow(server, booking.id)).toMatchObject({
      status: 'cancelled',
      paymentState: 'refund_due',
    });
    expect(await bookingRow(server, taker.id)).toMatchObject({ status: 'pending' });
    await workOutbox(server.deps);
    const refunds = await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'refund')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ state: 'sent' });
    expect(await bookingRow(server, booking.id)).toMatchObject({ paymentState: 'refunded' });
    const [p] = await server.deps.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(p).toMatchObject({ state: 'refunded' });
  });

  it('asks the provider before releasing a hold: keeps the paid booking, releases the unpaid one', async () => {
    const paid = await bookAndPay(server, { stylist: STYLIST.mei, date: weekday(5), time: '10:00' });
    const unpaid = await book(server, { stylist: STYLIST.daniel, date: weekday(5), time: '10:00' });
    expect((await checkout(server, unpaid.id, unpaid.total_amount)).status).toBe(200);
    offsetMs += 16 * 60_000;
    // the notice has not been delivered: only the look-up can know of the payment
    const released = await releaseLapsedHoldsAfterLookup(server.deps);
    expect(released).toContain(unpaid.id);
    expect(released).not.toContain(paid.booking.id);
    expect(await bookingRow(server, paid.booking.id)).toMatchObject({
      status: 'confirmed',
      paymentState: 'paid',
    });
    expect(await bookingRow(server, unpaid.id)).toMatchObject({
      status: 'cancelled',
      statusChangedBy: 'system',
    });
    // the notice that arrives later changes nothing
    await workOutbox(server.deps);
    expect(await kindsOf(server, paid.booking.id)).toEqual(['booking_confirmation', 'payment_success']);
  });
});
