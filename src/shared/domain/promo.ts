/**
 * Promo codes (spec section 9): case-insensitive, `welcome10` gives 10 % and `first20` 20 % of the
 * running total; the discount is rounded half-up to the cent.
 */
import { fromCents, toCents } from './money';

export const PROMO_CODES: Readonly<Record<string, number>> = { WELCOME10: 10, FIRST20: 20 };

export function normalisePromo(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** The percentage a code gives, or null when it is unknown. An empty code is not an error. */
export function promoPercent(code: string | null | undefined): number | null {
  const key = normalisePromo(code);
  return key in PROMO_CODES ? (PROMO_CODES[key] ?? null) : null;
}

export type PriceBreakdown = {
  subtotal: number;
  discount_amount: number;
  total_amount: number;
  percent: number;
};

/** Subtotal, discount and total for a list of prices and an optional (already validated) code. */
export function priceBooking(prices: readonly number[], code?: string | null): PriceBreakdown {
  const subtotalCents = prices.reduce((sum, p) => sum + toCents(p), 0);
  const percent = promoPercent(code) ?? 0;
  // half-up: cents * percent / 100, rounded; integers keep it exact
  const discountCents = Math.floor((subtotalCents * percent + 50) / 100);
  return {
    subtotal: fromCents(subtotalCents),
    discount_amount: fromCents(discountCents),
    total_amount: fromCents(subtotalCents - discountCents),
    percent,
  };
}
