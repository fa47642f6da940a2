/**
 * Which free times suit a waitlist entry: a start inside one of its windows (from inclusive, to
 * exclusive; '23:59' is the end of the day) whose whole booking ends by the window's end.
 */
import { timeToMinutes } from '#shared/domain/slots';

export type Window = { from_time: string; to_time: string };

const endOf = (to: string) => (to === '23:59' ? 24 * 60 : timeToMinutes(to));

/** True when a booking of `duration` minutes starting at `start` (HH:mm) lies in the window. */
export function fitsWindow(w: Window, start: string, duration: number): boolean {
  const s = timeToMinutes(start);
  return s >= timeToMinutes(w.from_time) && s + duration <= endOf(w.to_time);
}

/** The key of an offered time, to offer an entry each time once at most. */
export const timeKey = (t: { date: string; startSlotId: number; stylistId: number }) =>
  `${t.date}|${t.startSlotId}|${t.stylistId}`;

/** The same services, whatever the order they were chosen in. */
export const sameServices = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).join(',') === [...b].sort((x, y) => x - y).join(',');
