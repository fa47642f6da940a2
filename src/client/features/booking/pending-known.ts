/**
 * What this page already knows of the booking on its way (pending-booking.ts keeps it up to date
 * with every read and write), so the wizard can open at checkout on its first render when the
 * customer comes back from a failed payment, without loading IndexedDB before the first paint.
 *
 * Also a one-character flag in localStorage saying that IndexedDB may hold a booking or a draft
 * (never the data itself), so a start with nothing saved does not open IndexedDB at all.
 */
import type { BookResponse } from '#shared/contract/bookings';
import type { WizardState } from './wizard-state';

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

export type BookingDraft = { state: WizardState; savedAt: number };

/** A booking returned from payment older than this is not offered again (the slot hold is long gone). */
const RESTORE_WITHIN_MS = 60 * 60_000;

/** Undefined until read from IndexedDB in this page. */
export const known: { pending?: PendingBooking | null; draft?: BookingDraft | null } = {};

export const restorable = (pending: PendingBooking | null | undefined, now: number) =>
  pending?.restoreAtCheckout && now - pending.savedAt <= RESTORE_WITHIN_MS ? pending : null;

/** The booking to reopen at checkout, from what this page knows: undefined when it has not read IndexedDB yet. */
export function knownDraftToRestore(now = Date.now()): PendingBooking | null | undefined {
  return known.pending === undefined ? undefined : restorable(known.pending, now);
}

const SAVED_FLAG = 'tress.bookingSaved';

/** Whether IndexedDB may hold pending booking details or a draft (or an earlier version's localStorage copy). */
export function maySaveExist(): boolean {
  try {
    return localStorage.getItem(SAVED_FLAG) === '1' || localStorage.getItem('pendingBookingDetails') !== null;
  } catch {
    return true;
  }
}

export function markSaved(saved: boolean): void {
  try {
    if (saved) localStorage.setItem(SAVED_FLAG, '1');
    else localStorage.removeItem(SAVED_FLAG);
  } catch {}
}
