/** What a 409 `price_changed` means for the wizard's chosen stylist: the server's price per service. */
import type { PriceChanged } from '#shared/contract/bookings';

export function pricesOf(changed: PriceChanged): Record<number, number> {
  return Object.fromEntries(changed.services.map((s) => [s.service_id, s.price]));
}
