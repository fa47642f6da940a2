/**
 * The booking the new-booking sheet would make, as the day view draws it behind the sheet: the
 * tapped (or chosen) stylist and start, as long as the chosen services last, and whether that
 * range runs into a booking or a blocked time of the stylist (the server refuses it; the grid
 * shows it first).
 */
import type { CalendarBooking } from '#shared/contract/back-office';
import type { StylistBlock } from '#shared/contract/front-desk';
import { timeToMinutes } from '#shared/domain/slots';

export type BookingDraft = { date: string; time: string; stylistId: number; minutes: number };

/** Bookings that no longer hold their time. */
const FREED = new Set(['cancelled', 'no_show']);

/**
 * Whether [start, start + minutes) overlaps one of the stylist's bookings (its busy parts and
 * clean-up: a processing gap is free) or blocks that day.
 */
export function draftOverlaps(
  draft: BookingDraft,
  bookings: readonly CalendarBooking[],
  blocks: readonly StylistBlock[],
): boolean {
  if (draft.minutes <= 0) return false;
  const from = timeToMinutes(draft.time);
  const to = from + draft.minutes;
  const hits = (a: number, b: number) => a < to && from < b;
  return (
    bookings.some(
      (b) =>
        b.personnel_id === draft.stylistId &&
        b.date === draft.date &&
        !FREED.has(b.status) &&
        (b.parts?.length ? b.parts : [{ start: 0, end: b.duration_minutes }]).some((p) =>
          hits(timeToMinutes(b.time) + p.start, timeToMinutes(b.time) + p.end),
        ),
    ) ||
    blocks.some(
      (k) =>
        k.stylist_id === draft.stylistId &&
        k.date === draft.date &&
        hits(timeToMinutes(k.start_time), timeToMinutes(k.end_time)),
    )
  );
}
