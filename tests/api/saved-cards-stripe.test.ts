/**
 * Stripe passes the same saved-cards suite as the sandbox, through a local stand-in of its API
 * driven by the real SDK: a card is saved on Stripe's page of a `setup` Checkout Session (a
 * Customer and a SetupIntent, nothing charged), and a fee is an off-session PaymentIntent. Also:
 * the webhook of a setup session saves the card with no browser return, and a retried fee is one
 * charge at Stripe.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLIST } from '../../scripts/support/demo-salon';
import { bookings } from '../../src/server/db/schema';
import { createPaymentProvider } from '../../src/server/payments/create-provider';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from '../support/stripe-stand-in';
import { startTestServer, type TestServer } from '../support/test-server';
import { checkout, statusRequest } from './payments-support';
import { cardBooking, keepCardsOnFile, SAVED_CARD, savedCardsContract } from './saved-cards-contract';

let server: TestServer;
let standIn: StripeStandIn;
let n = 0;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  server = await startTestServer({
    paymentProvider: 'stripe',
    stripeSecretKey: STAND_IN_SECRET_KEY,
    stripeWebhookSecret: STAND_IN_WEBHOOK_SECRET,
    stripeApiUrl: standIn.url,
  });
  await keepCardsOnFile(server);
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

/** A card-on-file booking's checkout: Stripe's setup page for it. */
async function setupSession() {
  const i = n++;
  const b = await cardBooking(server, i, STYLIST.daniel, `stripe.card${i}@example.com`);
  expect(b.card_required).toBe(true);
  const co = await checkout(server, b.id, 0, 'card', b.manage_token);
  expect(co.status).toBe(200);
  const session = standIn.sessionOf(co.body.data!.order_id)!;
  expect(session).toMatchObject({ mode: 'setup', url: co.body.data!.pay_url });
  return { booking: b, session };
}

const savedRef = async (bookingId: number) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;

savedCardsContract('stripe', {
  provider: () => createPaymentProvider(server.deps),
  async saveCard(cardNumber) {
    const { booking, session } = await setupSession();
    standIn.saveCard(session.id, cardNumber);
    const back = session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id);
    expect((await server.call('paymentStatus', statusRequest(back))).status).toBe(200);
    const row = await savedRef(booking.id);
    expect(row).toMatchObject({ status: 'confirmed' });
    return row.savedCardRef!;
  },
});

describe('stripe: cards kept on file, beyond the shared suite', () => {
  it('saves the card from the webhook alone when the browser never comes back', async () => {
    const { booking, session } = await setupSession();
    const completed = standIn.saveCard(session.id, SAVED_CARD.charges);
    const res = await server.raw('/api/payment/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': completed.signature },
      body: completed.body,
    });
    expect(res.status).toBe(200);
    const row = await savedRef(booking.id);
    expect(row.status).toBe('confirmed');
    expect(row.savedCardRef).toMatch(/^cus_test_\w+\/pm_test_\w+$/);
    // nothing was charged to save it
    expect(standIn.charges.filter((c) => c.customer === row.savedCardRef!.split('/')[0])).toEqual([]);
  });

  it('charges a fee once at Stripe, whatever is retried', async () => {
    const { session, booking } = await setupSession();
    standIn.saveCard(session.id, SAVED_CARD.charges);
    const back = session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id);
    await server.call('paymentStatus', statusRequest(back));
    const ref = (await savedRef(booking.id)).savedCardRef!;
    const key = `fee-once-${booking.id}`;
    const charge = () =>
      createPaymentProvider(server.deps).chargeSavedCard({
        cardRef: ref,
        amount: 12.5,
        orderId: `TR-${key}`,
        idempotencyKey: key,
        description: 'No-show fee',
      });
    const outcomes = await Promise.all([charge(), charge(), charge()]);
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    const made = standIn.charges.filter((c) => c.metadata?.order_id === `TR-${key}`);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 1250, currency: 'sgd', customer: ref.split('/')[0] });
  });
});
