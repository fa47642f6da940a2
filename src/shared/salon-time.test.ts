import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  clockTime,
  dayHeader,
  mondayOf,
  monthRange,
  salonMinutesNow,
  salonToday,
  weekDates,
} from './salon-time';

describe('salon time', () => {
  it('reads today and now on the salon clock, not the device clock', () => {
    const instant = new Date('2026-03-01T17:30:00Z'); // 01:30 on 2 March in Singapore
    expect(salonToday('Asia/Singapore', instant)).toBe('2026-03-02');
    expect(salonMinutesNow('Asia/Singapore', instant)).toBe(90);
    expect(salonToday('UTC', instant)).toBe('2026-03-01');
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-01-04')).toBe('2025-12-29'); // a Sunday belongs to the week before
    expect(mondayOf('2026-01-05')).toBe('2026-01-05');
    expect(weekDates('2026-01-07')).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
    ]);
  });

  it('gives the whole month as the default report range', () => {
    expect(monthRange('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(addDaysIso('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('formats column headers as EEE dd/MM in both languages', () => {
    expect(dayHeader('2026-01-05', 'en')).toBe('Mon 05/01');
    expect(dayHeader('2026-01-05', 'zh')).toBe('周一 05/01');
  });

  it('writes grid times in 24 hours in Chinese and as display times in English', () => {
    expect(clockTime('zh', '14:30')).toBe('14:30');
    expect(clockTime('en', '14:30:00')).toBe('2:30 PM');
    expect(clockTime('en', '09:00')).toBe('9:00 AM');
  });
});
