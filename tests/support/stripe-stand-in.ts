/**
 * A local stand-in for the part of Stripe's API that Tress calls, for tests: the real SDK talks to
 * it (STRIPE_API_URL gives the SDK its host, port and protocol). It answers only Checkout Sessions
 * (create in payment or setup mode, retrieve with an expanded SetupIntent, expire), off-session
 * PaymentIntents on a saved card, and refunds, with objects typed as the SDK's own types and built
 * from Stripe's published fixtures (tests/fixtures/stripe-objects.json); it refuses what Stripe
 * would: a wrong key, a POST without an idempotency key, an amount of zero or less, a session that
 * closes sooner than 30 minutes, an unknown session or payment intent, a refund above what is left.
 * The same idempotency key answers the same object again, as Stripe does.
 *
 * The test plays the customer and Stripe's webhook sender: `pay` completes a session on "Stripe's
 * page", `saveCard` completes a setup session with a card (whose later off-session charges behave as
 * Stripe's test cards do: 4000 0027 6000 3184 needs authentication, 4000 0000 0000 0341 is
 * declined), `event` builds an event signed with the SDK's `webhooks.generateTestHeaderString`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import fixtures from '../fixtures/stripe-objects.json';

export const STAND_IN_SECRET_KEY = 'sk_test_standin0000000000000000';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin0000000000000000';

/** An event as Stripe would POST it: the exact body and its `Stripe-Signature` header. */
export type SignedEvent = { event: Stripe.Event; body: string; signature: string };

export type StripeStandIn = {
  /** STRIPE_API_URL for the server under test. */
  url: string;
  sessions: Map<string, Stripe.Checkout.Session>;
  refunds: Stripe.Refund[];
  /** Every call, with the idempotency key it carried. */
  calls: { method: string; path: string; idempotencyKey: string | null; status: number }[];
  /** The customer pays on Stripe's page: the session completes, paid; returns its completed event. */
  pay(sessionId: string): SignedEvent;
  /** The customer saves a card on Stripe's page of a setup session; returns its completed event. */
  saveCard(sessionId: string, cardNumber: string): SignedEvent;
  /** The off-session charges made on saved cards. */
  charges: Stripe.PaymentIntent[];
  /** A signed event of `type` about `object`. */
  event(type: Stripe.Event.Type, object: unknown): SignedEvent;
  /** The session Tress opened for an order. */
  sessionOf(orderId: string): Stripe.Checkout.Session | undefined;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const clone = <T>(v: T): T => structuredClone(v);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A form's parameters: text, or nested parameters (an array is an index-keyed object). */
type Form = { [k: string]: string | Form | undefined };
const nested = (v: string | Form | undefined): Form => (v && typeof v === 'object' ? v : {});
const text = (v: string | Form | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/** Stripe's form encoding (`a[b][0][c]=1`) read back into nested parameters. */
function parseForm(body: string): Form {
  const out: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let at = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) at[part] = value;
      else {
        at[part] = nested(at[part]);
        at = at[part] as Form;
      }
    });
  }
  return out;
}

