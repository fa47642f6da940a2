/**
 * What the no-show tests share: the protection policy set as the Super Admin sets it, a men's cut
 * booked as a new guest each time, and the customer paying a deposit (or saving a card) on the
 * provider's page, the sandbox's or Stripe's (through the local stand-in of its API).
 */
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import type { SalonSettingsUpdate } from '../../src/shared/contract/back-office';
import type { DataOf } from '../../src/shared/contract/routes';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from '../support/stripe-stand-in';
import { type CallResult, startTestServer, type TestServer } from '../support/test-server';
import { CARD_OK, checkout, statusRequest, submitSandbox } from './payments-support';

export type Card = typeof CARD_OK;

/** No protection and no fees, paying at the salon allowed: where the booking-core tests start from. */
export const NO_PROTECTION_POLICY: Partial<SalonSettingsUpdate> = {
  protection: 'none',
  deposit_percent: null,
  deposit_fixed: null,
  late_cancel_fee_percent: 0,
  no_show_fee_percent: 0,
  applies_to: 'everyone',
  protection_min_total: 0,
  allow_pay_at_salon: true,
};

/** Saves the policy fields through Settings, keeping everything else as it is. */
export async function setPolicy(server: TestServer, token: string, p: Partial<SalonSettingsUpdate>) {
  const now = (await server.call('settings', {})).body.data!;
  const res = await server.call('settingsUpdate', { ...now, ...p } as SalonSettingsUpdate, { token });
  if (res.status !== 200) throw new Error(`settings refused: ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

const TIMES = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
];

/**
 * A booker of men's cuts with one stylist, each at the next free half hour from `firstDay` on, as
 * a new guest each time unless `who` names one.
 */
export function cutBooker(
  server: TestServer,
  o: { stylist?: number; firstDay?: number; prefix?: string } = {},
) {
  let slot = 0;
  let guestNo = 0;
  const prefix = o.prefix ?? 'guest';
  return async function bookCut(b: { day?: number; who?: typeof guest } = {}) {
    const who = b.who ?? {
      ...guest,
      email: `${prefix}${++guestNo}@example.com`,
      phone_number: `9${String(1000000 + guestNo)}`,
    };
    const time = TIMES[slot++ % TIMES.length]!;
    const day = b.day ?? (o.firstDay ?? 1) + Math.floor(slot / TIMES.length);
    const res = await server.call('book', {
      ...who,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: o.stylist ?? STYLIST.mei,
      booking_date: weekday(day),
      start_slot_id: slotId(time),
      payment_keyword: 'card',
    });
    if (res.status !== 200) throw new Error(`booking refused: ${JSON.stringify(res.body)}`);
    return res.body.data!;
  };
}

export type Booked = Awaited<ReturnType<ReturnType<typeof cutBooker>>>;

type Paid = CallResult<DataOf<'paymentStatus'>>;

/** A payment provider as the no-show suite drives it. */
export type ProtectionDriver = {
  name: 'sandbox' | 'stripe';
  start(now: () => Date): Promise<TestServer>;
  /**
   * Checks out `amount` and completes the provider's page with `card` (a payment, or for 0 a card
   * saved), then sends the browser's return; returns the status answer.
   */
  payOrSave(server: TestServer, b: Booked, amount: number, card?: Card): Promise<Paid>;
  /** How a card kept on file is referenced, ending in the card's last four digits where it shows. */
  savedCardRef: RegExp;
  stop(): Promise<void>;
};

async function checkedOut(server: TestServer, b: Booked, amount: number) {
  const co = await checkout(server, b.id, amount, 'card', b.manage_token);
  if (co.status !== 200) throw new Error(`checkout refused: ${JSON.stringify(co.body)}`);
  return co.body.data!;
}

export const sandboxDriver: ProtectionDriver = {
  name: 'sandbox',
  start: (now) => startTestServer({}, { now }),
  async payOrSave(server, b, amount, card = CARD_OK) {
    const co = await checkedOut(server, b, amount);
    const done = await submitSandbox(server, co.pay_url, card);
    return server.call('paymentStatus', statusRequest(done.location!));
  },
  savedCardRef: /^SBXPM-[0-9A-F]+-4242$/,
  stop: async () => {},
};

export function stripeDriver(): ProtectionDriver {
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
        },
        { now },
      );
    },
    async payOrSave(server, b, amount, card = CARD_OK) {
      const co = await checkedOut(server, b, amount);
      const session = standIn.sessionOf(co.order_id);
      if (!session || session.url !== co.pay_url)
        throw new Error('checkout did not send the browser to the session');
      if (session.mode === 'setup') standIn.saveCard(session.id, card.card_number);
      else standIn.pay(session.id);
      const back = session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id);
      return server.call('paymentStatus', statusRequest(back));
    },
    savedCardRef: /^cus_test_\w+\/pm_test_\w+$/,
    stop: () => standIn.close(),
  };
}
