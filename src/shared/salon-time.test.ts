// the formats the back office used to have from date-fns: its wordings must not change
import { format, parseISO } from 'date-fns';
import { zhCN } from 'date-fns/locale/zh-CN';
import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  clockTime,
  dayHeader,
  isValidIsoDate,
  minutesUntil,
  mondayOf,
  monthRange,
  numericDate,
  salonMinutesNow,
  salonToday,
  weekDates,
  weekdayDate,
} from './salon-time';

describe('salon time', () => {
  it('reads today and now on the salon clock, not the device clock', () => {
    const instant = new Date('2026-03-01T17:30:00Z'); // 01:30 on 2 March in Singapore
    expect(salonToday('Asia/Singapore', instant)).toBe('2026-03-02');
    expect(salonMinutesNow('Asia/Singapore', instant)).toBe(90);
    expect(salonToday('UTC', instant)).toBe('2026-03-01');
  });

  it('counts the minutes until a salon date and time across midnight and days', () => {
    const instant = new Date('2026-03-01T17:30:00Z'); // 01:30 on 2 March in Singapore
    expect(minutesUntil('2026-03-02', '02:00', 'Asia/Singapore', instant)).toBe(30);
    expect(minutesUntil('2026-03-03', '01:30', 'Asia/Singapore', instant)).toBe(1440);
    expect(minutesUntil('2026-03-02', '01:00', 'Asia/Singapore', instant)).toBe(-30);
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
    expect(monthRange('2028-02-03')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(addDaysIso('2026-01-02', -3)).toBe('2025-12-30');
  });

  it('counts calendar days across a daylight-saving change as whole days', () => {
    // the arithmetic never depends on the machine's zone: London moved its clocks on 29 March 2026
    expect(weekDates('2026-03-29')[0]).toBe('2026-03-23');
    expect(addDaysIso('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('takes only real calendar dates', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-04-31')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-1-01')).toBe(false);
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

describe('the back office dates', () => {
  it('read as date-fns wrote them, for every day of two years, in both languages', () => {
    for (let day = addDaysIso('2026-01-01', 0); day < '2028-01-01'; day = addDaysIso(day, 1)) {
      const d = parseISO(day);
      expect(weekdayDate('en', day)).toBe(format(d, 'EEE, d MMM yyyy'));
      expect(weekdayDate('zh', day)).toBe(format(d, 'yyyy年M月d日 EEEE', { locale: zhCN }));
      expect(dayHeader(day, 'en')).toBe(format(d, 'EEE dd/MM'));
      expect(dayHeader(day, 'zh')).toBe(format(d, 'EEE dd/MM', { locale: zhCN }));
      expect(numericDate(day)).toBe(format(d, 'dd/MM/yyyy'));
      expect(numericDate(`${day}T09:30:00Z`)).toBe(format(d, 'dd/MM/yyyy'));
    }
  });

  it('leaves a date that is not one as it came', () => {
    expect(numericDate('2026-02-30')).toBe('2026-02-30');
    expect(numericDate('soon')).toBe('soon');
  });
});
