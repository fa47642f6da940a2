/**
 * The booking on its way, kept on the phone (docs/product.md §4; where and why: device-store/db.ts):
 * - `pendingBookingDetails` holds the wizard's choices, the booking the server made and the
 *   Idempotency-Key of the attempt, from the first tap on Pay until the success or rating page;
 * - the booking draft holds the wizard's choices while the customer makes them (services,
 *   stylist, ...), so a reload, an app restart or an offline start continues where they stopped;
 * both in IndexedDB, surviving reloads and restarts, until the success or rating page;
 * - `paymentSuccessData` holds what the success page shows once the booking is confirmed
 *   (localStorage: the success page reads it on its first render).
 *
 * IndexedDB (Dexie) is loaded on first use, never before the first paint. Writes are applied in
 * order; the last known value is also kept in memory, so a page of this visit can read it at once.
 * Where IndexedDB cannot be used, the values live in memory for the visit.
 */

import type { BookingService } from '#shared/contract/bookings';
import { type BookingDraft, known, markSaved, type PendingBooking, restorable } from './pending-known';
import type { BookedTerms } from './protection-notice';
import type { WizardState } from './wizard-state';

export type { BookingDraft, PendingBooking } from './pending-known';

/** The localStorage key of earlier versions, moved into IndexedDB on first use. */
export const PENDING_KEY = 'pendingBookingDetails';
export const SUCCESS_KEY = 'paymentSuccessData';
/** A draft older than this is not offered again. */
const DRAFT_KEPT_MS = 3 * 24 * 60 * 60_000;

export type PaymentSuccessData = {
  booking_id: number;
  stylist_name: string;
  appointment_date: string;
  appointment_start_time: string;
  services: BookingService[];
  subtotal: number | null;
  discount_amount: number | null;
  promo_code: string | null;
  total_amount: number;
  paid: boolean;
  payment_reference_no: string | null;
  /** False when the payment came back successful but the server could not confirm it. */
  confirmed: boolean;
  /** The booking's manage token (guests open their booking with it). */
  manage_token?: string | null | undefined;
  /** The booking's no-show protection terms (deposit, balance due, fees), when it has any. */
  terms?: BookedTerms | null | undefined;
  savedAt: number;
};

const store = () => import('../../offline/pending-store');

let chain: Promise<unknown> = Promise.resolve();

/** Runs reads and writes one after the other, so an update never overtakes a save. */
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

function takeLegacy(): PendingBooking | null {
  try {
    const raw = localStorage.getItem(PENDING_KEY);
    if (raw === null) return null;
    localStorage.removeItem(PENDING_KEY);
    return JSON.parse(raw) as PendingBooking;
  } catch {
    return null;
  }
}

async function readPendingNow(): Promise<PendingBooking | null> {
  if (known.pending !== undefined) return known.pending;
  try {
    const s = await store();
    const legacy = takeLegacy();
    if (legacy) await s.writePending('pendingBookingDetails', legacy, legacy.savedAt);
    known.pending = legacy ?? (await s.readPending<PendingBooking>('pendingBookingDetails'))?.value ?? null;
  } catch {
    known.pending ??= null;
  }
  return known.pending;
}

async function writePendingNow(value: PendingBooking | null): Promise<void> {
  known.pending = value;
  if (value) markSaved(true);
  try {
    const s = await store();
    if (value) await s.writePending('pendingBookingDetails', value, value.savedAt);
    else await s.removePending('pendingBookingDetails');
  } catch {
    // IndexedDB unavailable: kept in memory for this visit
  }
}

export function loadPendingBooking(): Promise<PendingBooking | null> {
  return serial(readPendingNow);
}

export function savePendingBooking(pending: Omit<PendingBooking, 'savedAt'>): Promise<void> {
  return serial(() => writePendingNow({ ...pending, savedAt: Date.now() }));
}

export function updatePendingBooking(patch: Partial<PendingBooking>): Promise<void> {
  return serial(async () => {
    const current = await readPendingNow();
    if (current) await writePendingNow({ ...current, ...patch, savedAt: Date.now() });
  });
}

/** Ends the booking on the phone: the pending details and the draft (success or rating page). */
export function clearPendingBooking(): Promise<void> {
  return serial(async () => {
    known.pending = null;
    known.draft = null;
    try {
      await (await store()).removePending('pendingBookingDetails', 'bookingDraft');
    } catch {}
    markSaved(false);
    try {
      localStorage.removeItem(PENDING_KEY);
    } catch {}
  });
}

/** The booking to reopen at checkout, if the customer came back from a failed or cancelled payment. */
export async function draftToRestore(now = Date.now()): Promise<PendingBooking | null> {
  return restorable(await loadPendingBooking(), now);
}

/** Saves the wizard's choices as they are made (null: nothing worth keeping). */
export function saveBookingDraft(state: WizardState | null): Promise<void> {
  return serial(async () => {
    known.draft = state ? { state, savedAt: Date.now() } : null;
    if (state) markSaved(true);
    try {
      const s = await store();
      if (state) await s.writePending('bookingDraft', state, known.draft?.savedAt);
      else await s.removePending('bookingDraft');
    } catch {}
  });
}

/** The wizard's saved choices, if recent enough to offer again and not booked since. */
export function loadBookingDraft(now = Date.now()): Promise<BookingDraft | null> {
  return serial(async () => {
    if (known.draft === undefined) {
      try {
        const saved = await (await store()).readPending<WizardState>('bookingDraft');
        known.draft = saved ? { state: saved.value, savedAt: saved.savedAt } : null;
      } catch {
        known.draft = null;
      }
    }
    if (!known.draft || now - known.draft.savedAt > DRAFT_KEPT_MS) return null;
    // a draft whose booking was then paid or confirmed is done, whether or not the success page
    // was opened to end it: it is never offered as a booking still to make
    const done = loadPaymentSuccess();
    return done?.confirmed && done.savedAt > known.draft.savedAt ? null : known.draft;
  });
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function savePaymentSuccess(data: Omit<PaymentSuccessData, 'savedAt'>): void {
  try {
    localStorage.setItem(SUCCESS_KEY, JSON.stringify({ ...data, savedAt: Date.now() }));
  } catch {
    // storage full or blocked: the success page then shows its short form
  }
}

export function loadPaymentSuccess(): PaymentSuccessData | null {
  return read<PaymentSuccessData>(SUCCESS_KEY);
}
