/**
 * The calendar's offline copy. The front desk must keep seeing today and the next 6 days when the
 * salon's Wi-Fi drops, as last loaded and read-only, rather than an endless spinner or an empty day
 * that looks free. So every day the calendar loads for all stylists (and its blocks and hours, and
 * the stylists) is also written to localStorage, on this tablet only, and read back when a request
 * cannot reach the server. Only the 7 days from today are kept; signing out clears it.
 *
 * localStorage, not IndexedDB: it is a few dozen kilobytes read synchronously on a failed fetch, and
 * the rest of the back office keeps nothing offline.
 */
import type { CalendarBooking } from '#shared/contract/back-office';
import type { CalendarExtras } from '#shared/contract/front-desk';
import type { StylistPage } from '#shared/contract/stylists';
import { ApiCallError } from '../../../lib/api';

const KEY = 'tress.admin.calendarCopy';
export const OFFLINE_DAYS = 7;

type Copy = {
  savedAt: number;
  days: Record<string, { bookings?: CalendarBooking[]; extras?: CalendarExtras; savedAt: number }>;
  stylists?: StylistPage;
};

function read(): Copy {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw) return JSON.parse(raw) as Copy;
  } catch {}
  return { savedAt: 0, days: {} };
}

function write(copy: Copy): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(copy));
  } catch {}
}

/** Keeps only the days in [from, from + 7). */
function prune(copy: Copy, from: string, to: string): Copy {
  const days = Object.fromEntries(Object.entries(copy.days).filter(([d]) => d >= from && d < to));
  return { ...copy, days };
}

export function saveDay(
  date: string,
  part: { bookings?: CalendarBooking[]; extras?: CalendarExtras },
  window: { from: string; to: string },
): void {
  if (date < window.from || date >= window.to) return;
  const copy = prune(read(), window.from, window.to);
  const now = Date.now();
  copy.days[date] = { ...copy.days[date], ...part, savedAt: now };
  copy.savedAt = now;
  write(copy);
}

export function saveStylists(page: StylistPage): void {
  const copy = read();
  write({ ...copy, stylists: page });
}

export function savedDay(date: string) {
  return read().days[date] ?? null;
}
export const savedStylists = () => read().stylists ?? null;

/** When the copy was last written (ms), or 0. */
export const savedAt = () => read().savedAt;

/** A request that could not reach the server (as opposed to one the server refused). */
export const isUnreachable = (e: unknown) => e instanceof ApiCallError && e.isNetwork;
