/** How a promo code is written at checkout: what it takes off, and why a code was refused. */
import type { TFunction } from 'i18next';
import type { PromoCheck, PromoRefusal } from '#shared/contract/promotions';
import { money } from '../../components/format';
import { ApiCallError } from '../../lib/api';
import type { Promo } from './wizard-choices';

/** The terms of a code the server's check accepted, as the wizard keeps them. */
export const promoOf = (c: PromoCheck): Promo => ({
  code: c.promo_code,
  percent_off: c.percent_off,
  amount_off: c.amount_off,
  service_ids: c.service_ids,
  first_visit_only: c.first_visit_only,
});

/** "20% off" or "S$10.00 off". */
export const offText = (t: TFunction<'booking'>, p: Promo) =>
  p.percent_off
    ? t('promo.percentOff', { percent: p.percent_off })
    : t('promo.amountOff', { amount: money(p.amount_off ?? 0) });

/** The reason of a `promo_not_applicable` refusal, or null for another failure. */
export function refusalOf(e: unknown): PromoRefusal | null {
  if (!(e instanceof ApiCallError) || e.code !== 'promo_not_applicable') return null;
  return (e.data as { reason?: PromoRefusal } | null)?.reason ?? 'unknown';
}

/** Why a code was refused, in the customer's language; a network or server failure says its own words. */
export function refusalText(t: TFunction<'booking'>, e: unknown): string {
  const reason = refusalOf(e);
  if (reason) return t(`promo.refused.${reason}`);
  return e instanceof ApiCallError && e.hasMessage ? e.message : t('promo.refused.unknown');
}
