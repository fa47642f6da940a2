/**
 * The salon's promo codes (Settings → Promotions, Super Admin) and the public check a customer's
 * checkout makes before booking. A code gives a whole percentage (1-100) or an amount off, never
 * both; its dates are salon dates, both inclusive, either left open.
 */
import { z } from 'zod';
import { Id, IdOrZero, INT32_MAX, IsoDate } from '../fields';
import { ServiceIdList } from './stylists';

/** Letters, digits, dashes and underscores; kept in capitals. */
export const PromoCode = z
  .string()
  .trim()
  .min(1, 'required')
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'promo_code_format')
  .transform((s) => s.toUpperCase());

const Count = z.number().int().min(1).max(INT32_MAX).nullable().default(null);
const OptionalDate = IsoDate.nullable().default(null);

const PromotionFields = z.object({
  code: PromoCode,
  percent_off: z.number().int().min(1).max(100).nullable().default(null),
  amount_off: z.number().min(0.01).max(100_000).multipleOf(0.01).nullable().default(null),
  valid_from: OptionalDate,
  valid_to: OptionalDate,
  first_visit_only: z.boolean().default(false),
  uses_per_customer: Count,
  max_uses: Count,
  /** The services it applies to; empty for every service. */
  service_ids: z.array(Id).max(100).default([]),
});

type Fields = z.infer<typeof PromotionFields>;
/** Exactly one kind of discount, and dates in order. */
function checkPromotion(p: Fields, ctx: z.RefinementCtx) {
  if ((p.percent_off === null) === (p.amount_off === null))
    ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'promo_one_kind' });
  if (p.valid_from && p.valid_to && p.valid_from > p.valid_to)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'promo_dates_order' });
}

export const PromotionAddRequest = PromotionFields.superRefine(checkPromotion);
export type PromotionAddRequest = z.infer<typeof PromotionAddRequest>;
export const PromotionUpdateRequest = PromotionFields.extend({ id: Id }).superRefine(checkPromotion);
export type PromotionUpdateRequest = z.infer<typeof PromotionUpdateRequest>;

export const Promotion = z.object({
  id: z.number().int(),
  code: z.string(),
  percent_off: z.number().int().nullable(),
  amount_off: z.number().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  first_visit_only: z.boolean(),
  uses_per_customer: z.number().int().nullable(),
  max_uses: z.number().int().nullable(),
  service_ids: z.array(z.number().int()),
  /** Uses held by bookings that are not cancelled. */
  uses: z.number().int(),
});
export type Promotion = z.infer<typeof Promotion>;

export const PromotionList = z.object({ promotions: z.array(Promotion) });
export type PromotionList = z.infer<typeof PromotionList>;

/** Why a code does not apply: the `reason` in the `data` of a `promo_not_applicable` refusal. */
export const PromoRefusal = z.enum([
  'unknown',
  'expired',
  'not_yet_valid',
  'first_visit_only',
  'used_up',
  'customer_limit',
  'not_for_services',
]);
export type PromoRefusal = z.infer<typeof PromoRefusal>;
export const PromoRefused = z.object({ reason: PromoRefusal });
export type PromoRefused = z.infer<typeof PromoRefused>;

/**
 * Checking a code for the chosen services (and stylist, 0 for any: the services' base prices).
 * The visit and per-customer limits are checked for a signed-in customer only (their token proves
 * who they are); for a guest the booking checks them, and `first_visit_only` says it will.
 */
export const PromoCheckRequest = z.object({
  promo_code: PromoCode,
  selected_service_ids: ServiceIdList,
  stylist_id: IdOrZero.default(0),
});
export type PromoCheckRequest = z.infer<typeof PromoCheckRequest>;

export const PromoCheck = z.object({
  promo_code: z.string(),
  percent_off: z.number().int().nullable(),
  amount_off: z.number().nullable(),
  service_ids: z.array(z.number().int()),
  first_visit_only: z.boolean(),
  subtotal: z.number(),
  discount_amount: z.number(),
  total_amount: z.number(),
});
export type PromoCheck = z.infer<typeof PromoCheck>;
