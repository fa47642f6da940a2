/**
 * The salon's clock and how its dates and times are written, for the server (emails, jobs, seed),
 * the customer pages and the back office alike (docs/decisions.md).
 *
 * Dates travel as salon-local `yyyy-MM-dd` strings and times as `HH:mm`: "today" and "now" come
 * from the salon's time zone, never the device's or the server's, so a laptop abroad still shows the
 * salon's day. Calendar dates are formatted as dates (at noon UTC, in UTC) and never shift with the
 * reader's own zone; instants (deadlines, history, emails) are formatted in the salon's zone.
 */
import { displayTime } from './domain/slots';

/** The zone of a salon that has not chosen one (the server's `SALON_TZ` default and the schema's). */
export const DEFAULT_SALON_TZ = 'Asia/Singapore';

/** The interface languages. */
export type Lang = 'en' | 'zh';

const isZh = (lang: string) => lang.startsWith('zh');

// ---------------------------------------------------------------------------------------------
// The salon's clock

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one, and
 * the server asks for the salon's today many times per request. Only zones that exist get here,
 * so the map holds at most the few hundred zones there are.
 */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat | null {
  let fmt = clocks.get(timeZone);
  if (fmt) return fmt;
  try {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    return null;
  }
  clocks.set(timeZone, fmt);
  return fmt;
}

function clockParts(timeZone: string, now: Date): Record<string, string> {
  // An unknown zone (a typo saved in Settings) must not blank the page: read the default's clock.
  const fmt = clockOf(timeZone) ?? clockOf(DEFAULT_SALON_TZ)!;
  const parts: Record<string, string> = {};
  for (const p of fmt.formatToParts(now)) parts[p.type] = p.value;
  return parts;
}

/** Today's date in the salon's time zone. */
export function salonToday(timeZone: string, now: Date = new Date()): string {
  const p = clockParts(timeZone, now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Minutes since midnight right now on the salon's clock. */
export function salonMinutesNow(timeZone: string, now: Date = new Date()): number {
  const p = clockParts(timeZone, now);
  return Number(p.hour) * 60 + Number(p.minute);
}

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic on `yyyy-MM-dd` strings: a calendar date is its noon in UTC, so no zone and
// no daylight-saving change can move it to another day (the instants are in salon-instant.ts)

const pad2 = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

function calendarDate(date: string): Date {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
}

const iso = (d: Date) => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;

export function addDaysIso(date: string, days: number): string {
  return iso(new Date(calendarDate(date).getTime() + days * DAY_MS));
}

/**
 * Minutes from now until `time` (`HH:mm`) on `date`, both on the salon's clock: whole calendar days
 * apart plus the clock difference (a daylight-saving shift on the way is not counted).
 */
export function minutesUntil(date: string, time: string, timeZone: string, now: Date = new Date()): number {
  const days = Math.round(
    (calendarDate(date).getTime() - calendarDate(salonToday(timeZone, now)).getTime()) / DAY_MS,
  );
  const [h, m] = time.split(':').map(Number);
  return days * 1440 + (h ?? 0) * 60 + (m ?? 0) - salonMinutesNow(timeZone, now);
}

/** Day of the week, 0 Sunday ... 6 Saturday. */
export function weekdayOf(date: string): number {
  return calendarDate(date).getUTCDay();
}

/** The Monday of the week that holds `date` (weeks start on Monday). */
export function mondayOf(date: string): string {
  return addDaysIso(date, -((weekdayOf(date) + 6) % 7));
}

/** The seven dates, Monday to Sunday, of the week that holds `date`. */
export function weekDates(date: string): string[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));
}

/** First and last day of the month that holds `date` (the reports' default range). */
export function monthRange(date: string): { from: string; to: string } {
  const d = calendarDate(date);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0, 12));
  return { from: `${date.slice(0, 7)}-01`, to: iso(last) };
}

/** A real calendar date written `yyyy-MM-dd` (no 30 February). */
export function isValidIsoDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && iso(calendarDate(date)) === date;
}

