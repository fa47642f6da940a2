/**
 * What the summary shows: one line per chosen service at the chosen stylist's price (or the
 * service's base price before a stylist is chosen, or for "Any stylist"), the total duration, and
 * subtotal, discount and total from the shared promo rule with the terms the server's check gave.
 * The server prices the booking with the same rule, and the total shown is sent as `expected_total`:
 * a booking is only ever made at the total the customer saw.
 */
import type { Service } from '#shared/contract/catalogue';
import { type PriceBreakdown, priceBooking } from '#shared/domain/promo';
import type { ChosenStylist, Promo } from './wizard-state';

export type SummaryLine = { id: number; service: Service; price: number };
export type Totals = PriceBreakdown & { duration: number };

export function summaryLines(
  services: readonly Service[] | undefined,
  ids: readonly number[],
  stylist: ChosenStylist | null,
): SummaryLine[] {
  if (!services) return [];
  const byId = new Map(services.map((s) => [s.id, s]));
  return ids.flatMap((id) => {
    const service = byId.get(id);
    if (!service) return [];
    return [{ id, service, price: stylist?.prices[id] ?? service.price }];
  });
}

export function totalsOf(lines: readonly SummaryLine[], promo: Promo | null): Totals {
  const breakdown = priceBooking(
    lines.map((l) => ({ service_id: l.id, price: l.price })),
    promo,
  );
  return { ...breakdown, duration: lines.reduce((sum, l) => sum + l.service.duration_minutes, 0) };
}

/** `90` -> `{ hours: 1, minutes: 30 }`, for "1 h 30 min" in either language. */
export function splitDuration(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