type Answer = { status: number; body: unknown };
const refusal = (status: number, message: string, code?: string): Answer => ({
  status,
  body: { error: { type: status === 401 ? 'authentication_error' : 'invalid_request_error', message, code } },
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sdk = new Stripe(STAND_IN_SECRET_KEY);
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const refunds: Stripe.Refund[] = [];
  const calls: StripeStandIn['calls'] = [];
  const setupIntents = new Map<string, Stripe.SetupIntent>();
  /** Each saved payment method's customer and card number (the stand-in's bank). */
  const cards = new Map<string, { customer: string; number: string }>();
  const charges: Stripe.PaymentIntent[] = [];
  const answered = new Map<string, Answer>();
  let url = '';

  function createSetupSession(p: Form): Answer {
    const session = clone(fixtures['checkout.session']) as unknown as Stripe.Checkout.Session;
    const sid = id('cs');
    Object.assign(session, {
      id: sid,
      mode: 'setup',
      amount_subtotal: null,
      amount_total: null,
      currency: null,
      customer: null,
      client_reference_id: text(p.client_reference_id) ?? null,
      customer_email: text(p.customer_email) ?? null,
      metadata: nested(p.metadata),
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 3600,
      success_url: p.success_url,
      cancel_url: p.cancel_url,
      payment_intent: null,
      setup_intent: null,
      payment_status: 'no_payment_required',
      status: 'open',
      locale: text(p.locale) ?? null,
      payment_method_types: Object.values(nested(p.allowed_payment_method_types ?? { 0: 'card' })),
      url: `${url}/setup/${sid}`,
    });
    sessions.set(sid, session);
    return { status: 200, body: session };
  }

  /** An off-session charge of a saved card: charged, or refused as the card's bank would. */
  function createPaymentIntent(p: Form): Answer {
    const cents = Number(text(p.amount));
    if (!Number.isInteger(cents) || cents <= 0)
      return refusal(400, 'This value must be greater than or equal to 1.', 'amount_too_small');
    const pm = text(p.payment_method) ?? '';
    const card = cards.get(pm);
    if (!card || card.customer !== text(p.customer))
      return refusal(404, `No such PaymentMethod: '${pm}'`, 'resource_missing');
    const intent = clone(fixtures.payment_intent) as unknown as Stripe.PaymentIntent;
    Object.assign(intent, {
      id: id('pi'),
      amount: cents,
      amount_received: 0,
      currency: text(p.currency),
      customer: card.customer,
      payment_method: pm,
      description: text(p.description) ?? null,
      metadata: nested(p.metadata),
      created: nowSeconds(),
      confirmation_method: 'automatic',
    });
    if (card.number === '4000002760003184' || card.number === '4000000000000341') {
      const authentication = card.number === '4000002760003184';
      Object.assign(intent, { status: authentication ? 'requires_action' : 'requires_payment_method' });
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: authentication ? 'authentication_required' : 'card_declined',
            ...(authentication ? {} : { decline_code: 'generic_decline' }),
            message: authentication ? 'This payment requires authentication.' : 'Your card was declined.',
            payment_intent: intent,
          },
        },
      };
    }
    Object.assign(intent, { status: 'succeeded', amount_received: cents });
    charges.push(intent);
    return { status: 200, body: intent };
  }

  function createSession(p: Form): Answer {
    if (text(p.mode) === 'setup') return createSetupSession(p);
    const item = nested(nested(p.line_items)['0']);
    const price = nested(item.price_data);
    const cents = Number(text(price.unit_amount));
    if (!Number.isInteger(cents) || cents <= 0)
      return refusal(400, 'This value must be greater than or equal to 1.', 'amount_too_small');
    const expiresAt = Number(text(p.expires_at));
    if (expiresAt && expiresAt < nowSeconds() + 30 * 60 - 5)
      return refusal(
        400,
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      );
    const session = clone(fixtures['checkout.session']) as unknown as Stripe.Checkout.Session;
    const sid = id('cs');
    Object.assign(session, {
      id: sid,
      amount_subtotal: cents * Number(text(item.quantity) ?? 1),
      amount_total: cents * Number(text(item.quantity) ?? 1),
      currency: text(price.currency),
      client_reference_id: text(p.client_reference_id) ?? null,
      customer_email: text(p.customer_email) ?? null,
      metadata: nested(p.metadata),
      created: nowSeconds(),
      expires_at: expiresAt || nowSeconds() + 24 * 3600,
      success_url: p.success_url,
      cancel_url: p.cancel_url,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      locale: text(p.locale) ?? null,
      payment_method_types: Object.values(nested(p.allowed_payment_method_types ?? { 0: 'card' })),
      url: `${url}/pay/${sid}`,
    });
    sessions.set(sid, session);
    return { status: 200, body: session };
  }

  function createRefund(p: Form): Answer {
    const intent = text(p.payment_intent);
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!session) return refusal(404, `No such payment_intent: '${intent}'`, 'resource_missing');
    const cents = Number(text(p.amount) ?? session.amount_total);
    if (!Number.isInteger(cents) || cents <= 0)
      return refusal(400, 'Refund amount must be greater than 0.', 'amount_too_small');
    const given = refunds
      .filter((r) => r.payment_intent === p.payment_intent)
      .reduce((a, r) => a + r.amount, 0);
    if (given + cents > (session.amount_total ?? 0))
      return refusal(
        400,
        'Refund amount is greater than the amount left to refund.',
        'charge_already_refunded',
      );
    const refund = clone(fixtures.refund) as unknown as Stripe.Refund;
    Object.assign(refund, {
      id: id('re'),
      amount: cents,
      currency: session.currency,
      payment_intent: intent,
      charge: id('ch'),
      metadata: nested(p.metadata),
      created: nowSeconds(),
      status: 'succeeded',
    });
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, p: Form, query: URLSearchParams): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(p);
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(p);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(p);
    const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = m ? sessions.get(decodeURIComponent(m[1]!)) : undefined;
    if (m && !session) return refusal(404, `No such checkout.session: '${m[1]}'`, 'resource_missing');
    if (session && method === 'GET' && !m![2]) {
      const expand = [...query.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
      const intent = expand.includes('setup_intent') && setupIntents.get(String(session.setup_intent));
      return { status: 200, body: intent ? { ...session, setup_intent: intent } : session };
    }
    if (session && method === 'POST' && m![2]) {
      if (session.status !== 'open')
        return refusal(400, 'Only Checkout Sessions with a status of open can be expired.');
      session.status = 'expired';
      return { status: 200, body: session };
    }
    return refusal(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  function answer(req: IncomingMessage, res: ServerResponse, raw: string) {
    const method = req.method ?? 'GET';
    const [path = '', search = ''] = (req.url ?? '').split('?');
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    let a: Answer;
    if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`)
      a = refusal(401, 'Invalid API Key provided.');
    else if (method === 'POST' && !key) a = refusal(400, 'Tress sends an idempotency key with every create.');
    else if (method === 'POST' && answered.has(`${path}:${key}`)) a = answered.get(`${path}:${key}`)!;
    else {
      a = route(method, path, parseForm(raw), new URLSearchParams(search));
      // as Stripe does, a result is kept for its key once the call ran: a success or a card's refusal
      if (method === 'POST' && (a.status === 200 || a.status === 402)) answered.set(`${path}:${key}`, a);
    }
    calls.push({ method, path, idempotencyKey: key, status: a.status });
    res.writeHead(a.status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(a.body));
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => answer(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const event = (type: Stripe.Event.Type, object: unknown): SignedEvent => {
    const e = clone(fixtures.event) as unknown as Stripe.Event;
    Object.assign(e, { id: id('evt'), type, created: nowSeconds(), data: { object: clone(object) } });
    const body = JSON.stringify(e);
    return {
      event: e,
      body,
      signature: sdk.webhooks.generateTestHeaderString({ payload: body, secret: STAND_IN_WEBHOOK_SECRET }),
    };
  };

  return {
    url,
    sessions,
    refunds,
    calls,
    event,
    charges,
    sessionOf: (orderId) => [...sessions.values()].find((s) => s.metadata?.order_id === orderId),
    saveCard(sessionId, cardNumber) {
      const s = sessions.get(sessionId);
      if (s?.status !== 'open' || s.mode !== 'setup') throw new Error(`session ${sessionId} saves no card`);
      const customer = clone(fixtures.customer) as unknown as Stripe.Customer;
      Object.assign(customer, { id: id('cus'), email: s.customer_email, created: nowSeconds() });
      const pm = id('pm');
      cards.set(pm, { customer: customer.id, number: cardNumber.replace(/\D/g, '') });
      const intent = clone(fixtures.setup_intent) as unknown as Stripe.SetupIntent;
      Object.assign(intent, {
        id: id('seti'),
        customer: customer.id,
        payment_method: pm,
        status: 'succeeded',
        usage: 'off_session',
        metadata: s.metadata,
        created: nowSeconds(),
        last_setup_error: null,
        next_action: null,
      });
      setupIntents.set(intent.id, intent);
      Object.assign(s, { status: 'complete', customer: customer.id, setup_intent: intent.id });
      return event('checkout.session.completed', s);
    },
    pay(sessionId) {
      const s = sessions.get(sessionId);
      if (s?.status !== 'open') throw new Error(`session ${sessionId} cannot be paid`);
      Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') });
      return event('checkout.session.completed', s);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
