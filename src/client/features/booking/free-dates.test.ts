import { describe, expect, it } from 'vitest';
import { firstOpenDate } from './free-dates';

const dates = ['2026-11-23', '2026-11-24', '2026-11-25'];

describe('the day the date strip opens on', () => {
  it('is the first day with a free time', () => {
    const free = [
      { date: '2026-11-23', has_free_times: false, closed: false, closed_reason: null },
      { date: '2026-11-24', has_free_times: false, closed: false, closed_reason: null },
      { date: '2026-11-25', has_free_times: true, closed: false, closed_reason: null },
    ];
    expect(firstOpenDate(dates, free)).toBe('2026-11-25');
  });
  it('is today when no day has one, or when that is not known', () => {
    expect(
      firstOpenDate(dates, [
        { date: '2026-11-24', has_free_times: false, closed: false, closed_reason: null },
      ]),
    ).toBe('2026-11-23');
    expect(firstOpenDate(dates, undefined)).toBe('2026-11-23');
  });
});
