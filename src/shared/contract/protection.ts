/**
 * No-show protection in the contract: the salon's policy as Settings carry it, a booking's copy of
 * it as its reads answer it, and the desk's fee calls. The rules themselves are in
 * shared/domain/protection.ts.
 */
import { z } from 'zod';
import { APPLIES_TO, FEE_CHARGING, FEE_STATES, PROTECTION_KINDS } from '../domain/protection';
import { Id, Text } from '../fields';

const Percent = (code: string) => z.coerce.number().int(code).min(0, code).max(100, code);
const Amount = z.coerce.number().min(0, 'amount_range').max(100_000, 'amount_range');

const rules = {
  protection: z.enum(PROTECTION_KINDS),
  /** 1-100 % of the booking's total, or null for a fixed deposit. */
  deposit_percent: z.coerce
    .number()
    .int('deposit_percent')
    .min(1, 'deposit_percent')
    .max(100, 'deposit_percent')
    .nullable(),
  /** A fixed deposit in S$ (never more than the booking's total), or null for a percentage. */
  deposit_fixed: Amount.nullable(),
  late_cancel_fee_percent: Percent('fee_percent'),
  no_show_fee_percent: Percent('fee_percent'),
  applies_to: z.enum(APPLIES_TO),
  fee_charging: z.enum(FEE_CHARGING),
  /** Bookings below this total (S$) are not protected. */
  protection_min_total: Amount,
};

/** The policy as the settings answer it: always every field. */
export const protectionPolicyFields = {
  protection: rules.protection.default('none'),
  deposit_percent: rules.deposit_percent.default(null),
  deposit_fixed: rules.deposit_fixed.default(null),
  late_cancel_fee_percent: rules.late_cancel_fee_percent.default(0),
  no_show_fee_percent: rules.no_show_fee_percent.default(0),
  applies_to: rules.applies_to.default('everyone'),
  fee_charging: rules.fee_charging.default('automatic'),
  protection_min_total: rules.protection_min_total.default(0),
};

/** The policy in a settings update: each field left out keeps what is saved. */
export const protectionPolicyUpdateFields = {
  protection: rules.protection.optional(),
  deposit_percent: rules.deposit_percent.optional(),
  deposit_fixed: rules.deposit_fixed.optional(),
  late_cancel_fee_percent: rules.late_cancel_fee_percent.optional(),
  no_show_fee_percent: rules.no_show_fee_percent.optional(),
  applies_to: rules.applies_to.optional(),
  fee_charging: rules.fee_charging.optional(),
  protection_min_total: rules.protection_min_total.optional(),
};

export const ProtectionPolicySettings = z.object(protectionPolicyFields);
export type ProtectionPolicySettings = z.infer<typeof ProtectionPolicySettings>;

export const FeeState = z.enum(FEE_STATES);

/** A booking's protection and fee, as every read of it answers them. */
export const BookingProtectionView = z.object({
  protection: z.enum(PROTECTION_KINDS),
  /** Paid online at booking (S$); 0 without a deposit. */
  deposit_amount: z.number(),
  /** Left to pay at the salon (S$). */
  balance_due: z.number(),
  /** A card is to be saved (no charge) before the booking is confirmed. */
  card_required: z.boolean(),
  late_cancel_fee_percent: z.number().int(),
  no_show_fee_percent: z.number().int(),
  fee_amount: z.number(),
  fee_state: FeeState,
});
export type BookingProtectionView = z.infer<typeof BookingProtectionView>;

export const FeeWaiveRequest = z.object({
  booking_id: Id.max(2_147_483_647),
  reason: Text(300).pipe(z.string().min(1, 'required')),
});
export const FeeChargeRequest = z.object({ booking_id: Id.max(2_147_483_647) });

/** The balance the client paid at the salon, and how. */
export const BalancePaidRequest = z.object({
  booking_id: Id.max(2_147_483_647),
  amount: Amount,
  method: z.enum(['cash', 'card']),
});

/** What a fee decision answers: the fee and its state now. */
export const FeeOutcome = z.object({
  booking_id: z.number().int(),
  fee_amount: z.number(),
  fee_state: FeeState,
  /** Kept from the deposit (S$). */
  kept_from_deposit: z.number(),
  /** Charged to the saved card (S$). */
  charged_to_card: z.number(),
  /** Given back (S$). */
  refunded: z.number(),
});
export type FeeOutcome = z.infer<typeof FeeOutcome>;
