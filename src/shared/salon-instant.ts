/**
 * The instant a salon-local date and time stands for: where a booking's wall-clock time becomes a
 * point in time (the server's bookings, blocks and demo days). Apart from salon-time.ts so that
 * the pages, which only read dates and times as strings, never load a time-zone library.
 */
import { TZDate } from '@date-fns/tz';

/** The instant a salon-local date and `HH:mm` time stands for. */
export function salonInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new Date(new TZDate(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, timeZone).getTime());
}
