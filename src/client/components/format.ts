/**
 * Money and the interface language as customers read them. Dates and times are written by
 * `src/shared/salon-time.ts`, on the salon's clock.
 */
import { formatMoney } from '#shared/domain/money';
import type { Lang } from '#shared/salon-time';

export type { Lang };

/** `45` -> "S$45.00". */
export const money = (amount: number, currency = 'S$') => formatMoney(amount, currency);

/** The language the interface shows, narrowed from i18next's string. */
export const langOf = (language: string | undefined): Lang => (language?.startsWith('zh') ? 'zh' : 'en');

/** A name or text in the interface language, falling back to English when no translation is kept. */
export function localized(lang: Lang, en: string, zh: string | null | undefined): string {
  return lang === 'zh' && zh ? zh : en;
}

/** The items of a list in the reader's language: "Cut, Colour" / "剪发、染发" (Chinese punctuation). */
export const listOf = (language: string | undefined, items: readonly string[]): string =>
  items.join(langOf(language) === 'zh' ? '、' : ', ');

/** A date and a time written together: "Sun, 29 Nov 2026, 10:30 AM" / "2026年11月29日星期日 10:30". */
export const dateAndTime = (language: string | undefined, date: string, time: string): string =>
  langOf(language) === 'zh' ? `${date} ${time}` : `${date}, ${time}`;
