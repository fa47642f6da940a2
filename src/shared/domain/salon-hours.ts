/**
 * The salon's hours: when it opens and closes on each weekday, the dates it is closed (public
 * holidays, renovation), and the grid and booking window that follow from them. The defaults are
 * the hours every salon starts with: open every day 09:00 to 17:30 on a 30-minute grid, bookable
 * 14 days ahead with no notice.
 */
import { GRID_END, GRID_START, gridTimes, minutesToTime, SLOT_MINUTES, timeToMinutes } from './slots';

export type OpeningDay = { weekday: number; open: string | null; close: string | null };
export type Closure = { from_date: string; to_date: string; reason: string };
export type SalonHours = {
  opening_hours: OpeningDay[];
  closures: Closure[];
  booking_window_days: number;
  slot_minutes: number;
  min_notice_minutes: number;
};

export const DEFAULT_BOOKING_WINDOW_DAYS = 14;
export const MAX_BOOKING_WINDOW_DAYS = 365;

export const DEFAULT_OPENING_HOURS: readonly OpeningDay[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  open: GRID_START,
  close: GRID_END,
}));

export const DEFAULT_SALON_HOURS: SalonHours = {
  opening_hours: DEFAULT_OPENING_HOURS.map((d) => ({ ...d })),
  closures: [],
  booking_window_days: DEFAULT_BOOKING_WINDOW_DAYS,
  slot_minutes: SLOT_MINUTES,
  min_notice_minutes: 0,
};

/** Weekday (0 Sunday) of a `yyyy-MM-dd` date, whatever the machine's zone. */
const weekdayOfDate = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** What the salon is on a date: open from `open` to `close` (minutes), or closed, with why. */
export type SalonDay =
  | { closed: false; open: number; close: number }
  | { closed: true; reason: string | null };

/** The salon's day on `date`: a closure first, then the weekday's hours. */
export function salonDayOn(hours: Pick<SalonHours, 'opening_hours' | 'closures'>, date: string): SalonDay {
  const closure = hours.closures.find((c) => c.from_date <= date && date <= c.to_date);
  if (closure) return { closed: true, reason: closure.reason };
  const day = hours.opening_hours.find((d) => d.weekday === weekdayOfDate(date));
  if (!day?.open || !day.close) return { closed: true, reason: null };
  return { closed: false, open: timeToMinutes(day.open), close: timeToMinutes(day.close) };
}

/**
 * The grid's times: from the earliest opening of the week to the latest closing, both included (the
 * closing time ends the last cell), every `slot_minutes`. A salon closed all week keeps the default
 * span, so the back office still has times to show.
 */
export function salonGridTimes(hours: Pick<SalonHours, 'opening_hours' | 'slot_minutes'>): string[] {
  const open = hours.opening_hours.filter((d) => d.open && d.close);
  if (open.length === 0) return gridTimes(GRID_START, GRID_END, hours.slot_minutes);
  const first = Math.min(...open.map((d) => timeToMinutes(d.open!)));
  const last = Math.max(...open.map((d) => timeToMinutes(d.close!)));
  return gridTimes(minutesToTime(first), minutesToTime(last), hours.slot_minutes);
}

/** True when a booking from `start` for `minutes` lies inside the salon's hours on its day. */
export function withinSalonDay(day: SalonDay, start: number, minutes: number): boolean {
  return !day.closed && start >= day.open && start + minutes <= day.close;
}
