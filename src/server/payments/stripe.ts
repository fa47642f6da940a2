/**
 * The `stripe` provider: Stripe Checkout in redirect mode, through the official SDK.
 *
 * - A checkout is a Checkout Session for the server's amount in cents, in the salon's currency,
 *   with the order and booking ids in its metadata (and its payment intent's), created with an
 *   idempotency key per order. Card, or the e-wallets PAYMENT_METHODS names (PayNow, GrabPay,
 *   Alipay, WeChat Pay).
 * - The browser comes back to `/payment-redirect?orderId=…&accessOrderId=<session id>`; the query is
 *   never believed: the session is retrieved and must name that order.
 * - Notices are Stripe's webhook events, verified with `constructEvent` on the raw body and the
 *   endpoint's signing secret.
 * - The hold: Stripe will not close a session sooner than 30 minutes after it was made, and a salon
 *   holds a time for 15 by default. The session's `expires_at` is the hold's end, or 30 minutes
 *   (and a little) when the hold is shorter; when the hold lapses first, the hold job's `lookup`
 *   expires the session at Stripe before it lets the time go, so it can no longer be paid. A
 *   payment made in the moment between is still settled (re-activated or refunded).
 * - Refunds go through `refunds.create` with the payment intent and the outbox's idempotency key.
 */
import type Stripe from 'stripe';
import { formatAmount, fromCents, toCents } from '#shared/domain/money';
import type { Config } from '../config';
import type { Deps } from '../deps';
import {
  type CheckoutInput,
  type NoticeEvent,
  type OrderRef,
  PAYMENT_SUCCESS_CODE,
  type PaymentProvider,
  type VerifiedReturn,
} from './provider';
import { resultOfSetup, stripeSavedCards } from './stripe-saved-cards';
import { type StripeSdk, stripeSdk } from './stripe-sdk';

/** Stripe closes no Checkout Session sooner than this after it was made. */
const STRIPE_MIN_SESSION_MS = 30 * 60_000;
/** Nor later than this. */
const STRIPE_MAX_SESSION_MS = 24 * 3600_000;
/** Room for the time the create call itself takes. */
const SESSION_MARGIN_MS = 60_000;

export const STRIPE_EXPIRED_CODE = 'expired';
export const STRIPE_FAILED_CODE = 'failed';

/** When the session closes: the hold's end, within what Stripe accepts. */
export function sessionExpiry(now: Date, holdEndsAt: Date | null): number {
  const earliest = now.getTime() + STRIPE_MIN_SESSION_MS + SESSION_MARGIN_MS;
  const latest = now.getTime() + STRIPE_MAX_SESSION_MS - SESSION_MARGIN_MS;
  const wanted = holdEndsAt?.getTime() ?? earliest;
  return Math.floor(Math.min(latest, Math.max(earliest, wanted)) / 1000);
}

/** Stripe's lower-case ISO code for the salon's currency (`S$` is Singapore dollars). */
export function currencyCode(currency: string): string {
  const c = currency.trim();
  if (/^[A-Za-z]{3}$/.test(c)) return c.toLowerCase();
  return 'sgd';
}

const clients = new WeakMap<object, Promise<Stripe>>();

/** The Stripe client for a configuration (one per configuration: it keeps its connections). */
function clientOf(config: Config): Promise<Stripe> {
  let client = clients.get(config);
  if (!client) {
    client = stripeSdk().then((sdk) => stripeClient(sdk, config));
    clients.set(config, client);
  }
  return client;
}

/** A Stripe client: its key, and host, port and protocol from STRIPE_API_URL. */
function stripeClient(sdk: StripeSdk, config: Pick<Config, 'stripeSecretKey' | 'stripeApiUrl'>): Stripe {
  const api = new URL(config.stripeApiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  return new sdk(config.stripeSecretKey ?? '', {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
  });
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? ''));

/** What a session says of its order: paid, closed unpaid, failed, or still open. */
export function resultOfSession(session: Stripe.Checkout.Session, failed = false): VerifiedReturn | null {
  const orderId = session.metadata?.order_id;
  if (!orderId) return null;
  const paid = session.payment_status === 'paid';
  const expired = session.status === 'expired';
  const closed = paid || expired || failed;
  return {
    orderId,
    success: paid,
    resultCode: paid ? PAYMENT_SUCCESS_CODE : expired ? STRIPE_EXPIRED_CODE : STRIPE_FAILED_CODE,
    resultDesc: paid ? 'Paid' : expired ? 'The payment page closed unpaid' : 'The payment did not go through',
    referenceNo: idOf(session.payment_intent),
    cardNo: '',
    cardOrgn: (session.payment_method_types?.[0] ?? '').toUpperCase(),
    amount: formatAmount(fromCents(session.amount_total ?? 0)),
    ...(closed ? {} : { open: true }),
  };
}

