// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearPendingBooking,
  loadPaymentSuccess,
  loadPendingBooking,
  savePendingBooking,
} from './pending-booking';
import { bookingFingerprint, bookRequestOf, newIdempotencyKey, submitBooking } from './submit-booking';
import { initialWizardState, type WizardState } from './wizard-state';

const draft: WizardState = {
  ...initialWizardState,
  step: 3,
  serviceIds: [1, 2],
  stylist: { id: 3, full_name: 'Mei Lin', photo_url: null, prices: {} },
  date: '2025-05-12',
  slot: { id: 5, start_time: '10:00', display_time: '10:00 AM' },
  promo: { code: 'FIRST20', percent_off: 20, amount_off: null, service_ids: [], first_visit_only: true },
  contact: { full_name: ' Grace ', email: 'grace@example.com ', phone_number: '9123 4567' },
  paymentKeyword: 'card',
};

const booking = (id: number, proceed_to_pay = true) => ({
  id,
  proceed_to_pay,
  appointment_date: '2025-05-12',
  appointment_start_time: '10:00',
  appointment_end_time: '11:30',
  manage_token: `token-of-${id}`,
  appointment_services: [],
  stylist_id: 3,
  stylist_name: 'Mei Lin',
  subtotal: 116,
  discount_amount: 23.2,
  promo_code: 'FIRST20',
  total_amount: 92.8,
  status: 'pending',
  payment_state: proceed_to_pay ? 'unpaid' : 'not_required',
  hold_expires_at: null,
  payment_Info: null,
});

type Call = { path: string; body: Record<string, unknown>; headers: Record<string, string> };
let calls: Call[];
let answers: Record<string, () => { status: number; body: unknown }>;

const ok = (data: unknown) => () => ({
  status: 200,
  body: { success: true, data, errors: [], message: 'OK' },
});
const fail = (status: number, code: string) => () => ({
  status,
  body: { success: false, data: null, errors: ['no'], message: 'no', code },
});

