/**
 * What is Stripe's alone (the provider suite covers the rest): the start refuses a missing key,
 * the Checkout Session carries the server's amount in cents, the order in its metadata, an
 * idempotency key, and closes with the hold (never sooner than Stripe's 30 minutes); the browser's
 * return is believed only once the session is retrieved; a wrong webhook signature is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLIST, weekday } from '../../scripts/support/demo-salon';
import { loadConfig } from '../../src/server/config';
import { ConfigurationError } from '../../src/server/environment';
import { sessionExpiry } from '../../src/server/payments/stripe';
import { toCents } from '../../src/shared/domain/money';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from '../support/stripe-stand-in';
import { startTestServer, type TestServer } from '../support/test-server';
import { book, checkout, statusRequest } from './payments-support';

describe('configuration', () => {
  it('stops the start when PAYMENT_PROVIDER=stripe has no secret key or webhook secret, naming them', () => {
    const start = () => loadConfig({ PAYMENT_PROVIDER: 'stripe' });
    expect(start).toThrow(ConfigurationError);
    expect(start).toThrow(/PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY/);
    expect(start).toThrow(/PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
  });

  it('reads the wallets PAYMENT_METHODS names as the e-wallet method', () => {
    const c = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      PAYMENT_METHODS: 'card,paynow,wechat_pay',
    });
    expect(c).toMatchObject({
      paymentMethods: ['card', 'ewallet'],
      paymentWallets: ['paynow', 'wechat_pay'],
    });
    expect(loadConfig({}).paymentWallets).toEqual(['paynow', 'grabpay']);
  });

  it('closes the session with the hold, never sooner than Stripe’s 30 minutes', () => {
    const now = new Date('2026-12-01T01:00:00Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(sessionExpiry(now, at(15)) * 1000).toBe(at(31).getTime());
    expect(sessionExpiry(now, at(90)) * 1000).toBe(at(90).getTime());
  });
});

describe('Stripe Checkout through the stand-in', () => {
  let standIn: StripeStandIn;
  let server: TestServer;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    server = await startTestServer({
      paymentProvider: 'stripe',
      stripeSecretKey: STAND_IN_SECRET_KEY,
      stripeWebhookSecret: STAND_IN_WEBHOOK_SECRET,
      stripeApiUrl: standIn.url,
      holdMinutesOverride: 60,
    });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('opens a session for the server’s total in cents, with the order, an idempotency key and the hold’s end', async () => {
    const booking = await book(server, { stylist: STYLIST.mei, date: weekday(2), time: '11:00' });
    const co = await checkout(server, booking.id, booking.total_amount, 'ewallet', booking.manage_token);
    expect(co.status).toBe(200);
    const orderId = co.body.data!.order_id;
    const session = standIn.sessionOf(orderId)!;
    expect(co.body.data!.pay_url).toBe(session.url);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      amount_total: toCents(booking.total_amount),
      currency: 'sgd',
      client_reference_id: orderId,
      metadata: { order_id: orderId, booking_id: String(booking.id) },
      payment_method_types: ['paynow', 'grabpay'],
    });
    expect(session.expires_at * 1000).toBe(Math.floor(Date.parse(booking.hold_expires_at!) / 1000) * 1000);
    const create = standIn.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(create?.idempotencyKey).toBe(`checkout-${orderId}`);
  });

  it('believes the return only after retrieving the session: an unpaid or foreign session changes nothing', async () => {
    const booking = await book(server, { stylist: STYLIST.daniel, date: weekday(2), time: '11:00' });
    const co = await checkout(server, booking.id, booking.total_amount, 'card', booking.manage_token);
    const orderId = co.body.data!.order_id;
    const session = standIn.sessionOf(orderId)!;
    const back = statusRequest(session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id));
    // the customer has not paid yet: a return with a made-up success code confirms nothing
    const early = await server.call('paymentStatus', { ...back, result_code: '0000' });
    expect(early.status).toBe(200);
    expect(early.body.data).toMatchObject({ paid: false, status: 'pending' });
    expect(early.body.message).toMatch(/still being processed/);
    const foreign = await server.call('paymentStatus', { ...back, access_order_id: 'cs_test_unknown' });
    expect(foreign.status).toBe(400);
    standIn.pay(session.id);
    const paid = await server.call('paymentStatus', back);
    expect(paid.body.data).toMatchObject({ paid: true, status: 'confirmed' });
  });

  it('answers 400 to an event signed with another secret, and 200 to events it does not act on', async () => {
    const event = standIn.event('customer.created', { id: 'cus_test_1', object: 'customer' });
    const wrong = await server.raw('/api/payment/stripe/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // the signature's first digit changed (to 1 where it was 0: the same digit would sign it still)
        'stripe-signature': event.signature.replace(
          /v1=(\w)/,
          (_, d: string) => `v1=${d === '0' ? '1' : '0'}`,
        ),
      },
      body: event.body,
    });
    expect(wrong.status).toBe(400);
    const right = await server.raw('/api/payment/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    });
    expect(right.status).toBe(200);
  });
});
