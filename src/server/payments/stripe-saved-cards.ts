/**
 * Cards kept on file with Stripe (no-show protection). Saving a card is Stripe Checkout in `setup`
 * mode: Stripe's own page takes the card, makes a Customer and a SetupIntent, and charges nothing.
 * What Tress keeps is the pair of Stripe's ids, `cus_…/pm_…`, never the card. A fee is an
 * off-session PaymentIntent confirmed at once, with the fee's idempotency key, so a retry is the
 * same charge; when the bank asks the customer to authenticate (`authentication_required`), nothing
 * is charged and the caller sends the customer a pay link instead.
 */
import type Stripe from 'stripe';
import { formatAmount, toCents } from '#shared/domain/money';
import type { Config } from '../config';
import {
  type CardSetupInput,
  type CheckoutSession,
  PAYMENT_SUCCESS_CODE,
  type SavedCardCharge,
  type SavedCardChargeInput,
  type SavedCards,
  type VerifiedReturn,
} from './provider';
import { stripeSdk } from './stripe-sdk';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? ''));

/** The reference of a saved card: Stripe's customer and payment method, as Tress stores it. */
export const cardRefOf = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;

/** A setup session's outcome (its `setup_intent` expanded): the saved card's reference, or still open. */
export function resultOfSetup(session: Stripe.Checkout.Session): VerifiedReturn | null {
  const orderId = session.metadata?.order_id;
  if (!orderId) return null;
  const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null;
  const customer = idOf(session.customer) || idOf(intent?.customer);
  const method = idOf(intent?.payment_method);
  const saved = session.status === 'complete' && intent?.status === 'succeeded' && !!customer && !!method;
  const expired = session.status === 'expired';
  return {
    orderId,
    success: saved,
    resultCode: saved ? PAYMENT_SUCCESS_CODE : expired ? 'expired' : 'failed',
    resultDesc: saved ? 'Card saved' : expired ? 'The card page closed' : 'The card was not saved',
    referenceNo: saved ? cardRefOf(customer, method) : '',
    cardNo: '',
    cardOrgn: 'CARD',
    amount: formatAmount(0),
    ...(saved || expired ? {} : { open: true }),
  };
}

export function stripeSavedCards(
  client: () => Promise<Stripe>,
  config: Pick<Config, 'publicUrl'>,
): SavedCards {
  return {
    async setupCard(input: CardSetupInput): Promise<CheckoutSession> {
      const stripe = await client();
      const metadata = { order_id: input.orderId, booking_id: String(input.bookingId) };
      const back = `${config.publicUrl}/payment-redirect?orderId=${encodeURIComponent(input.orderId)}`;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          allowed_payment_method_types: ['card'],
          customer_creation: 'always',
          customer_email: input.email || undefined,
          client_reference_id: input.orderId,
          metadata,
          setup_intent_data: { metadata },
          locale: input.lang === 'zh' ? 'zh' : 'en',
          success_url: `${back}&accessOrderId={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.publicUrl}/booking-cancelled`,
        },
        { idempotencyKey: `setup-${input.orderId}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { payUrl: session.url, sessionId: session.id };
    },
    async chargeSavedCard(input: SavedCardChargeInput): Promise<SavedCardCharge> {
      const [customer, paymentMethod] = input.cardRef.split('/');
      if (!customer?.startsWith('cus_') || !paymentMethod?.startsWith('pm_'))
        return { outcome: 'declined', reason: 'unknown card' };
      const stripe = await client();
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: toCents(input.amount),
            currency: 'sgd',
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { order_id: input.orderId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { outcome: 'charged', referenceNo: intent.id };
        if (intent.status === 'requires_action') return { outcome: 'authentication_required' };
        return { outcome: 'declined', reason: intent.last_payment_error?.message ?? intent.status };
      } catch (e) {
        if (e instanceof (await stripeSdk()).errors.StripeCardError)
          return e.code === 'authentication_required'
            ? { outcome: 'authentication_required' }
            : { outcome: 'declined', reason: e.message };
        throw e;
      }
    },
  };
}
