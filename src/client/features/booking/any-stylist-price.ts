/**
 * "Any stylist" chosen before the time (the stylist-first order) was priced at the cheapest stylist
 * of all; once a time is chosen, the salon books the cheapest stylist free then, so the prices
 * follow that one and the Pay button shows what will be charged. Without a connection the free
 * stylists are not known: the prices stay (the server still asks before charging another total).
 */
import { useQuery } from '@tanstack/react-query';
import { type Dispatch, useEffect } from 'react';
import { availableStylistsQuery } from './later-step-queries';
import { cheapestOf, chosenFrom } from './stylist-prices';
import { ANY_STYLIST, type WizardAction, type WizardState } from './wizard-state';

export function useAnyStylistPrice(state: WizardState, dispatch: Dispatch<WizardAction>): void {
  const asked = state.flow === 'stylist' && state.stylist?.id === ANY_STYLIST && state.slot !== null;
  const query = useQuery({
    ...availableStylistsQuery(state.date ?? '', state.slot?.id ?? 0, state.serviceIds),
    enabled: asked,
  });
  const cheapest = asked && query.data ? cheapestOf(query.data) : undefined;
  const prices = cheapest ? chosenFrom(cheapest).prices : null;
  const shown = state.stylist?.prices;
  const same = !prices || !shown || samePrices(prices, shown);
  useEffect(() => {
    if (!same && prices) dispatch({ type: 'reprice', prices });
  }, [same, prices, dispatch]);
}

function samePrices(a: Record<number, number>, b: Record<number, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[Number(k)] === b[Number(k)]);
}
