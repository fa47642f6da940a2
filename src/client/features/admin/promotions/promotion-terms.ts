/** How the list words a code's terms: what it takes off, when, how often, and for which services. */
import type { TFunction } from 'i18next';
import type { Promotion } from '#shared/contract/promotions';
import { money } from '../../../components/format';

export const offOf = (t: TFunction<'admin'>, p: Promotion, currency?: string) =>
  p.percent_off !== null
    ? t('promotions.percentOff', { percent: p.percent_off })
    : t('promotions.amountOff', { amount: money(p.amount_off ?? 0, currency) });

export function datesOf(t: TFunction<'admin'>, p: Promotion): string {
  if (p.valid_from && p.valid_to) return t('promotions.between', { from: p.valid_from, to: p.valid_to });
  if (p.valid_from) return t('promotions.from', { from: p.valid_from });
  if (p.valid_to) return t('promotions.until', { to: p.valid_to });
  return t('promotions.always');
}

export function usesOf(t: TFunction<'admin'>, p: Promotion): string {
  const total =
    p.max_uses === null
      ? t('promotions.usesOpen', { count: p.uses })
      : t('promotions.usesOf', { count: p.uses, max: p.max_uses });
  return p.uses_per_customer === null
    ? total
    : `${total} · ${t('promotions.perCustomer', { count: p.uses_per_customer })}`;
}
