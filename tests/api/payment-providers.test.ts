/**
 * One provider suite, run against each provider: the sandbox, and Stripe through a local stand-in
 * of its API driven by the real SDK. Whatever the provider, a payment it reports ends in exactly
 * one place (the booking confirmed, or refunded), the notice and the browser's return settle once
 * in any order and any number of copies, a forged notice changes nothing, and the hold job asks
 * the provider before it lets a hold go.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, weekday } from '../../scripts/support/demo-salon';
import { bookingChanges, bookings, outbox, paymentNotices, payments } from '../../src/server/db/schema';
import { releaseLapsedHoldsAfterLookup } from '../../src/server/jobs/hold-lookups';
import { workOutbox } from '../../src/server/jobs/outbox-runner';
import { SANDBOX_SIGNATURE_HEADER, sandboxNoticeOf } from '../../src/server/payments/sandbox-notices';
import type { PaymentStatusRequest } from '../../src/shared/contract/payments';
import { toCents } from '../../src/shared/domain/money';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from '../support/stripe-stand-in';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';
import { book, CARD_OK, checkout, statusRequest, submitSandbox } from './payments-support';

type Notice = { body: string; headers: Record<string, string> };
type Paid = { ret: PaymentStatusRequest; notice: Notice };

/** What the suite needs of a provider: a server using it, and the customer paying on its page. */
type Driver = {
  name: 'sandbox' | 'stripe';
  start(now: () => Date): Promise<TestServer>;
  /** The customer pays on the provider's page; the return and the notice are not sent yet. */
  pay(server: TestServer, payUrl: string, orderId: string): Promise<Paid>;
  /** The same notice with a signature that does not hold. */
  forged(notice: Notice): Notice[];
  /** What the provider charged for an order, in cents. */
  chargedCents(server: TestServer, orderId: string): Promise<number>;
  /** How the provider's refund references look. */
  refundId: RegExp;
  /** The refunds the provider made for a payment, in cents. */
  refundsOf(server: TestServer, payment: typeof payments.$inferSelect): Promise<number[]>;
  stop(): Promise<void>;
};

const sandbox: Driver = {
  name: 'sandbox',
  start: (now) => startTestServer({}, { now }),
  async pay(server, payUrl, orderId) {
    const paid = await submitSandbox(server, payUrl, CARD_OK);
    if (paid.status !== 303 || !paid.location) throw new Error(`sandbox answered ${paid.status}`);
    const queued = await sandboxNoticeOf(server.deps.db, orderId);
    if (!queued) throw new Error('the sandbox queued no notice');
    return {
      ret: statusRequest(paid.location),
      notice: { body: queued.body, headers: { [SANDBOX_SIGNATURE_HEADER]: queued.signature } },
    };
  },
  forged: (n) => [
    { body: n.body, headers: {} },
    { body: n.body, headers: { [SANDBOX_SIGNATURE_HEADER]: `v1=${'a'.repeat(64)}` } },
    { body: n.body.replace('"resultCode":"0000"', '"resultCode":"0001"'), headers: n.headers },
  ],
  async chargedCents(server, orderId) {
    const queued = await sandboxNoticeOf(server.deps.db, orderId);
    return toCents(JSON.parse(queued!.body).data.amount);
  },
  refundId: /^SBXR-/,
  async refundsOf(server, payment) {
    const lines = await server.deps.db
      .select()
      .from(bookingChanges)
      .where(and(eq(bookingChanges.bookingId, payment.bookingId), eq(bookingChanges.kind, 'refunded')));
    return lines
      .map((l) => l.details as { amount: number; order_id: string })
      .filter((d) => d.order_id === payment.orderId)
      .map((d) => toCents(d.amount));
  },
  stop: async () => {},
};

