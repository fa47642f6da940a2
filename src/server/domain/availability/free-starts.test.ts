import { describe, expect, it } from 'vitest';
import { salonInstant } from '#shared/salon-instant';
import { freeStartsIn } from './free-starts';
import type { GridCell } from './working-cells';

const TZ = 'Asia/Singapore';
const DATE = '2026-12-02';
const at = (time: string) => salonInstant(DATE, time, TZ);

/** 09:00 to 17:30 in half hours, ids 1 to 18 as the salon's grid numbers them. */
const grid: GridCell[] = Array.from({ length: 18 }, (_, i) => {
  const start = 9 * 60 + i * 30;
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { id: i + 1, startTime: hhmm(start), endTime: hhmm(start + 30), displayTime: hhmm(start) };
});

const booked = (id: number, from: string, to: string) => ({
  id,
  stylistId: 1,
  bookingDate: DATE,
  startsAt: at(from),
  endsAt: at(to),
  status: 'confirmed' as const,
  paymentState: 'not_required' as const,
  holdExpiresAt: null,
});

describe('free start cells', () => {
  // a colour: busy for 30 minutes, processing for 30 (free for others), busy again for 30
  const visit = {
    minutes: 90,
    parts: [
      { start: 0, end: 30, kind: 'busy' as const },
      { start: 60, end: 90, kind: 'busy' as const },
    ],
  };
  const shape = { date: DATE, visit, grid, timeZone: TZ, now: at('08:00') };
  const cells = new Set(grid.map((c) => c.id).filter((id) => id !== 12));
  const bookings = [booked(7, '10:30', '11:00'), booked(8, '14:00', '15:00')];
  const blocks = [{ start: at('12:00').getTime(), end: at('12:30').getTime() }];

  it('answers about one start exactly as the whole day does', () => {
    const day = freeStartsIn(cells, bookings, shape, blocks);
    expect(day.size).toBeGreaterThan(3);
    expect(day.size).toBeLessThan(grid.length);
    for (const cell of grid) {
      const one = freeStartsIn(cells, bookings, { ...shape, onlyCell: cell.id }, blocks);
      expect([...one]).toEqual(day.has(cell.id) ? [cell.id] : []);
    }
  });

  it('finds no start for a cell that is not on the grid', () => {
    expect(freeStartsIn(cells, [], { ...shape, onlyCell: 1_234 }).size).toBe(0);
  });
});
