/**
 * The amount on the Pay button is the amount charged. The client sends the total it showed
 * (`expected_total`); only stylists who would cost exactly that are booked. When none of the free
 * ones does (a price was edited, or the cheapest free stylist was just taken), the answer is 409
 * `price_changed` with the cheapest free stylist's total, which the client shows for confirmation
 * before it sends again. A lower price is answered the same way: the customer confirms the amount
 * they will be charged, never a different one.
 */
import type { PriceChanged } from '#shared/contract/bookings';
import { formatMoney, toCents } from '#shared/domain/money';
import type { PriceBreakdown } from '#shared/domain/promo';
import type { Qualified } from '../../domain/availability/qualified';
import { DomainError, timeTaken } from '../../domain/domain-error';

export type Priced = { q: Qualified; price: PriceBreakdown; services: PriceChanged['services'] };

/** The candidates (in their order) whose total is the expected one; 409 `price_changed` if none. */
export function atExpectedTotal(candidates: readonly Priced[], expected: number | undefined): Priced[] {
  if (expected === undefined) return [...candidates];
  const same = candidates.filter((c) => toCents(c.price.total_amount) === toCents(expected));
  if (same.length) return same;
  throw priceChanged(candidates);
}

/** 409 `price_changed` carrying the cheapest candidate's total (the first of equals, in order). */
export function priceChanged(candidates: readonly Priced[]): DomainError {
  const cheapest = [...candidates].sort(
    (a, b) => toCents(a.price.total_amount) - toCents(b.price.total_amount),
  )[0];
  if (!cheapest) return timeTaken('no_stylist_free');
  const data: PriceChanged = {
    stylist_id: cheapest.q.stylist.id,
    subtotal: cheapest.price.subtotal,
    discount_amount: cheapest.price.discount_amount,
    total_amount: cheapest.price.total_amount,
    services: cheapest.services,
  };
  return new DomainError(
    'price_changed',
    'price_changed',
    { amount: formatMoney(cheapest.price.total_amount) },
    data,
  );
}