function stripeDriver(): Driver {
  let standIn: StripeStandIn;
  return {
    name: 'stripe',
    async start(now) {
      standIn = await startStripeStandIn();
      return startTestServer(
        {
          paymentProvider: 'stripe',
          stripeSecretKey: STAND_IN_SECRET_KEY,
          stripeWebhookSecret: STAND_IN_WEBHOOK_SECRET,
          stripeApiUrl: standIn.url,
          paymentWallets: ['paynow', 'grabpay'],
        },
        { now },
      );
    },
    async pay(_server, payUrl, orderId) {
      const session = standIn.sessionOf(orderId);
      if (!session || session.url !== payUrl)
        throw new Error('checkout did not send the browser to the session');
      const completed = standIn.pay(session.id);
      const back = session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id);
      return {
        ret: statusRequest(back),
        notice: { body: completed.body, headers: { 'stripe-signature': completed.signature } },
      };
    },
    forged: (n) => [
      { body: n.body, headers: {} },
      { body: n.body, headers: { 'stripe-signature': 't=1,v1=0000' } },
      { body: n.body.replace('"payment_status":"paid"', '"payment_status":"paid" '), headers: n.headers },
    ],
    async chargedCents(_server, orderId) {
      return standIn.sessionOf(orderId)!.amount_total!;
    },
    refundId: /^re_test_/,
    async refundsOf(_server, payment) {
      return standIn.refunds.filter((r) => r.payment_intent === payment.referenceNo).map((r) => r.amount);
    },
    stop: () => standIn.close(),
  };
}

const someoneElse = { ...guest, full_name: 'Another Guest', email: 'another@example.com' };

