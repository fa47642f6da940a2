/**
 * Checkout: starts a payment for a booking that waits for one. The amount is the booking's
 * server-side total; a client amount that differs is refused. A booking may be checked out again
 * (after a failed or abandoned attempt) as long as its hold lasts; each checkout is a new order,
 * bound to the total of that moment (a change of total voids it: payments/orders.ts).
 * A paid booking with a move to a dearer stylist waiting is checked out for the difference only
 * (move-difference.ts).
 */
import { eq } from 'drizzle-orm';
import type { CheckoutRequest, CheckoutResponse } from '#shared/contract/payments';
import { amountDueOnline } from '#shared/domain/protection';
import type { OnlineMethod } from '../../config';
import { readSalonProfile } from '../../db/salon-settings';
import { payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { type BookingRow, bookingRow } from '../../domain/booking-store/rows';
import { missing, notAllowed, refused } from '../../domain/domain-error';
import type { Principal } from '../../http/auth';
import type { Lang } from '../../i18n/catalogue';
import { releaseLapsedHolds } from '../../jobs/holds';
import { verifyManageToken } from '../../links/manage-links';
import { createPaymentProvider } from '../../payments/create-provider';
import { newOrderId } from '../../payments/orders';
import { moveDifferenceOrder } from './move-difference';
import { assertAmountAndMethod } from './order-checks';
import { CARD_SETUP, cardSetupOrder, feeOrder } from './protection-orders';

/**
 * Who may pay for a booking: its signed-in owner, staff, or the holder of its manage token (the
 * capability the book call returned to a guest). Knowing a booking id and an email is not enough.
 * Anyone else is answered as if the booking did not exist, and never with its total.
 */
function payableBy(
  deps: Deps,
  booking: BookingRow | undefined,
  bookingId: number,
  principal: Principal | null,
  token: string | undefined,
): BookingRow {
  if (token && !verifyManageToken(deps.secrets.manage, bookingId, token))
    throw notAllowed('manage_link_invalid');
  // a held time of a move is paid for through its booking, never as a booking of its own, and a
  // waitlist offer's is no booking until claimed
  if (booking?.kind !== 'booking') throw missing('booking_not_found');
  if (token) return booking;
  if (principal?.kind === 'admin') return booking;
  if (principal?.kind === 'customer' && booking.customerId === principal.customerId) return booking;
  throw missing('booking_not_found');
}

/** Refuses a booking that cannot take a payment now, with the reason. */
async function assertPayable(deps: Deps, booking: BookingRow, now: Date): Promise<void> {
  if (booking.paymentState === 'paid' || booking.paymentState === 'refund_due')
    throw refused('payment_already_paid');
  if (booking.paymentState === 'not_required') throw refused('payment_not_required');
  const lapsed = !!booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime();
  if (booking.status === 'cancelled')
    throw refused(lapsed ? 'payment_hold_expired' : 'payment_booking_cancelled');
  if (booking.status === 'completed') throw refused('payment_booking_closed');
  if (booking.status === 'pending' && lapsed) {
    await releaseLapsedHolds(deps.db, now, booking.stylistId);
    throw refused('payment_hold_expired');
  }
}

export async function checkout(
  deps: Deps,
  body: CheckoutRequest,
  principal: Principal | null,
  lang: Lang,
): Promise<CheckoutResponse> {
  const bookingId = Number(body.order_reference_id);
  if (!Number.isInteger(bookingId) || bookingId <= 0 || bookingId > 2_147_483_647)
    throw missing('booking_not_found');
  const row = await bookingRow(deps.db, bookingId);
  const booking = payableBy(deps, row, bookingId, principal, body.manage_token);
  const now = deps.now();
  const method = body.online_payment_type;
  // a fee the bank wanted the customer to confirm is paid here; a paid booking takes a payment only
  // for the difference of a move to a dearer stylist; a card kept on file is saved with amount 0
  const order =
    booking.feeState === 'awaiting_customer'
      ? await feeOrder(deps, booking, body.amount, method, now)
      : booking.paymentState === 'paid'
        ? await moveDifferenceOrder(deps, booking.id, body.amount, method, now)
        : await bookingOrder(deps, booking, body.amount, method, now);
  const provider = createPaymentProvider(deps);
  const start = { orderId: order.orderId, bookingId: booking.id, email: booking.customerEmail, lang };
  const session =
    'purpose' in order && order.purpose === CARD_SETUP
      ? await provider.setupCard(start)
      : await provider.createCheckout({
          ...start,
          amount: order.amount,
          method,
          holdEndsAt: ('holdEndsAt' in order ? order.holdEndsAt : null) ?? null,
          currency: (await readSalonProfile(deps.db)).currency,
        });
  // kept so the hold job can ask the provider about this very checkout
  if (session.sessionId)
    await deps.db
      .update(payments)
      .set({ providerSession: session.sessionId })
      .where(eq(payments.orderId, order.orderId));
  return { pay_url: session.payUrl, order_id: order.orderId, amount: order.amount };
}

/** The order for a booking's own total, while its hold lasts. */
async function bookingOrder(
  deps: Deps,
  booking: BookingRow,
  shown: number,
  method: OnlineMethod,
  now: Date,
): Promise<{ orderId: string; amount: number; holdEndsAt?: Date | null; purpose?: string }> {
  await assertPayable(deps, booking, now);
  if (booking.protection === 'card_on_file') return cardSetupOrder(deps, booking, shown, method, now);
  // the deposit when the booking asks one (no-show protection), else the whole total
  const total = amountDueOnline({
    protection: booking.protection,
    depositAmount: Number(booking.depositAmount),
    totalAmount: Number(booking.totalAmount),
  });
  assertAmountAndMethod(deps, shown, total, method);
  const orderId = newOrderId(booking.id);
  await deps.db.insert(payments).values({
    bookingId: booking.id,
    orderId,
    provider: createPaymentProvider(deps).name,
    method,
    amount: total,
    state: 'pending',
    createdAt: now,
  });
  return { orderId, amount: total, holdEndsAt: booking.holdExpiresAt };
}
