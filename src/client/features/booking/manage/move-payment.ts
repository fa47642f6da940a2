/**
 * Paying the difference of a move to a dearer stylist. The server holds the new time; the customer
 * pays exactly the difference it computed through the normal checkout and the provider's page, and
 * comes back to the booking's own page, moved (or, after a cancel or a failure, where it was). A
 * booking paid from its own page (the salon's payment link) comes back the same way.
 *
 * Where to come back to (the booking, and the manage link's token for a guest) is kept in this
 * tab's sessionStorage for the round trip through the provider: it is the tab's own navigation
 * state, not data to keep, and is dropped on the way back.
 */
import type { ManagedBooking } from '#shared/contract/manage';
import { call } from '../../../lib/api';
import type { Proof } from './api';

const KEY = 'tress.move-payment';
/** A return later than this is not from the payment just started. */
const FRESH_MS = 2 * 60 * 60 * 1000;

type MoveReturn = { bookingId: number; token: string | null; orderId: string; at: number };

/** The booking's page: the signed-in owner's, or the manage link's. */
export const bookingPath = (bookingId: number, token: string | null | undefined) =>
  token ? `/manage/${bookingId}?t=${encodeURIComponent(token)}` : `/bookings/${bookingId}`;

/** Starts the checkout of the difference; returns the provider's page to go to. */
export async function payMoveDifference(b: ManagedBooking, proof: Proof, amount: number): Promise<string> {
  const { pay_url, order_id } = await call('checkout', {
    order_reference_id: String(b.id),
    online_payment_type: b.payment_method === 'ewallet' ? 'ewallet' : 'card',
    amount,
    ...(proof.token ? { manage_token: proof.token } : {}),
  });
  rememberPaymentReturn(b.id, proof.token ?? null, order_id);
  return pay_url;
}

/**
 * Keeps, for the round trip through the provider, which booking a payment started on its own page
 * is for and the manage link's token (a guest who paid by the salon's link comes back to their
 * booking, not to a sign-in).
 */
export function rememberPaymentReturn(bookingId: number, token: string | null, orderId: string): void {
  const back: MoveReturn = { bookingId, token, orderId, at: Date.now() };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(back));
  } catch {
    // without storage the return still works for a signed-in owner (My bookings)
  }
}

/** The move payment this tab started, if any (and still fresh); `take` also forgets it. */
export function moveReturn(opts: { take?: boolean; orderId?: string } = {}): MoveReturn | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const back = JSON.parse(raw) as MoveReturn;
    if (opts.take) sessionStorage.removeItem(KEY);
    if (Date.now() - back.at > FRESH_MS) return null;
    if (opts.orderId && back.orderId !== opts.orderId) return null;
    return back;
  } catch {
    return null;
  }
}
