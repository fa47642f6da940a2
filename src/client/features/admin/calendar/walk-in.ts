/**
 * A walk-in starts now: in the cell under way, with the first stylist (in the calendar's
 * order) who works that cell and has neither a booking nor blocked time in it.
 */
import type { CalendarBooking } from '#shared/contract/back-office';
import type { CalendarExtras } from '#shared/contract/front-desk';
import { timeToMinutes } from '#shared/domain/slots';
import { CELLS, cellMinutes } from './calendar-grid';

export function currentCell(minutes: number): string | null {
  const i = Math.floor((minutes - timeToMinutes(CELLS[0]!)) / cellMinutes());
  return i >= 0 ? (CELLS[i] ?? null) : null;
}

export function firstFreeStylist(
  stylistIds: readonly number[],
  time: string,
  bookings: readonly CalendarBooking[],
  extras: CalendarExtras | null,
): number | null {
  const at = timeToMinutes(time);
  const busy = (id: number) =>
    bookings.some(
      (b) =>
        b.personnel_id === id &&
        b.status !== 'cancelled' &&
        timeToMinutes(b.time) <= at &&
        at < timeToMinutes(b.time) + b.duration_minutes,
    ) || (extras?.blocks ?? []).some((k) => k.stylist_id === id && k.start_time <= time && time < k.end_time);
  const works = (id: number) => {
    const w = extras?.working.find((x) => x.stylist_id === id);
    return w ? w.times.includes(time) : true;
  };
  return stylistIds.find((id) => works(id) && !busy(id)) ?? null;
}
