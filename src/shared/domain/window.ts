/**
 * The booking window: today (for start times still ahead) and the following days, 14 in all unless
 * the salon chose another length, in the salon's time zone. Dates are `yyyy-MM-dd` strings in
 * that zone.
 */
import { addDaysIso, salonToday } from '../salon-time';

export const BOOKING_WINDOW_DAYS = 14;

/** The bookable dates: today and the days after it, `days` in all (14 by default). */
export function bookableDates(
  timeZone: string,
  now: Date = new Date(),
  days: number = BOOKING_WINDOW_DAYS,
): string[] {
  const today = salonToday(timeZone, now);
  return Array.from({ length: days }, (_, i) => addDaysIso(today, i));
}

export function isBookableDate(
  date: string,
  timeZone: string,
  now: Date = new Date(),
  days: number = BOOKING_WINDOW_DAYS,
): boolean {
  const today = salonToday(timeZone, now);
  return date >= today && date <= addDaysIso(today, days - 1);
}
