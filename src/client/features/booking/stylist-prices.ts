/**
 * A stylist's prices for the chosen services as the wizard keeps them, and the cheapest stylist of
 * a list: what "Any stylist" costs, and the "from" price shown before a stylist is chosen.
 */
import type { StylistOption } from '#shared/contract/stylists';
import { ANY_STYLIST, type ChosenStylist } from './wizard-choices';

export function chosenFrom(s: StylistOption): ChosenStylist {
  return {
    id: s.id,
    full_name: s.full_name,
    photo_url: s.photo_url,
    prices: Object.fromEntries(s.services.map((x) => [x.service_id, x.price])),
  };
}

/** The cheapest of the stylists (the first of equals); none for an empty list. */
export function cheapestOf(stylists: readonly StylistOption[]): StylistOption | undefined {
  return stylists.reduce<StylistOption | undefined>((a, b) => (a && a.price <= b.price ? a : b), undefined);
}

/** "Any stylist" at the prices of the cheapest of `stylists`. */
export const anyStylistFrom = (cheapest: StylistOption): ChosenStylist => ({
  ...chosenFrom(cheapest),
  id: ANY_STYLIST,
  full_name: '',
  photo_url: null,
});