describe.each([sandbox, stripeDriver()])('the $name provider', (driver) => {
  let server: TestServer;
  let offsetMs = 0;
  beforeAll(async () => {
    server = await driver.start(() => new Date(Date.now() + offsetMs));
  });
  afterAll(async () => {
    await server.close();
    await driver.stop();
  });

  const row = async (id: number) =>
    (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const paymentOf = async (orderId: string) =>
    (await server.deps.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
  const kinds = async (bookingId: number) =>
    (await server.deps.db.select().from(outbox).where(eq(outbox.bookingId, bookingId)))
      .map((m) => m.kind)
      .sort();
  const notify = (n: Notice) =>
    server.raw(`/api/payment/${driver.name}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...n.headers },
      body: n.body,
    });

  /** Books and checks out; the customer then pays on the provider's page. */
  async function bookAndPay(o: Parameters<typeof book>[1]) {
    const booking = await book(server, o);
    const co = await checkout(server, booking.id, booking.total_amount, 'card', booking.manage_token);
    expect(co.status).toBe(200);
    const orderId = co.body.data!.order_id;
    return { booking, orderId, ...(await driver.pay(server, co.body.data!.pay_url, orderId)) };
  }

  it('charges the booking’s total, in cents', async () => {
    const booking = await book(server, { stylist: STYLIST.mei, date: weekday(2), time: '09:00' });
    const co = await checkout(server, booking.id, booking.total_amount, 'card', booking.manage_token);
    expect(co.body.data!.amount).toBe(booking.total_amount);
    await driver.pay(server, co.body.data!.pay_url, co.body.data!.order_id);
    expect(await driver.chargedCents(server, co.body.data!.order_id)).toBe(toCents(booking.total_amount));
  });

  it('confirms by the notice alone, once, and the return that follows answers the same', async () => {
    const { booking, notice, ret } = await bookAndPay({
      stylist: STYLIST.daniel,
      date: weekday(2),
      time: '09:00',
    });
    expect((await notify(notice)).status).toBe(200);
    expect(await row(booking.id)).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
    const back = await server.call('paymentStatus', ret);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ paid: true, status: 'confirmed' });
    expect(await kinds(booking.id)).toEqual(['booking_confirmation', 'payment_success']);
  });

  it('confirms once for ten concurrent copies of the notice and the return, and once for a replay', async () => {
    const { booking, orderId, notice, ret } = await bookAndPay({
      stylist: STYLIST.kenji,
      date: weekday(2),
      time: '09:00',
    });
    const answers = await Promise.all([
      server.call('paymentStatus', ret),
      ...Array.from({ length: 10 }, () => notify(notice)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(11).fill(200));
    expect((await notify(notice)).status).toBe(200); // replayed later
    expect(await row(booking.id)).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
    expect(await kinds(booking.id)).toEqual(['booking_confirmation', 'payment_success']);
    const kept = await server.deps.db
      .select()
      .from(paymentNotices)
      .where(eq(paymentNotices.orderId, orderId));
    expect(kept).toHaveLength(1);
  });

  it('refuses a forged notice with 400 and changes nothing', async () => {
    const { booking, orderId, notice } = await bookAndPay({
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(2),
      time: '09:00',
    });
    for (const forged of driver.forged(notice)) {
      const res = await notify(forged);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'invalid_signature' });
    }
    expect(await row(booking.id)).toMatchObject({ status: 'pending', paymentState: 'unpaid' });
    expect(await paymentOf(orderId)).toMatchObject({ state: 'pending' });
  });

  it('refunds a cancelled paid booking through the provider, with its payment reference', async () => {
    const { booking, orderId, notice } = await bookAndPay({
      stylist: STYLIST.sofia,
      service: SERVICE.brows,
      date: weekday(6),
      time: '09:00',
    });
    await notify(notice);
    const cancelled = await server.call('bookingCancel', {
      booking_id: booking.id,
      manage_token: booking.manage_token,
    });
    expect(cancelled.status).toBe(200);
    await workOutbox(server.deps);
    expect(await row(booking.id)).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    const payment = await paymentOf(orderId);
    expect(payment.referenceNo).toBeTruthy();
    expect(await driver.refundsOf(server, payment)).toEqual([toCents(booking.total_amount)]);
    // the details sheet shows the payment and its refund with the provider's references
    const seen = await server.call(
      'bookingPayments',
      { booking_id: booking.id },
      { token: await adminToken(server) },
    );
    expect(seen.body.data).toEqual([
      expect.objectContaining({
        order_id: orderId,
        provider: driver.name,
        reference_no: payment.referenceNo,
        state: 'refunded',
        refund_due: false,
        refunds: [
          expect.objectContaining({
            amount: booking.total_amount,
            refund_id: expect.stringMatching(driver.refundId),
          }),
        ],
      }),
    ]);
  });

  it('refunds once a payment whose lapsed time another booking took', async () => {
    const slot = { stylist: STYLIST.priya, service: SERVICE.brows, date: weekday(3), time: '09:00' };
    const { booking, orderId, notice } = await bookAndPay(slot);
    offsetMs += 31 * 60_000;
    const taker = await book(server, { ...slot, customer: someoneElse });
    await Promise.all([notify(notice), notify(notice)]);
    expect(await row(booking.id)).toMatchObject({ status: 'cancelled', paymentState: 'refund_due' });
    expect(await row(taker.id)).toMatchObject({ status: 'pending' });
    await workOutbox(server.deps);
    await workOutbox(server.deps);
    expect(await row(booking.id)).toMatchObject({ paymentState: 'refunded' });
    const payment = await paymentOf(orderId);
    expect(await driver.refundsOf(server, payment)).toEqual([toCents(booking.total_amount)]);
  });

  it('asks the provider before releasing a hold: keeps the paid booking, releases the unpaid one', async () => {
    const paid = await bookAndPay({ stylist: STYLIST.mei, date: weekday(4), time: '09:00' });
    const unpaid = await book(server, { stylist: STYLIST.daniel, date: weekday(4), time: '09:00' });
    expect((await checkout(server, unpaid.id, unpaid.total_amount, 'card', unpaid.manage_token)).status).toBe(
      200,
    );
    offsetMs += 31 * 60_000;
    const released = await releaseLapsedHoldsAfterLookup(server.deps);
    expect(released).toContain(unpaid.id);
    expect(released).not.toContain(paid.booking.id);
    expect(await row(paid.booking.id)).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
    expect(await row(unpaid.id)).toMatchObject({ status: 'cancelled' });
    // the notice that comes after changes nothing
    expect((await notify(paid.notice)).status).toBe(200);
    expect(await kinds(paid.booking.id)).toEqual(['booking_confirmation', 'payment_success']);
  });
});
