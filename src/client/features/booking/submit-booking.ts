/**
 * Booking and paying (docs/product.md §4). The booking call carries an Idempotency-Key: one UUID per
 * attempt, kept (in the pending booking details) until the call succeeds, so a retry after a lost
 * answer never books twice. If the server says no payment is needed, the booking is confirmed;
 * otherwise a checkout is created and the browser goes to the provider's page. Coming back from a
 * failed or cancelled payment with the same choices pays for the same booking again; only when the
 * server no longer accepts that booking is a new one made. Choosing to pay at the salon instead
 * makes a new booking that gives the waiting one up (the server releases its time first).
 */
import type { BookResponse } from '#shared/contract/bookings';
import type { RequestOf } from '#shared/contract/routes';
import { checkoutAmountOf } from '#shared/domain/protection';
import { ApiCallError, call } from '../../lib/api';
import type { StoredCustomer } from '../../lib/session';
import {
  loadPendingBooking,
  savePaymentSuccess,
  savePendingBooking,
  updatePendingBooking,
} from './pending-booking';
import { currentStep, type WizardState } from './wizard-state';

export type BookBody = RequestOf<'book'>;
export type SubmitResult = { kind: 'confirmed'; booking: BookResponse } | { kind: 'redirect'; url: string };

/**
 * The booking request for the wizard's choices; a signed-in customer's own details are used.
 * `expectedTotal` is the amount the Pay button showed: the server books at exactly that total or
 * answers 409 `price_changed`.
 */
export function bookRequestOf(
  state: WizardState,
  customer: StoredCustomer | null,
  expectedTotal?: number,
): BookBody {
  const contact = customer
    ? { full_name: customer.full_name, email: customer.email, phone_number: customer.phone_number }
    : {
        full_name: state.contact.full_name.trim(),
        email: state.contact.email.trim(),
        phone_number: state.contact.phone_number.replace(/\D/g, ''),
      };
  return {
    customer_id: customer?.customer_id ?? 0,
    ...contact,
    selected_service_ids: [...state.serviceIds],
    stylist_id: state.stylist?.id ?? 0,
    booking_date: state.date ?? '',
    start_slot_id: state.slot?.id ?? 0,
    end_slot_id: 0,
    Notes: '',
    ...(state.paymentKeyword ? { payment_keyword: state.paymentKeyword } : {}),
    ...(state.promo ? { promo_code: state.promo.code } : {}),
    ...(expectedTotal === undefined ? {} : { expected_total: expectedTotal }),
  };
}

/**
 * What makes two requests the same booking: the payment method may change between attempts (card
 * or e-wallet pay for the same booking; paying at the salon gives it up for a new one).
 */
export function bookingFingerprint(body: BookBody): string {
  const { payment_keyword: _, replaces: __, ...rest } = body;
  return JSON.stringify(rest);
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

async function book(body: BookBody, state: WizardState): Promise<BookResponse> {
  const fingerprint = bookingFingerprint(body);
  const full = JSON.stringify(body);
  const pending = await loadPendingBooking();
  // the same request again (e.g. after a lost answer) keeps its key; anything else is a new attempt
  const key =
    pending?.idempotencyKey && pending.requestFingerprint === full
      ? pending.idempotencyKey
      : newIdempotencyKey();
  await savePendingBooking({
    draft: state,
    booking: null,
    fingerprint,
    requestFingerprint: full,
    idempotencyKey: key,
    restoreAtCheckout: false,
  });
  const booking = await call('book', body, { headers: { 'Idempotency-Key': key } });
  await updatePendingBooking({ booking, idempotencyKey: null });
  return booking;
}

async function pay(booking: BookResponse, state: WizardState): Promise<SubmitResult> {
  const { pay_url } = await call('checkout', {
    order_reference_id: String(booking.id),
    online_payment_type: state.paymentKeyword === 'ewallet' ? 'ewallet' : 'card',
    // the deposit, 0 to save a card (no-show protection), or the whole total
    amount: checkoutAmountOf(booking),
    // the capability the book call returned: how a guest shows the booking is theirs
    ...(booking.manage_token ? { manage_token: booking.manage_token } : {}),
  });
  await updatePendingBooking({ draft: state, restoreAtCheckout: false });
  return { kind: 'redirect', url: pay_url };
}

/** Whether a failure means the old booking can no longer be paid for (so a new one is made). */
const bookingGone = (e: unknown) =>
  e instanceof ApiCallError && !e.isNetwork && e.status >= 400 && e.status < 500;

export function confirmationOf(booking: BookResponse, paid: boolean, paymentReference: string | null = null) {
  return {
    booking_id: booking.id,
    stylist_name: booking.stylist_name,
    appointment_date: booking.appointment_date,
    appointment_start_time: booking.appointment_start_time,
    services: booking.appointment_services,
    subtotal: booking.subtotal,
    discount_amount: booking.discount_amount,
    promo_code: booking.promo_code,
    total_amount: booking.total_amount,
    paid,
    payment_reference_no: paymentReference,
    confirmed: true,
    manage_token: booking.manage_token ?? null,
    terms: termsOf(booking),
  };
}

/** The no-show protection terms of a booking as the book call answered them. */
export const termsOf = (b: BookResponse) => ({
  protection: b.protection,
  deposit_amount: b.deposit_amount,
  balance_due: b.balance_due,
  late_cancel_fee_percent: b.late_cancel_fee_percent,
  no_show_fee_percent: b.no_show_fee_percent,
  total_amount: b.total_amount,
});

/** The online payment methods: the others (paying at the salon) need no card page. */
const ONLINE_METHODS = new Set(['card', 'ewallet']);

export async function submitBooking(
  state: WizardState,
  customer: StoredCustomer | null,
  expectedTotal?: number,
): Promise<SubmitResult> {
  if (currentStep(state) !== 'checkout') throw new Error('submitBooking outside checkout');
  const body = bookRequestOf(state, customer, expectedTotal);
  const pending = await loadPendingBooking();
  const previous =
    pending?.booking && pending.fingerprint === bookingFingerprint(body) ? pending.booking : null;
  const online = ONLINE_METHODS.has(body.payment_keyword ?? 'card');
  if (previous?.proceed_to_pay && online) {
    try {
      return await pay(previous, state);
    } catch (e) {
      if (!bookingGone(e)) throw e;
    }
  }
  // back from the card page and paying at the salon instead: the booking waiting for the card is
  // given up, so its time is free for this one
  const replaces =
    previous?.proceed_to_pay && !online
      ? {
          booking_id: previous.id,
          ...(previous.manage_token ? { manage_token: previous.manage_token } : {}),
        }
      : null;
  const booking = await book(replaces ? { ...body, replaces } : body, state);
  if (!booking.proceed_to_pay) {
    savePaymentSuccess(confirmationOf(booking, false));
    return { kind: 'confirmed', booking };
  }
  return pay(booking, state);
}