/** The payment method types of Stripe's page for a method. */
function methodTypes(method: CheckoutInput['method'], config: Config): string[] {
  return method === 'card' ? ['card'] : [...config.paymentWallets];
}

export function stripeProvider(deps: Pick<Deps, 'config' | 'now'>): PaymentProvider {
  const { config } = deps;
  const client = () => clientOf(config);
  const secret = config.stripeWebhookSecret ?? '';
  /** A session as Tress reads it: a card setup's intent is needed to know the card it saved. */
  const sessionResult = async (session: Stripe.Checkout.Session) =>
    session.mode === 'setup'
      ? resultOfSetup(
          await (await client()).checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] }),
        )
      : resultOfSession(session);
  return {
    name: 'stripe',
    ...stripeSavedCards(client, config),
    async createCheckout(input) {
      const stripe = await client();
      const types = methodTypes(input.method, config);
      const metadata = { order_id: input.orderId, booking_id: String(input.bookingId) };
      const back = `${config.publicUrl}/payment-redirect?orderId=${encodeURIComponent(input.orderId)}`;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: currencyCode(input.currency),
                unit_amount: toCents(input.amount),
                product_data: { name: `Booking ${input.bookingId}` },
              },
            },
          ],
          // a filter on what the account has switched on in its dashboard (PayNow must be enabled there)
          allowed_payment_method_types:
            types as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[],
          ...(types.includes('wechat_pay')
            ? { payment_method_options: { wechat_pay: { client: 'web' } } }
            : {}),
          customer_email: input.email || undefined,
          client_reference_id: input.orderId,
          metadata,
          payment_intent_data: { metadata },
          locale: input.lang === 'zh' ? 'zh' : 'en',
          success_url: `${back}&accessOrderId={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.publicUrl}/booking-cancelled`,
          expires_at: sessionExpiry(deps.now(), input.holdEndsAt),
        },
        { idempotencyKey: `checkout-${input.orderId}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { payUrl: session.url, sessionId: session.id };
    },
    async verifyReturn(ret) {
      const stripe = await client();
      if (!/^cs_\w+$/.test(ret.accessOrderId)) return null;
      const session = await stripe.checkout.sessions.retrieve(ret.accessOrderId).catch(() => null);
      if (!session || session.metadata?.order_id !== ret.orderId) return null;
      return sessionResult(session);
    },
    async refund(input) {
      const stripe = await client();
      if (!input.referenceNo) throw new Error(`order ${input.orderId} has no payment intent to refund`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.referenceNo,
          amount: toCents(input.amount),
          metadata: { order_id: input.orderId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { refundId: refund.id };
    },
    async readNotice(notice) {
      const stripe = await client();
      const header = notice.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          notice.rawBody,
          typeof header === 'string' ? header : '',
          secret,
        );
      } catch {
        return null;
      }
      const read = noticeOf(event);
      // a card setup's event names its intent only by id: the session is read for the card it saved
      const object = event.data.object as { object?: string; mode?: string; id?: string };
      if (read.kind === 'result' && object.object === 'checkout.session' && object.mode === 'setup') {
        const result = await sessionResult(object as Stripe.Checkout.Session);
        return result
          ? { ...read, result }
          : { kind: 'ignored', eventId: read.eventId, eventType: read.eventType, orderId: null };
      }
      return read;
    },
    async lookup(order: OrderRef) {
      const stripe = await client();
      if (!order.providerSession) return null;
      let session = await stripe.checkout.sessions.retrieve(order.providerSession);
      if (session.status === 'open') {
        // the hold is over: close the page so that it can no longer be paid, then read the outcome
        session = await stripe.checkout.sessions
          .expire(session.id)
          .catch(() => stripe.checkout.sessions.retrieve(order.providerSession!));
      }
      return sessionResult(session);
    },
  };
}

/** What a verified Stripe event means for Tress. */
export function noticeOf(event: Stripe.Event): NoticeEvent {
  const base = { eventId: event.id, eventType: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const result = resultOfSession(
        event.data.object,
        event.type === 'checkout.session.async_payment_failed',
      );
      return result ? { ...base, kind: 'result', result } : { ...base, kind: 'ignored', orderId: null };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        kind: 'refunded',
        orderId: charge.metadata?.order_id ?? null,
        referenceNo: idOf(charge.payment_intent),
      };
    }
    default:
      return { ...base, kind: 'ignored', orderId: null };
  }
}
