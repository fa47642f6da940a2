/**
 * The shifts modal's rules (docs/product.md §2, §4 and §5): four weekly blocks of seven days from this
 * week's Monday; a day with nothing saved starts as working with no slots; ticking Day Off marks the
 * day modified; unticking restores a default slot pair (computed from the active slots, or slot 1 to
 * 2 when none are loaded); changing a time marks it modified; only modified days are sent.
 */

import type { ShiftEntry, StylistShiftDay, TimeSlot } from '#shared/contract/availability';
import { addDaysIso, mondayOf } from '#shared/salon-time';

export const SHIFT_WEEKS = 4;

export type ShiftDay = {
  date: string;
  dayOff: boolean;
  start: number | null;
  end: number | null;
  modified: boolean;
  /** Days before today are shown but cannot be changed. */
  locked: boolean;
};

/** The 4 weeks of the modal, Monday first, as 4 lists of 7 dates. */
export function shiftWeeks(today: string, weeks: number = SHIFT_WEEKS): string[][] {
  const monday = mondayOf(today);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDaysIso(monday, w * 7 + d)),
  );
}

/** The days as the modal opens: what the server has for each date, else working with no slots. */
export function initialDays(
  dates: readonly string[],
  saved: readonly StylistShiftDay[],
  today: string,
): ShiftDay[] {
  const byDate = new Map(saved.map((s) => [s.shift_date.slice(0, 10), s]));
  return dates.map((date) => {
    const s = byDate.get(date);
    return {
      date,
      dayOff: s?.day_off ?? false,
      start: s && !s.day_off ? s.shift_start_slot_id : null,
      end: s && !s.day_off ? s.shift_end_slot_id : null,
      modified: false,
      locked: date < today,
    };
  });
}

/** The slot pair a day gets back when Day Off is unticked: 09:00 to 17:00 when the grid has them. */
export function defaultSlotPair(slots: readonly TimeSlot[]): { start: number; end: number } {
  if (slots.length === 0) return { start: 1, end: 2 };
  const at = (time: string) => slots.find((s) => s.start_time.slice(0, 5) === time)?.id;
  const first = slots[0]!.id;
  const last = slots[slots.length - 1]!.id;
  return { start: at('09:00') ?? first, end: at('17:00') ?? last };
}

export function setDayOff(day: ShiftDay, dayOff: boolean, slots: readonly TimeSlot[]): ShiftDay {
  if (dayOff) return { ...day, dayOff: true, modified: true };
  const pair = defaultSlotPair(slots);
  return { ...day, dayOff: false, start: pair.start, end: pair.end, modified: true };
}

export function setShiftTime(day: ShiftDay, which: 'start' | 'end', slotId: number | null): ShiftDay {
  return { ...day, [which]: slotId, modified: true };
}

/** What is wrong with a changed working day: a time missing, or the end not after the start. */
export function dayProblem(day: ShiftDay, slots: readonly TimeSlot[]): 'missing' | 'order' | null {
  if (!day.modified || day.dayOff) return null;
  if (day.start == null || day.end == null) return 'missing';
  const order = (id: number) => {
    const i = slots.findIndex((s) => s.id === id);
    return i === -1 ? id : i;
  };
  return order(day.end) > order(day.start) ? null : 'order';
}

/** Only the days that were changed, as the save-shifts call wants them. */
export function changedShifts(days: readonly ShiftDay[]): ShiftEntry[] {
  return days
    .filter((d) => d.modified && !d.locked)
    .map((d) => ({
      shift_date: d.date,
      day_off: d.dayOff,
      shift_start_slot_id: d.dayOff ? null : d.start,
      shift_end_slot_id: d.dayOff ? null : d.end,
    }));
}

/** Update Schedule works with a stylist, something changed, every changed day valid, and not while saving. */
export function canSaveShifts(
  days: readonly ShiftDay[],
  slots: readonly TimeSlot[],
  stylistId: number | null,
  saving: boolean,
): boolean {
  if (saving || !stylistId) return false;
  const changed = days.filter((d) => d.modified && !d.locked);
  return changed.length > 0 && changed.every((d) => dayProblem(d, slots) === null);
}
