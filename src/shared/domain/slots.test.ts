import { describe, expect, it } from 'vitest';
import { dayPart, displayTime, gridTimes, groupByDayPart, slotsNeeded } from './slots';

describe('slot grid', () => {
  it('has 18 half-hour cells from 09:00 to 17:30', () => {
    const grid = gridTimes();
    expect(grid).toHaveLength(18);
    expect([grid[0], grid[17]]).toEqual(['09:00', '17:30']);
  });

  it('shows times the way the salon writes them', () => {
    expect(displayTime('09:00')).toBe('9:00 AM');
    expect(displayTime('12:30')).toBe('12:30 PM');
    expect(displayTime('17:30')).toBe('5:30 PM');
  });

  it('needs one cell per started half hour', () => {
    expect(slotsNeeded(30)).toBe(1);
    expect(slotsNeeded(45)).toBe(2);
    expect(slotsNeeded(150)).toBe(5);
  });

  it('groups slots into morning, afternoon and evening, leaving out empty groups', () => {
    expect(dayPart('11:30')).toBe('morning');
    expect(dayPart('12:00')).toBe('afternoon');
    expect(dayPart('17:00')).toBe('evening');
    const groups = groupByDayPart([
      { start_time: '09:00' },
      { start_time: '13:00' },
      { start_time: '13:30' },
    ]);
    expect(groups.map((g) => [g.part, g.slots.length])).toEqual([
      ['morning', 1],
      ['afternoon', 2],
    ]);
  });
});
