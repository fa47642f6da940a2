/**
 * The sandbox's cards kept on file. Saving a card is the sandbox page in its "save card" mode (the
 * order's purpose is `card_setup`, its amount 0); the signed return's `accessOrderId` is the saved
 * card's reference, `SBXPM-<random>-<last 4 digits>`. A later charge behaves like a real bank's by
 * the card it was saved with (the numbers are the ones card providers use for the same cases):
 * 4000 0027 6000 3184 asks the customer to authenticate, 4000 0000 0000 0341 is declined, any
 * other card is charged.
 */
import { randomBytes } from 'node:crypto';
import type { CheckoutSession, SavedCardCharge, SavedCards } from './provider';

export const SANDBOX_AUTH_REQUIRED_CARD = '4000002760003184';
export const SANDBOX_DECLINED_LATER_CARD = '4000000000000341';

/** The reference a saved card is known by. */
export const savedCardRef = (digits: string) =>
  `SBXPM-${randomBytes(6).toString('hex').toUpperCase()}-${digits.slice(-4)}`;

export const sandboxSavedCards: SavedCards = {
  async setupCard(input): Promise<CheckoutSession> {
    return { payUrl: `/sandbox-pay/${encodeURIComponent(input.orderId)}` };
  },
  async chargeSavedCard(input): Promise<SavedCardCharge> {
    const last4 = /^SBXPM-[0-9A-F]+-(\d{4})$/.exec(input.cardRef)?.[1];
    if (!last4) return { outcome: 'declined', reason: 'unknown card' };
    if (last4 === SANDBOX_AUTH_REQUIRED_CARD.slice(-4)) return { outcome: 'authentication_required' };
    if (last4 === SANDBOX_DECLINED_LATER_CARD.slice(-4))
      return { outcome: 'declined', reason: 'card declined' };
    // no money moves: the charge gets a reference of its own, the same for every retry of it
    return { outcome: 'charged', referenceNo: `SBXC-${input.idempotencyKey}` };
  },
};
