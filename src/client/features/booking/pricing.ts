/**
 * What the summary shows: one line per chosen service at the chosen stylist's price (or the
 * service's base price before a stylist is chosen, or for "Any stylist"), the total duration, and
 * subtotal, discount and total from the shared promo rule. The server computes the real amounts;
 * these are shown, never sent as truth.
 */
import type { Service } from '../../../shared/contract/catalogue';
import { normalisePromo, type PriceBreakdown, priceBooking } from '../../../shared/domain/promo';
import type { ChosenStylist, Promo } from './wizard-state';

export type SummaryLine = { id: number; service: Service; price: number };
export type Totals = PriceBreakdown & { duration: number; promo_code: string | null };

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
    lines.map((l) => l.price),
    promo?.code,
  );
  return {
    ...breakdown,
    duration: lines.reduce((sum, l) => sum + l.service.duration_minutes, 0),
    promo_code: promo ? normalisePromo(promo.code) : null,
  };
}

/** `{ code: 'first20', percent: 20 }` -> `{ code: 'FIRST20', percent: 20 }`: how a promo is shown. */
export function promoDisplay(promo: Promo | null): { code: string; percent: number } | null {
  if (!promo) return null;
  return { code: normalisePromo(promo.code), percent: promo.percent };
}

/** `90` -> `{ hours: 1, minutes: 30 }`, for "1 h 30 min" in either language. */
export function splitDuration(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