beforeEach(async () => {
  localStorage.clear();
  await clearPendingBooking();
  calls = [];
  answers = {};
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    calls.push({
      path,
      body: JSON.parse(String(init.body ?? '{}')),
      headers: init.headers as Record<string, string>,
    });
    const answer = answers[path]?.() ?? {
      status: 404,
      body: { success: false, data: null, errors: [], message: 'not found' },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the booking request', () => {
  it('sends a guest’s trimmed contact with digits-only phone and customer id 0', () => {
    expect(bookRequestOf(draft, null)).toMatchObject({
      customer_id: 0,
      full_name: 'Grace',
      email: 'grace@example.com',
      phone_number: '91234567',
      selected_service_ids: [1, 2],
      stylist_id: 3,
      booking_date: '2025-05-12',
      start_slot_id: 5,
      end_slot_id: 0,
      payment_keyword: 'card',
      promo_code: 'FIRST20',
    });
  });

  it('uses a signed-in customer’s own profile and id', () => {
    const me = {
      customer_id: 9,
      full_name: 'Demo',
      username: 'demo',
      email: 'demo@x.sg',
      phone_number: '81234567',
      avatar_url: null,
    };
    expect(bookRequestOf(draft, me)).toMatchObject({
      customer_id: 9,
      full_name: 'Demo',
      email: 'demo@x.sg',
      phone_number: '81234567',
    });
  });

  it('is the same booking whatever the payment method', () => {
    expect(bookingFingerprint(bookRequestOf(draft, null))).toBe(
      bookingFingerprint(bookRequestOf({ ...draft, paymentKeyword: 'ewallet' }, null)),
    );
    expect(bookingFingerprint(bookRequestOf(draft, null))).not.toBe(
      bookingFingerprint(bookRequestOf({ ...draft, promo: null }, null)),
    );
  });

  it('makes UUID idempotency keys', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('submitting', () => {
  it('goes straight to success when no payment is needed', async () => {
    answers['/api/appointments/book'] = ok(booking(11, false));
    const result = await submitBooking(draft, null);
    expect(result.kind).toBe('confirmed');
    expect(loadPaymentSuccess()).toMatchObject({
      booking_id: 11,
      total_amount: 92.8,
      confirmed: true,
      paid: false,
    });
  });

  it('books with an Idempotency-Key, then creates the checkout for the booking’s own total with its manage token', async () => {
    answers['/api/appointments/book'] = ok(booking(12));
    answers['/api/payment/checkout'] = ok({ pay_url: '/sandbox-pay/O12', order_id: 'O12', amount: 92.8 });
    const result = await submitBooking(draft, null);
    expect(result).toEqual({ kind: 'redirect', url: '/sandbox-pay/O12' });
    expect(calls[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.body).toMatchObject({
      order_reference_id: '12',
      online_payment_type: 'card',
      amount: 92.8,
      manage_token: 'token-of-12',
    });
    expect(calls[1]?.body).not.toHaveProperty('email');
    expect(await loadPendingBooking()).toMatchObject({ booking: { id: 12 }, idempotencyKey: null });
  });

  it('keeps the key of an attempt whose answer was lost, and sends it again on retry', async () => {
    answers['/api/appointments/book'] = fail(500, 'internal');
    await expect(submitBooking(draft, null)).rejects.toThrow();
    const first = calls[0]?.headers['Idempotency-Key'];
    expect((await loadPendingBooking())?.idempotencyKey).toBe(first);
    answers['/api/appointments/book'] = ok(booking(13));
    answers['/api/payment/checkout'] = ok({ pay_url: '/sandbox-pay/O13', order_id: 'O13', amount: 92.8 });
    await submitBooking(draft, null);
    expect(calls[1]?.headers['Idempotency-Key']).toBe(first);
  });

  it('after a failed payment pays again for the same booking, even with another method', async () => {
    answers['/api/appointments/book'] = ok(booking(14));
    answers['/api/payment/checkout'] = ok({ pay_url: '/sandbox-pay/O14', order_id: 'O14', amount: 92.8 });
    await submitBooking(draft, null);
    calls = [];
    await submitBooking({ ...draft, paymentKeyword: 'ewallet' }, null);
    expect(calls.map((c) => c.path)).toEqual(['/api/payment/checkout']);
    expect(calls[0]?.body).toMatchObject({ order_reference_id: '14', online_payment_type: 'ewallet' });
  });

  it('after Back from the card page, paying at the salon books anew, giving up the waiting booking: no card page', async () => {
    answers['/api/appointments/book'] = ok(booking(17));
    answers['/api/payment/checkout'] = ok({ pay_url: '/sandbox-pay/O17', order_id: 'O17', amount: 92.8 });
    await submitBooking(draft, null);
    calls = [];
    answers['/api/appointments/book'] = ok(booking(18, false));
    const result = await submitBooking({ ...draft, paymentKeyword: 'salon' }, null);
    expect(result.kind).toBe('confirmed');
    expect(calls.map((c) => c.path)).toEqual(['/api/appointments/book']);
    expect(calls[0]?.body).toMatchObject({
      payment_keyword: 'salon',
      replaces: { booking_id: 17, manage_token: 'token-of-17' },
    });
    expect(loadPaymentSuccess()).toMatchObject({ booking_id: 18, paid: false, confirmed: true });
  });

  it('books anew when the old booking can no longer be paid for', async () => {
    await savePendingBooking({
      draft,
      booking: booking(15) as never,
      fingerprint: bookingFingerprint(bookRequestOf(draft, null)),
      requestFingerprint: '',
      idempotencyKey: null,
      restoreAtCheckout: true,
    });
    let checkouts = 0;
    answers['/api/payment/checkout'] = () =>
      (checkouts++ === 0
        ? fail(409, 'conflict')
        : ok({ pay_url: '/sandbox-pay/O16', order_id: 'O16', amount: 92.8 }))();
    answers['/api/appointments/book'] = ok(booking(16));
    await expect(submitBooking(draft, null)).resolves.toMatchObject({ kind: 'redirect' });
    expect(calls.map((c) => c.path)).toEqual([
      '/api/payment/checkout',
      '/api/appointments/book',
      '/api/payment/checkout',
    ]);
    expect(calls[2]?.body).toMatchObject({ order_reference_id: '16' });
  });
});
