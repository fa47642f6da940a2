/**
 * The running cart: the chosen services at their prices (the chosen stylist's, once there is one;
 * before that, past the first step, the cheapest stylist's, shown as a "from" total), the totals, and what the phone's bottom bar says of them. A change is heard through the live
 * region ("2 services, S$218.00, 2 h 30 min"). Shared by the wizard's first step as the home page
 * loads it (wizard-start.tsx) and the whole wizard (wizard.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../components/format';
import { useAnnounceChange } from '../../lib/use-announce-change';
import { type SummaryLine, summaryLines, type Totals, totalsOf } from './pricing';
import { servicesQuery, stylistsQuery } from './queries';
import { cheapestOf, chosenFrom } from './stylist-prices';
import { useDuration } from './use-duration';
import type { WizardState } from './wizard-state';

export type RunningCart = {
  lines: SummaryLine[];
  totals: Totals;
  /** The bar's main line: the total, or "Choose your services". */
  main: string;
  /** No stylist chosen yet: the amounts are the cheapest stylist's, a "from" price. */
  from: boolean;
  /** The bar's second line: how many services and how long; none while the cart is empty. */
  sub: string | undefined;
};

export function useRunningCart(state: WizardState, currency: string | undefined): RunningCart {
  const { t } = useTranslation('booking');
  const duration = useDuration();
  const services = useQuery(servicesQuery);
  // past the first step without a stylist: priced as the cheapest stylist who does them all, "from"
  const priceFrom = state.stylist === null && state.step > 0;
  const stylists = useQuery({
    ...stylistsQuery(state.serviceIds, state.stylistListEpoch),
    enabled: priceFrom && state.serviceIds.length > 0,
  });
  const cheapest = priceFrom && stylists.data ? cheapestOf(stylists.data) : undefined;
  const pricedAs = useMemo(
    () => state.stylist ?? (cheapest ? chosenFrom(cheapest) : null),
    [state.stylist, cheapest],
  );
  const lines = useMemo(
    () => summaryLines(services.data, state.serviceIds, pricedAs),
    [services.data, state.serviceIds, pricedAs],
  );
  const totals = useMemo(() => totalsOf(lines, state.promo), [lines, state.promo]);
  const count = lines.length;
  useAnnounceChange(
    services.data ? lines.map((l) => l.id).join(',') : null,
    count
      ? t('cart.announce', {
          count,
          total: money(totals.total_amount, currency),
          duration: duration(totals.duration),
        })
      : t('cart.announceEmpty'),
  );
  return {
    lines,
    totals,
    from: cheapest !== undefined,
    main: count
      ? cheapest
        ? t('cart.from', { amount: money(totals.total_amount, currency) })
        : money(totals.total_amount, currency)
      : t('cart.empty'),
    sub: count ? t('cart.sub', { count, duration: duration(totals.duration) }) : undefined,
  };
}
