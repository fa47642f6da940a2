/**
 * The booking on its way through payment, kept in the browser (spec section 4):
 * `pendingBookingDetails` holds the wizard's choices, the booking the server made and the
 * Idempotency-Key of the attempt, from the first tap on Pay until the success or rating page;
 * `paymentSuccessData` holds what the success page shows once the booking is confirmed.
 *
 * localStorage for now, behind this one module, so the offline work can move it to IndexedDB
 * without touching its callers.
 */
import type { AppointmentService, BookResponse } from '../../../shared/contract/bookings';
import type { WizardState } from './wizard-state';

export const PENDING_KEY = 'pendingBookingDetails';
export const SUCCESS_KEY = 'paymentSuccessData';
/** A draft older than this is not offered again (the slot hold is long gone). */
const RESTORE_WITHIN_MS = 60 * 60_000;

export type PendingBooking = {
  /** The wizard's choices, to restore the booking at checkout after a failed or cancelled payment. */
  draft: WizardState;
  /** The booking the server made for this draft, once made. */
  booking: BookResponse | null;
  /** The booking's choices without the payment method (to tell whether a retry is the same booking). */
  fingerprint: string;
  /** The whole booking request of the current attempt (a retry of it keeps its key). */
  requestFingerprint: string;
  /** The Idempotency-Key of the current attempt, kept until the booking call succeeds. */
  idempotencyKey: string | null;
  /** Set when the customer should land back on checkout (payment failed or cancelled). */
  restoreAtCheckout: boolean;
  savedAt: number;
};

export type PaymentSuccessData = {
  booking_id: number;
  stylist_name: string;
  appointment_date: string;
  appointment_start_time: string;
  services: AppointmentService[];
  subtotal: number | null;
  discount_amount: number | null;
  promo_code: string | null;
  total_amount: number;
  paid: boolean;
  payment_reference_no: string | null;
  /** False when the payment came back successful but the server could not confirm it. */
  confirmed: boolean;
  savedAt: number;
};

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the booking still goes on, only a reload would lose it
  }
}

export function loadPendingBooking(): PendingBooking | null {
  return read<PendingBooking>(PENDING_KEY);
}

export function savePendingBooking(pending: Omit<PendingBooking, 'savedAt'>): void {
  write(PENDING_KEY, { ...pending, savedAt: Date.now() });
}

export function updatePendingBooking(patch: Partial<PendingBooking>): void {
  const current = loadPendingBooking();
  if (current) write(PENDING_KEY, { ...current, ...patch, savedAt: Date.now() });
}

export function clearPendingBooking(): void {
  try {
    localStorage.removeItem(PENDING_KEY);
  } catch {}
}

/** The draft to reopen at checkout, if the customer came back from a failed or cancelled payment. */
export function draftToRestore(now = Date.now()): PendingBooking | null {
  const pending = loadPendingBooking();
  if (!pending?.restoreAtCheckout || now - pending.savedAt > RESTORE_WITHIN_MS) return null;
  return pending;
}

export function savePaymentSuccess(data: Omit<PaymentSuccessData, 'savedAt'>): void {
  write(SUCCESS_KEY, { ...data, savedAt: Date.now() });
}

export function loadPaymentSuccess(): PaymentSuccessData | null {
  return read<PaymentSuccessData>(SUCCESS_KEY);
}
