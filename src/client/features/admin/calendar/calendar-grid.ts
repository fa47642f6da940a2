/**
 * The calendar's grid as pure rules (docs/product.md §2 and §9): the salon's cells (by default 30-minute
 * cells from 09:00 to 17:30, 18 cells; else its hours' span on its step), weeks from Monday, and the day view with all stylists showing 8 cells per person at a
 * time (the first 8 by default; the others one page away, or all of them on request). Bookings are
 * placed on the cells they cover; bookings that overlap (a cancelled one and the booking that took
 * its time) share the column side by side instead of hiding each other.
 */

import { gridTimes, SLOT_MINUTES, slotsNeeded, timeToMinutes } from '#shared/domain/slots';
import { addDaysIso } from '#shared/salon-time';

/**
 * The salon's cells. The app serves one salon, so its grid is module state: the calendar page sets
 * it from the salon's settings (`setCalendarGrid`) before its parts render; an ES module's export
 * is a live binding, so every reader of `CELLS` sees the salon's cells.
 */
export let CELLS: readonly string[] = gridTimes();
let step = SLOT_MINUTES;

/** Makes the salon's cells (its hours' span, every `minutes`) the calendar's. */
export function setCalendarGrid(cells: readonly string[], minutes: number): void {
  if (cells.length === 0 || (minutes === step && cells.join() === CELLS.join())) return;
  CELLS = cells;
  step = minutes;
}

/** The length of a cell in minutes: the salon's step. */
export const cellMinutes = (): number => step;
export const PREVIEW_CELLS = 8;

export type CalendarView = 'day' | 'week';

/** A run of cells, `start` inclusive, `end` exclusive (indices into CELLS). */
export type CellWindow = { start: number; end: number };

/** Start indices of the 8-cell pages: 0, 8, then the last page ends at the last cell (0, 8, 10). */
export function windowStarts(total: number = CELLS.length, size: number = PREVIEW_CELLS): number[] {
  if (total <= size) return [0];
  const starts: number[] = [];
  for (let s = 0; s + size < total; s += size) starts.push(s);
  starts.push(total - size);
  return starts;
}

/**
 * Which cells the day view shows: one person, or the week view, gets every cell; all stylists get
 * page `page` of 8 cells, or every cell when `showAll` is on.
 */
export function visibleWindow(opts: {
  allStylists: boolean;
  view: CalendarView;
  showAll: boolean;
  page: number;
}): CellWindow {
  const total = CELLS.length;
  if (!opts.allStylists || opts.view === 'week' || opts.showAll) return { start: 0, end: total };
  const starts = windowStarts(total, PREVIEW_CELLS);
  const page = Math.min(Math.max(0, opts.page), starts.length - 1);
  const start = starts[page] ?? 0;
  return { start, end: start + PREVIEW_CELLS };
}

/** The grid cell a start time falls in (times off the grid are clamped to its ends). */
export function cellIndex(time: string): number {
  const i = Math.floor((timeToMinutes(time) - timeToMinutes(CELLS[0]!)) / step);
  return Math.min(Math.max(i, 0), CELLS.length - 1);
}

type Timed = { id: number; time: string; duration_minutes: number };

export type Placement<T> = {
  item: T;
  /** First row inside the window, 1-based (CSS grid lines). */
  row: number;
  span: number;
  lane: number;
  lanes: number;
  /** The booking began before the window, or goes on after it. */
  continuesBefore: boolean;
  continuesAfter: boolean;
};

function range(item: Timed): { from: number; to: number } {
  const from = cellIndex(item.time);
  return { from, to: Math.min(from + slotsNeeded(item.duration_minutes, step), CELLS.length) };
}

/** Places bookings on a column of the window: row, span, and a lane when they overlap. */
export function placeBookings<T extends Timed>(items: readonly T[], win: CellWindow): Placement<T>[] {
  const sorted = [...items]
    .map((item) => ({ item, ...range(item) }))
    .sort((a, b) => a.from - b.from || b.to - a.to || a.item.id - b.item.id);
  const laneEnds: number[] = [];
  const placed: (Placement<T> & { from: number; to: number; cluster: number })[] = [];
  let cluster = -1;
  let clusterEnd = -1;
  for (const s of sorted) {
    if (s.from >= clusterEnd) {
      cluster += 1;
      laneEnds.length = 0;
    }
    clusterEnd = Math.max(clusterEnd, s.to);
    let lane = laneEnds.findIndex((end) => end <= s.from);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = s.to;
    placed.push({
      ...s,
      cluster,
      lane,
      lanes: 1,
      row: 0,
      span: 0,
      continuesBefore: false,
      continuesAfter: false,
    });
  }
  const lanesOf = new Map<number, number>();
  for (const p of placed) lanesOf.set(p.cluster, Math.max(lanesOf.get(p.cluster) ?? 0, p.lane + 1));
  return placed
    .filter((p) => p.to > win.start && p.from < win.end)
    .map(({ item, from, to, lane, cluster: c }) => {
      const first = Math.max(from, win.start);
      const last = Math.min(to, win.end);
      return {
        item,
        row: first - win.start + 1,
        span: last - first,
        lane,
        lanes: lanesOf.get(c) ?? 1,
        continuesBefore: from < win.start,
        continuesAfter: to > win.end,
      };
    });
}

/** Bookings grouped by the cell they start in (the week view lists them there). */
export function byStartCell<T extends Timed>(items: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of [...items].sort(
    (a, b) => timeToMinutes(a.time) - timeToMinutes(b.time) || a.id - b.id,
  )) {
    const i = cellIndex(item.time);
    out.set(i, [...(out.get(i) ?? []), item]);
  }
  return out;
}

/** Cells a booking goes on into after its first (shown as occupied in the week view). */
export function continuationCells<T extends Timed>(items: readonly T[]): Map<number, T> {
  const out = new Map<number, T>();
  for (const item of items) {
    const { from, to } = range(item);
    for (let i = from + 1; i < to; i += 1) if (!out.has(i)) out.set(i, item);
  }
  return out;
}

/**
 * Where the now-line goes, in cells from the top of the window (2.5 = halfway through the third
 * cell), or null when now is outside the window.
 */
export function nowOffset(nowMinutes: number, win: CellWindow): number | null {
  const top = timeToMinutes(CELLS[0]!) + win.start * step;
  const bottom = timeToMinutes(CELLS[0]!) + win.end * step;
  if (nowMinutes < top || nowMinutes >= bottom) return null;
  return (nowMinutes - top) / step;
}

/** The next or previous day (day view) or week (week view). */
export function stepDate(date: string, view: CalendarView, direction: 1 | -1): string {
  return addDaysIso(date, direction * (view === 'week' ? 7 : 1));
}
