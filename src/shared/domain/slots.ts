/**
 * The salon's 30-minute grid and slot arithmetic. A shift runs from its start slot's start time up to
 * (not including) its end slot's start time, so "09:00 to 17:00" is slots 09:00 ... 16:30.
 */

export const SLOT_MINUTES = 30;
export const GRID_START = '09:00';
export const GRID_END = '17:30';

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

/** Start times of the grid: 09:00, 09:30 ... 17:30 (18 cells). */
export function gridTimes(): string[] {
  const out: string[] = [];
  for (let t = timeToMinutes(GRID_START); t <= timeToMinutes(GRID_END); t += SLOT_MINUTES)
    out.push(minutesToTime(t));
  return out;
}

/** How many grid cells a booking of this many minutes takes. */
export function slotsNeeded(durationMinutes: number): number {
  return Math.max(1, Math.ceil(durationMinutes / SLOT_MINUTES));
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