// ---------------------------------------------------------------------------------------------
// Calendar dates as people read them (Intl does the wording: no date-fns locale in the customer pages)

const intlLocale = (lang: string) => (isZh(lang) ? 'zh-CN' : 'en-GB');

function fmtDate(lang: string, date: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { timeZone: 'UTC', ...options }).format(
    calendarDate(date),
  );
}

/** "Monday, 12 May 2025" / "2025年5月12日星期一" (the customer pages). */
export const longDate = (lang: string, date: string) =>
  fmtDate(lang, date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** "Mon" / "周一". */
export const weekdayShort = (lang: string, date: string) => fmtDate(lang, date, { weekday: 'short' });
/** "May" / "5月". */
export const monthShort = (lang: string, date: string) => fmtDate(lang, date, { month: 'short' });
/** "12". */
export const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));

// The back office's fixed wordings (not Intl's: its English short month of September is "Sept"
// in some versions and "Sep" in others, and a table's column must not change with the browser)
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_ZH_SHORT = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const WEEKDAYS_ZH = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Year, month (1-12), day and weekday (0 = Sunday) of an ISO calendar date. */
function partsOf(date: string) {
  const d = calendarDate(date);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), dow: d.getUTCDay() };
}

/** The back office's date: `Mon, 5 Jan 2026` / `2026年1月5日 星期一`. */
export function weekdayDate(lang: string, date: string): string {
  const p = partsOf(date);
  return isZh(lang)
    ? `${p.y}年${p.m}月${p.d}日 ${WEEKDAYS_ZH[p.dow]}`
    : `${WEEKDAYS_EN[p.dow]}, ${p.d} ${MONTHS_EN[p.m - 1]} ${p.y}`;
}

/** The calendar's column header, `EEE dd/MM` (Mon 05/01; 周一 05/01). */
export function dayHeader(date: string, lang: string): string {
  const p = partsOf(date);
  return `${(isZh(lang) ? WEEKDAYS_ZH_SHORT : WEEKDAYS_EN)[p.dow]} ${pad2(p.d)}/${pad2(p.m)}`;
}

/** A short date for tables and files: `05/01/2026`. */
export function numericDate(date: string): string {
  if (!isValidIsoDate(date.slice(0, 10))) return date;
  const p = partsOf(date);
  return `${pad2(p.d)}/${pad2(p.m)}/${p.y}`;
}

/** `13:30` -> "1:30 PM" in English, "13:30" in Chinese. */
export function clockTime(lang: string, time: string): string {
  const hhmm = time.slice(0, 5);
  return isZh(lang) ? hhmm : displayTime(hhmm);
}

// ---------------------------------------------------------------------------------------------
// Instants on the salon's clock

/** A booking's start in emails: `Tue, 3 Jun 2025, 9:30 am` / `2025年6月3日周二 09:30`. */
export function bookingWhen(lang: string, at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(isZh(lang) ? 'zh-CN' : 'en-SG', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/** A deadline as a salon-local date and time, e.g. "Mon 12 May, 10:00". */
export function salonMoment(lang: string, at: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: !isZh(lang),
  }).format(new Date(at));
}

/** When something happened to a booking, e.g. "12 May, 2:05 pm" (the booking's history). */
export function historyMoment(lang: string, at: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-SG', {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));
}

/** A time of day on the salon's clock, 24-hour: "14:05". */
export function salonClock(lang: string, at: string | number | Date, timeZone: string): string {
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-SG', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(at));
}

/** When data was saved, on the device's clock: "2:05 PM" today, "12 May, 2:05 PM" on another day ("14:05", "5月12日 14:05" in Chinese). */
export function savedTime(at: number, lang: string, now = Date.now()): string {
  const d = new Date(at);
  const time = clockTime(
    lang,
    `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`,
  );
  if (d.toDateString() === new Date(now).toDateString()) return time;
  const day = new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
  }).format(d);
  return isZh(lang) ? `${day} ${time}` : `${day}, ${time}`;
}
