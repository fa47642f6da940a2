/**
 * What a promo code takes off a booking. A code gives a whole percentage or an amount off the
 * prices of the services it names (every service when it names none); the percentage is rounded
 * half-up to the cent, and an amount never takes more than those services cost, so a total is
 * never below 0. The salon keeps its codes in the database; the client prices with the terms the
 * server's check returned and the server with the same terms inside the booking's transaction, so
 * the total shown is the total charged.
 */
import { fromCents, toCents } from './money';

/** A code's terms: what it takes off, and from which services' prices. */
export type PromoTerms = {
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  /** The services it applies to; empty for every service. */
  service_ids: readonly number[];
};

/** One chosen service at the price it is booked at. */
export type PricedLine = { service_id: number; price: number };

export type PriceBreakdown = {
  subtotal: number;
  discount_amount: number;
  total_amount: number;
  /** The code that gave the discount, as written in the salon's list; null without one. */
  promo_code: string | null;
};

/** Codes are matched without regard to case or surrounding spaces. */
export function normalisePromo(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** Whether a code's terms take anything off these services (a code for other services does not). */
export function appliesTo(terms: PromoTerms, serviceIds: readonly number[]): boolean {
  return terms.service_ids.length === 0 || serviceIds.some((id) => terms.service_ids.includes(id));
}

/** Subtotal, discount and total for the chosen services and an optional code's terms. */
export function priceBooking(lines: readonly PricedLine[], terms?: PromoTerms | null): PriceBreakdown {
  const subtotalCents = lines.reduce((sum, l) => sum + toCents(l.price), 0);
  const discountCents = terms ? discountOf(lines, terms) : 0;
  return {
    subtotal: fromCents(subtotalCents),
    discount_amount: fromCents(discountCents),
    total_amount: fromCents(subtotalCents - discountCents),
    promo_code: terms && discountCents > 0 ? normalisePromo(terms.code) : null,
  };
}

function discountOf(lines: readonly PricedLine[], terms: PromoTerms): number {
  const eligibleCents = lines
    .filter((l) => terms.service_ids.length === 0 || terms.service_ids.includes(l.service_id))
    .reduce((sum, l) => sum + toCents(l.price), 0);
  // half-up: cents * percent / 100, rounded; integers keep it exact
  if (terms.percent_off) return Math.floor((eligibleCents * terms.percent_off + 50) / 100);
  return Math.min(toCents(terms.amount_off ?? 0), eligibleCents);
}
