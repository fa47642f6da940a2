/**
 * A stylist's weekly working hours (docs/decisions.md): all seven days are saved, with defaults
 * Mon-Fri 09:00-17:00, Sat 10:00-16:00, Sun off. Hours are slot ids of the salon's grid; a working
 * day needs a start and an end slot, the end after the start ('Please select valid start and end
 * slots').
 */
import type { TimeSlot } from '#shared/contract/availability';
import type { WorkingHours } from '#shared/contract/stylists';

/** Monday first, as the form lists them; values are JS weekdays (0 Sunday). */
export const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

const DEFAULTS: Record<number, { start: string; end: string } | null> = {
  0: null,
  1: { start: '09:00', end: '17:00' },
  2: { start: '09:00', end: '17:00' },
  3: { start: '09:00', end: '17:00' },
  4: { start: '09:00', end: '17:00' },
  5: { start: '09:00', end: '17:00' },
  6: { start: '10:00', end: '16:00' },
};

export function slotIdAt(slots: readonly TimeSlot[], time: string): number | null {
  return slots.find((s) => s.start_time.slice(0, 5) === time)?.id ?? null;
}

export function defaultWorkingHours(slots: readonly TimeSlot[]): WorkingHours[] {
  return WEEKDAYS_FROM_MONDAY.map((weekday) => {
    const d = DEFAULTS[weekday];
    return d
      ? {
          weekday,
          available: true,
          start_slot_id: slotIdAt(slots, d.start),
          end_slot_id: slotIdAt(slots, d.end),
        }
      : { weekday, available: false, start_slot_id: null, end_slot_id: null };
  });
}

/** A stylist's saved hours, Monday first, with any missing day taken from the defaults. */
export function hoursForForm(
  saved: readonly WorkingHours[] | undefined,
  slots: readonly TimeSlot[],
): WorkingHours[] {
  const defaults = defaultWorkingHours(slots);
  return defaults.map((d) => saved?.find((s) => s.weekday === d.weekday) ?? d);
}

/** True when every working day has a start and an end on the grid, the end after the start. */
export function hoursValid(hours: readonly WorkingHours[], slots: readonly TimeSlot[]): boolean {
  const index = (id: number | null) => (id == null ? -1 : slots.findIndex((s) => s.id === id));
  return hours.every((h) => {
    if (!h.available) return true;
    const a = index(h.start_slot_id);
    const b = index(h.end_slot_id);
    return a >= 0 && b >= 0 && b > a;
  });
}

/** The single shift pair the API's stylist form still carries: the first working day's hours, Monday first. */
export function primaryShift(hours: readonly WorkingHours[]): { start: number; end: number } | null {
  const first = WEEKDAYS_FROM_MONDAY.map((w) => hours.find((h) => h.weekday === w)).find((h) => h?.available);
  return first?.start_slot_id && first.end_slot_id
    ? { start: first.start_slot_id, end: first.end_slot_id }
    : null;
}
