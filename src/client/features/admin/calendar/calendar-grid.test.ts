import { describe, expect, it } from 'vitest';
import { weekDates } from '#shared/salon-time';
import {
  byStartCell,
  CELLS,
  cellIndex,
  continuationCells,
  nowOffset,
  placeBookings,
  stepDate,
  visibleWindow,
  windowStarts,
} from './calendar-grid';

const booking = (id: number, time: string, duration_minutes: number) => ({ id, time, duration_minutes });

describe('calendar grid', () => {
  it('has 18 half-hour cells from 09:00 to 17:30', () => {
    expect(CELLS).toHaveLength(18);
    expect(CELLS[0]).toBe('09:00');
    expect(CELLS[1]).toBe('09:30');
    expect(CELLS[17]).toBe('17:30');
  });

  it('starts the week view on Monday', () => {
    const week = weekDates('2026-01-08'); // a Thursday
    expect(week[0]).toBe('2026-01-05');
    expect(week[6]).toBe('2026-01-11');
    expect(weekDates('2026-01-11')[0]).toBe('2026-01-05'); // Sunday is the last day, not the first
  });

  it('shows the first 8 cells per person in the day view with all stylists', () => {
    const win = visibleWindow({ allStylists: true, view: 'day', showAll: false, page: 0 });
    expect(CELLS.slice(win.start, win.end)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
  });

  it('shows every cell for one person, in the week view, or when asked', () => {
    expect(visibleWindow({ allStylists: false, view: 'day', showAll: false, page: 0 })).toEqual({
      start: 0,
      end: 18,
    });
    expect(visibleWindow({ allStylists: true, view: 'week', showAll: false, page: 0 })).toEqual({
      start: 0,
      end: 18,
    });
    expect(visibleWindow({ allStylists: true, view: 'day', showAll: true, page: 0 })).toEqual({
      start: 0,
      end: 18,
    });
  });

  it('reaches the later cells in pages of 8, the last page ending at 17:30', () => {
    expect(windowStarts()).toEqual([0, 8, 10]);
    const last = visibleWindow({ allStylists: true, view: 'day', showAll: false, page: 2 });
    expect(CELLS.slice(last.start, last.end)).toHaveLength(8);
    expect(CELLS[last.end - 1]).toBe('17:30');
    expect(visibleWindow({ allStylists: true, view: 'day', showAll: false, page: 9 })).toEqual(last);
  });

  it('puts a booking on the cells its duration covers', () => {
    const [p] = placeBookings([booking(1, '10:00', 90)], { start: 0, end: 18 });
    expect(p).toMatchObject({ row: 3, span: 3, lane: 0, lanes: 1 });
    expect(cellIndex('17:30')).toBe(17);
  });

  it('clips a booking at the window and says it continues', () => {
    const [p] = placeBookings([booking(1, '12:00', 120)], { start: 0, end: 8 });
    expect(p).toMatchObject({ row: 7, span: 2, continuesAfter: true, continuesBefore: false });
    const [q] = placeBookings([booking(1, '12:00', 120)], { start: 8, end: 16 });
    expect(q).toMatchObject({ row: 1, span: 2, continuesBefore: true });
    expect(placeBookings([booking(1, '15:00', 30)], { start: 0, end: 8 })).toHaveLength(0);
  });

  it('lays overlapping bookings side by side', () => {
    const placed = placeBookings(
      [booking(1, '10:00', 60), booking(2, '10:30', 30), booking(3, '14:00', 30)],
      { start: 0, end: 18 },
    );
    const byId = Object.fromEntries(placed.map((p) => [p.item.id, p]));
    expect(byId[1]).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId[2]).toMatchObject({ lane: 1, lanes: 2 });
    expect(byId[3]).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('groups the week view by start cell and marks the cells a booking goes on into', () => {
    const items = [booking(2, '10:00', 30), booking(1, '09:00', 60)];
    const cells = byStartCell(items);
    expect(cells.get(0)?.map((b) => b.id)).toEqual([1]);
    expect(cells.get(2)?.map((b) => b.id)).toEqual([2]);
    expect([...continuationCells(items).keys()]).toEqual([1]);
  });

  it('draws the now-line only inside the shown cells', () => {
    expect(nowOffset(9 * 60 + 45, { start: 0, end: 8 })).toBe(1.5);
    expect(nowOffset(8 * 60, { start: 0, end: 8 })).toBeNull();
    expect(nowOffset(13 * 60, { start: 0, end: 8 })).toBeNull();
    expect(nowOffset(13 * 60, { start: 8, end: 16 })).toBe(0);
  });

  it('steps a day in the day view and a week in the week view', () => {
    expect(stepDate('2026-01-31', 'day', 1)).toBe('2026-02-01');
    expect(stepDate('2026-01-05', 'week', -1)).toBe('2025-12-29');
  });
});
