/**
 * Money rules. Amounts travel as decimal S$ numbers with 2 places; all arithmetic is in whole cents
 * so that 0.1 + 0.2 never becomes 0.30000000000000004 on a receipt.
 */

export const CURRENCY_SYMBOL = 'S$';

export function toCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** `45` -> `"45.00"`. */
export function formatAmount(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/**
 * Thousands separated with commas, written out rather than through `Intl.NumberFormat`: the first
 * Intl object a page makes loads the locale data, which took a phone (4x slower CPU) 60-100 ms, and
 * this one was made while the app's first script ran.
 */
const THOUSANDS = /\B(?=(\d{3})+\.)/g;

/** `45` -> `"S$45.00"`, `1357` -> `"S$1,357.00"`; a negative amount keeps its sign before the symbol. */
export function formatMoney(amount: number, symbol = CURRENCY_SYMBOL): string {
  const rounded = Math.round(amount * 100) / 100;
  return `${rounded < 0 ? '-' : ''}${symbol}${formatAmount(Math.abs(rounded)).replace(THOUSANDS, ',')}`;
}
