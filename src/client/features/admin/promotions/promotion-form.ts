/**
 * The promo code form, checked with the calls' own schemas (`PromotionAddRequest`,
 * `PromotionUpdateRequest`): a code of letters and digits, a percentage (1-100) or an amount off,
 * optional first and last days, first visit only, optional limits, and the services it is for
 * (none ticked: every service). An empty limit or date is none.
 */
import { type Promotion, PromotionAddRequest, PromotionUpdateRequest } from '#shared/contract/promotions';
import { type FormErrors, formErrors } from '../../../lib/form-check';

export type PromotionValues = {
  code: string;
  kind: 'percent' | 'amount';
  /** The percentage or the amount, as typed. */
  value: string;
  valid_from: string;
  valid_to: string;
  first_visit_only: boolean;
  uses_per_customer: string;
  max_uses: string;
  service_ids: number[];
};
export type PromotionErrors = FormErrors<keyof PromotionValues | 'percent_off' | 'amount_off'>;

const text = (n: number | null) => (n === null ? '' : String(n));

export function promotionValues(p: Promotion | null): PromotionValues {
  return {
    code: p?.code ?? '',
    kind: p?.amount_off != null ? 'amount' : 'percent',
    value: text(p?.percent_off ?? p?.amount_off ?? null),
    valid_from: p?.valid_from ?? '',
    valid_to: p?.valid_to ?? '',
    first_visit_only: p?.first_visit_only ?? false,
    uses_per_customer: text(p?.uses_per_customer ?? null),
    max_uses: text(p?.max_uses ?? null),
    service_ids: p?.service_ids ?? [],
  };
}

/** '' is none; anything else is sent as the number typed (the schema judges it). */
const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

/** The body of /promotions/add, or of /promotions/update with the id. */
export function promotionBody(v: PromotionValues, id: number | null) {
  const value = numberOrNull(v.value);
  const body = {
    code: v.code.trim(),
    percent_off: v.kind === 'percent' ? value : null,
    amount_off: v.kind === 'amount' ? value : null,
    valid_from: v.valid_from || null,
    valid_to: v.valid_to || null,
    first_visit_only: v.first_visit_only,
    uses_per_customer: numberOrNull(v.uses_per_customer),
    max_uses: numberOrNull(v.max_uses),
    service_ids: v.service_ids,
  };
  return id ? { ...body, id } : body;
}

/** The schema's problems with the form; the percentage's or amount's go on the value field. */
export function promotionErrors(v: PromotionValues, id: number | null): PromotionErrors {
  const found: PromotionErrors = id
    ? formErrors(PromotionUpdateRequest, promotionBody(v, id))
    : formErrors(PromotionAddRequest, promotionBody(v, null));
  const onValue =
    v.value.trim() === '' ? { code: 'required' as const } : (found.percent_off ?? found.amount_off);
  const { percent_off: _p, amount_off: _a, ...rest } = found;
  return onValue ? { ...rest, value: onValue } : rest;
}
