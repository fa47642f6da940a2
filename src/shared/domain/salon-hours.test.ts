import { describe, expect, it } from 'vitest';
import { DEFAULT_SALON_HOURS, salonDayOn, salonGridTimes, withinSalonDay } from './salon-hours';
import { gridTimes, slotIdOf, slotTimeOf } from './slots';

describe('slot ids', () => {
  it('keep the first grid ids and give every other 5-minute time 1000 + its minutes, both ways', () => {
    expect(gridTimes().map(slotIdOf)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(slotIdOf('08:00')).toBe(1480);
    expect(slotIdOf('09:15')).toBe(1555);
    for (const t of gridTimes('00:00', '23:55', 5)) expect(slotTimeOf(slotIdOf(t))).toBe(t);
    expect(slotTimeOf(0)).toBeNull();
    expect(slotTimeOf(1003)).toBeNull();
    expect(slotTimeOf(1000 + 24 * 60)).toBeNull();
  });
});

describe("the salon's day", () => {
  const hours = {
    ...DEFAULT_SALON_HOURS,
    opening_hours: DEFAULT_SALON_HOURS.opening_hours.map((d) =>
      d.weekday === 0 ? { ...d, open: null, close: null } : d.weekday === 6 ? { ...d, close: '20:00' } : d,
    ),
    closures: [{ from_date: '2026-12-24', to_date: '2026-12-26', reason: 'Christmas' }],
  };

  it('is closed on a closure (with its reason) and on a weekday it does not open (without one)', () => {
    expect(salonDayOn(hours, '2026-12-25')).toEqual({ closed: true, reason: 'Christmas' });
    expect(salonDayOn(hours, '2026-12-27')).toEqual({ closed: true, reason: null }); // a Sunday
    expect(salonDayOn(hours, '2026-12-28')).toEqual({ closed: false, open: 540, close: 1050 });
  });

  it('holds a booking only inside the opening hours', () => {
    const day = salonDayOn(hours, '2026-12-28');
    expect(withinSalonDay(day, 16 * 60 + 30, 60)).toBe(true);
    expect(withinSalonDay(day, 17 * 60, 45)).toBe(false);
    expect(withinSalonDay(day, 8 * 60 + 30, 30)).toBe(false);
  });

  it("spans the grid from the week's first opening to its last closing, on the salon's step", () => {
    expect(salonGridTimes(DEFAULT_SALON_HOURS)).toEqual(gridTimes());
    const grid = salonGridTimes({ ...hours, slot_minutes: 15 });
    expect([grid[0], grid.at(-1), grid[1]]).toEqual(['09:00', '20:00', '09:15']);
  });
});
