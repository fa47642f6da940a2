/**
 * Dates in the back office are `yyyy-MM-dd` strings in the salon's time zone (DESIGN.md section 4):
 * "today" and "now" come from the salon's clock, not the device's, so a laptop abroad still shows
 * the salon's day. Calendar arithmetic on those strings is plain date arithmetic.
 */
import { addDays, endOfMonth, format, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { zhCN } from 'date-fns/locale/zh-CN';
import { displayTime } from '../../../../shared/domain/slots';

export const DEFAULT_TZ = 'Asia/Singapore';

function parts(tz: string, now: Date): Record<string, string> {
  let fmt: Intl.DateTimeFormat;
  try {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    return parts(DEFAULT_TZ, now);
  }
  return Object.fromEntries(fmt.formatToParts(now).map((p) => [p.type, p.value]));
}

/** Today's date in the salon's time zone. */
export function todayIn(tz: string, now: Date = new Date()): string {
  const p = parts(tz, now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Minutes since midnight on the salon's clock. */
export function minutesNowIn(tz: string, now: Date = new Date()): number {
  const p = parts(tz, now);
  return Number(p.hour) * 60 + Number(p.minute);
}

const iso = (d: Date) => format(d, 'yyyy-MM-dd');

export function addDaysIso(date: string, days: number): string {
  return iso(addDays(parseISO(date), days));
}

/** The Monday of the week that holds `date` (weeks start on Monday). */
export function mondayOf(date: string): string {
  return iso(startOfWeek(parseISO(date), { weekStartsOn: 1 }));
}

/** The seven dates, Monday to Sunday, of the week that holds `date`. */
export function weekDates(date: string): string[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));
}

/** First and last day of the month that holds `date` (the reports' default range). */
export function monthRange(date: string): { from: string; to: string } {
  const d = parseISO(date);
  return { from: iso(startOfMonth(d)), to: iso(endOfMonth(d)) };
}

export function isValidIsoDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(parseISO(date).getTime());
}

const locale = (lang: string) => (lang.startsWith('zh') ? zhCN : undefined);

/** The calendar's column header, `EEE dd/MM` (Mon 05/01; 周一 05/01). */
export function dayHeader(date: string, lang: string): string {
  return format(parseISO(date), 'EEE dd/MM', { locale: locale(lang) });
}

/** A date as people read it: `Mon, 5 Jan 2026` / `2026年1月5日 星期一`. */
export function longDate(date: string, lang: string): string {
  const d = parseISO(date);
  return lang.startsWith('zh')
    ? format(d, 'yyyy年M月d日 EEEE', { locale: zhCN })
    : format(d, 'EEE, d MMM yyyy');
}

/** A short date for tables: `05/01/2026`. */
export function shortDate(date: string): string {
  const d = parseISO(date.slice(0, 10));
  return Number.isNaN(d.getTime()) ? date : format(d, 'dd/MM/yyyy');
}

/** Day of the week, 0 Sunday ... 6 Saturday. */
export function weekdayOf(date: string): number {
  return parseISO(date).getDay();
}

/** A grid time as people read it: 24-hour in Chinese (14:30), the grid's display time in English (2:30 PM). */
export function timeLabel(time: string, lang: string): string {
  const hhmm = time.slice(0, 5);
  return lang.startsWith('zh') ? hhmm : displayTime(hhmm);
}
