/**
 * What every payment provider's cards kept on file must do, as a suite any provider can run:
 * `savedCardsContract(name, setup)` takes the provider under test and a way to save a card with it
 * (through its own page, as a customer would). The sandbox runs it in saved-cards-sandbox.test.ts;
 * another provider (or its stand-in) runs the same suite with its own `saveCard`.
 */
import { describe, expect, it } from 'vitest';
import { guest, SERVICE, slotId, weekday } from '../../scripts/support/demo-salon';
import type { PaymentProvider } from '../../src/server/payments/provider';
import { adminToken, type TestServer } from '../support/test-server';
import { setPolicy } from './no-show-support';

/** Card numbers whose later off-session charge is charged, needs authentication, or is declined. */
export const SAVED_CARD = {
  charges: '4242424242424242',
  needsAuthentication: '4000002760003184',
  declinedLater: '4000000000000341',
} as const;

/** The salon keeps a card on file for every booking, with a no-show fee of half the total. */
export async function keepCardsOnFile(server: TestServer) {
  await setPolicy(server, await adminToken(server), { protection: 'card_on_file', no_show_fee_percent: 50 });
}

const TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

/** A provider's `n`th guest booking of a men's cut with `stylistId`, each on a time of its own. */
export async function cardBooking(server: TestServer, n: number, stylistId: number, email: string) {
  const booked = await server.call('book', {
    ...guest,
    email,
    selected_service_ids: [SERVICE.mensCut],
    stylist_id: stylistId,
    booking_date: weekday(1 + Math.floor(n / TIMES.length)),
    start_slot_id: slotId(TIMES[n % TIMES.length]!),
    payment_keyword: 'card',
  });
  return booked.body.data!;
}

export type SavedCardsSetup = {
  provider: () => PaymentProvider;
  /** Saves `cardNumber` through the provider's setup for a new booking; returns the card's reference. */
  saveCard: (cardNumber: string) => Promise<string>;
};

export function savedCardsContract(name: string, setup: SavedCardsSetup): void {
  describe(`${name}: cards kept on file`, () => {
    const charge = (cardRef: string, key: string, amount = 40) =>
      setup.provider().chargeSavedCard({
        cardRef,
        amount,
        orderId: `TR-${key}`,
        idempotencyKey: key,
        description: 'Booking fee',
      });

    it('starts a card setup at a page of its own, with nothing charged', async () => {
      const session = await setup
        .provider()
        .setupCard({ orderId: 'TR1-SETUP', bookingId: 1, email: 'guest@example.com', lang: 'en' });
      expect(session.payUrl).toBeTruthy();
    });

    it('keeps only a reference of the card, never its number', async () => {
      const ref = await setup.saveCard(SAVED_CARD.charges);
      expect(ref).toBeTruthy();
      expect(ref).not.toContain(SAVED_CARD.charges);
      expect(ref).not.toContain(SAVED_CARD.charges.slice(0, 12));
    });

    it('charges a saved card off-session, the same charge for a retry of the same key', async () => {
      const ref = await setup.saveCard(SAVED_CARD.charges);
      const first = await charge(ref, `fee-${Date.now()}`);
      expect(first.outcome).toBe('charged');
      const key = `fee-retry-${Date.now()}`;
      const a = await charge(ref, key);
      const b = await charge(ref, key);
      expect(a).toEqual(b);
    });

    it('answers authentication_required, charging nothing, when the bank asks the customer', async () => {
      const ref = await setup.saveCard(SAVED_CARD.needsAuthentication);
      expect(await charge(ref, `fee-auth-${Date.now()}`)).toEqual({ outcome: 'authentication_required' });
    });

    it('answers declined with a reason when the bank refuses', async () => {
      const ref = await setup.saveCard(SAVED_CARD.declinedLater);
      const res = await charge(ref, `fee-declined-${Date.now()}`);
      expect(res.outcome).toBe('declined');
    });
  });
}
