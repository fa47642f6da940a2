/**
 * The salon's grid and slot arithmetic. A shift runs from its start slot's start time up to (not
 * including) its end slot's start time, so "09:00 to 17:00" is slots 09:00 ... 16:30.
 *
 * The grid follows the salon's hours and step (by default 09:00 to 17:30 every 30 minutes). A slot
 * id names a time of day for good, whatever the step: bookings, shifts and weekly hours keep their
 * slot ids when the salon changes its step or hours. The first grid's ids stay as they were (1 is
 * 09:00 ... 18 is 17:30, every half hour); every other time of day on the 5-minute lattice is
 * 1000 + its minutes after midnight (08:00 is 1480, 19:45 is 2185).
 */

/** The default step and hours: the grid every salon starts with. */
export const SLOT_MINUTES = 30;
export const GRID_START = '09:00';
export const GRID_END = '17:30';

/** The steps a salon may choose, in minutes; every one divides an hour. */
export const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;
/** The finest step: every slot id's time lies on it. */
export const SLOT_LATTICE_MINUTES = 5;

const FIRST_GRID_START = 9 * 60;
const FIRST_GRID_CELLS = 18;
const LATER_IDS = 1000;

/** The slot id of a time of day on the 5-minute lattice (`09:00` -> 1, `08:00` -> 1480). */
export function slotIdOf(time: string): number {
  const m = timeToMinutes(time);
  const i = (m - FIRST_GRID_START) / 30;
  if (Number.isInteger(i) && i >= 0 && i < FIRST_GRID_CELLS) return i + 1;
  return LATER_IDS + m;
}

/** The time of day a slot id names, or null for an id that names none. */
export function slotTimeOf(id: number): string | null {
  if (!Number.isInteger(id)) return null;
  if (id >= 1 && id <= FIRST_GRID_CELLS) return minutesToTime(FIRST_GRID_START + (id - 1) * 30);
  const m = id - LATER_IDS;
  if (m < 0 || m >= 24 * 60 || m % SLOT_LATTICE_MINUTES !== 0) return null;
  return minutesToTime(m);
}

export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** `13:30` -> `1:30 PM`, the grid's display time. */
export function displayTime(time: string): string {
  const minutes = timeToMinutes(time);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Start times of a grid, both ends included: by default 09:00, 09:30 ... 17:30 (18 cells). */
export function gridTimes(start = GRID_START, end = GRID_END, step: number = SLOT_MINUTES): string[] {
  const out: string[] = [];
  for (let t = timeToMinutes(start); t <= timeToMinutes(end); t += step) out.push(minutesToTime(t));
  return out;
}

/** How many grid cells a booking of this many minutes takes, on a grid of `step` minutes. */
export function slotsNeeded(durationMinutes: number, step: number = SLOT_MINUTES): number {
  return Math.max(1, Math.ceil(durationMinutes / step));
}

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning before 12:00, afternoon before 17:00, evening after. */
export function dayPart(time: string): DayPart {
  const m = timeToMinutes(time);
  if (m < 12 * 60) return 'morning';
  if (m < 17 * 60) return 'afternoon';
  return 'evening';
}

/** Groups slots by part of day, keeping their order; empty groups are left out. */
export function groupByDayPart<T extends { start_time: string }>(
  slots: readonly T[],
): { part: DayPart; slots: T[] }[] {
  const parts: DayPart[] = ['morning', 'afternoon', 'evening'];
  return parts
    .map((part) => ({ part, slots: slots.filter((s) => dayPart(s.start_time) === part) }))
    .filter((g) => g.slots.length > 0);
}
