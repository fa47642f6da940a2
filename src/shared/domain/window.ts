/**
 * The booking window: today (for start times still ahead) and the next 13 days, in the salon's
 * time zone. Dates are `yyyy-MM-dd` strings in that zone.
 */
import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';

export const BOOKING_WINDOW_DAYS = 14;
export const DEFAULT_SALON_TZ = 'Asia/Singapore';

/** Today's date in the salon's time zone. */
export function salonToday(timeZone: string, now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** Minutes since midnight right now in the salon's time zone. */
export function salonMinutesNow(timeZone: string, now: Date = new Date()): number {
  const [h, m] = format(now, 'HH:mm', { in: tz(timeZone) })
    .split(':')
    .map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The bookable dates: today and the next 13 days. */
export function bookableDates(timeZone: string, now: Date = new Date()): string[] {
  const today = parseISO(salonToday(timeZone, now));
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => format(addDays(today, i), 'yyyy-MM-dd'));
}

export function isBookableDate(date: string, timeZone: string, now: Date = new Date()): boolean {
  return bookableDates(timeZone, now).includes(date);
}

/** The instant a salon-local date and `HH:mm` time stands for. */
export function salonInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new Date(new TZDate(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, timeZone).getTime());
}
