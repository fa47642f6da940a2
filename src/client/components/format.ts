/**
 * Dates, times and money as customers read them, in the interface language. Dates travel as
 * salon-local `yyyy-MM-dd` strings, so they are formatted as calendar dates (at noon UTC, in UTC)
 * and never shift with the phone's own time zone. Intl does the wording, so no date-fns locale is
 * bundled.
 */
import { formatMoney } from '../../shared/domain/money';
import { displayTime } from '../../shared/domain/slots';

export type Lang = 'en' | 'zh';

const locale = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-GB');

function calendarDate(iso: string): Date {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
}

function fmt(lang: Lang, iso: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale(lang), { timeZone: 'UTC', ...options }).format(calendarDate(iso));
}

/** "Monday, 12 May 2025" / "2025年5月12日星期一". */
export const longDate = (lang: Lang, iso: string) =>
  fmt(lang, iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** "Mon, 12 May" / "5月12日周一". */
export const shortDate = (lang: Lang, iso: string) =>
  fmt(lang, iso, { weekday: 'short', day: 'numeric', month: 'short' });
/** "Mon" / "周一". */
export const weekdayShort = (lang: Lang, iso: string) => fmt(lang, iso, { weekday: 'short' });
/** "May" / "5月". */
export const monthShort = (lang: Lang, iso: string) => fmt(lang, iso, { month: 'short' });
/** "12". */
export const dayOfMonth = (iso: string) => String(Number(iso.slice(8, 10)));

/** `13:30` -> "1:30 PM" in English, "13:30" in Chinese. */
export function clockTime(lang: Lang, time: string): string {
  const hhmm = time.slice(0, 5);
  return lang === 'zh' ? hhmm : displayTime(hhmm);
}

/** `45` -> "S$45.00". */
export const money = (amount: number, currency = 'S$') => formatMoney(amount, currency);

/** The language the interface shows, narrowed from i18next's string. */
export const langOf = (language: string | undefined): Lang => (language?.startsWith('zh') ? 'zh' : 'en');

/** A name or text in the interface language, falling back to English when no translation is kept. */
export function localized(lang: Lang, en: string, zh: string | null | undefined): string {
  return lang === 'zh' && zh ? zh : en;
}
