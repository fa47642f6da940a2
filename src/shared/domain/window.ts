/**
 * The booking window: today (for start times still ahead) and the next 13 days, in the salon's
 * time zone. Dates are `yyyy-MM-dd` strings in that zone.
 */
import { addDaysIso, salonToday } from '../salon-time';

export const BOOKING_WINDOW_DAYS = 14;

/** The bookable dates: today and the next 13 days. */
export function bookableDates(timeZone: string, now: Date = new Date()): string[] {
  const today = salonToday(timeZone, now);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => addDaysIso(today, i));
}

export function isBookableDate(date: string, timeZone: string, now: Date = new Date()): boolean {
  return bookableDates(timeZone, now).includes(date);
}
