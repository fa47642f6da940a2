/**
 * No-show protection: what a booking asks of the customer up front (nothing, a card kept on file,
 * a deposit, or the whole price) and the fees a late cancellation or a no-show costs. The salon's
 * policy is copied onto each booking when it is made; everything here is pure arithmetic on that
 * copy, in whole cents, so the server, the checkout and the emails agree to the cent.
 */
import { fromCents, toCents } from './money';

export const PROTECTION_KINDS = ['none', 'card_on_file', 'deposit', 'full_prepayment'] as const;
export type ProtectionKind = (typeof PROTECTION_KINDS)[number];

export const APPLIES_TO = ['everyone', 'new_clients', 'past_no_show'] as const;
export type AppliesTo = (typeof APPLIES_TO)[number];

export const FEE_CHARGING = ['automatic', 'desk_confirms'] as const;
export type FeeCharging = (typeof FEE_CHARGING)[number];

export const FEE_STATES = ['none', 'held', 'charged', 'waived', 'awaiting_customer', 'failed'] as const;
export type FeeState = (typeof FEE_STATES)[number];

/** Why a fee is owed. */
export const FEE_KINDS = ['late_cancel', 'no_show'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** The fee presets a salon starts from (late-cancellation % / no-show %). */
export const FEE_PRESETS = {
  flexible: { late_cancel_fee_percent: 0, no_show_fee_percent: 10 },
  fair: { late_cancel_fee_percent: 10, no_show_fee_percent: 30 },
  moderate: { late_cancel_fee_percent: 30, no_show_fee_percent: 50 },
  strict: { late_cancel_fee_percent: 50, no_show_fee_percent: 100 },
} as const;
export type FeePreset = keyof typeof FEE_PRESETS;

/** The preset whose fees these are, or null for the salon's own. */
export function presetOf(p: {
  late_cancel_fee_percent: number;
  no_show_fee_percent: number;
}): FeePreset | null {
  for (const [name, fees] of Object.entries(FEE_PRESETS))
    if (
      fees.late_cancel_fee_percent === p.late_cancel_fee_percent &&
      fees.no_show_fee_percent === p.no_show_fee_percent
    )
      return name as FeePreset;
  return null;
}

/** The salon's protection policy, as the settings carry it. */
export type ProtectionPolicy = {
  protection: ProtectionKind;
  deposit_percent: number | null;
  deposit_fixed: number | null;
  late_cancel_fee_percent: number;
  no_show_fee_percent: number;
  applies_to: AppliesTo;
  fee_charging: FeeCharging;
  protection_min_total: number;
};

/** The terms a booking keeps (its copy of the policy, with its own deposit worked out). */
export type BookingProtection = {
  protection: ProtectionKind;
  depositAmount: number;
  lateCancelFeePercent: number;
  noShowFeePercent: number;
  feeCharging: FeeCharging;
};

export const NO_PROTECTION: BookingProtection = {
  protection: 'none',
  depositAmount: 0,
  lateCancelFeePercent: 0,
  noShowFeePercent: 0,
  feeCharging: 'automatic',
};

const strength = (k: ProtectionKind) => PROTECTION_KINDS.indexOf(k);

/** What this client's history says about them, for `applies_to`. */
export type ClientHistory = { returning: boolean; pastNoShow: boolean };

/**
 * The terms of a new booking: the strongest protection among its services (each service's own
 * override, or the salon's), nothing below the minimum total or for a client the policy leaves out.
 */
export function protectionFor(
  policy: ProtectionPolicy,
  booking: {
    total: number;
    serviceOverrides: readonly (ProtectionKind | null)[];
    client: ClientHistory | null;
  },
): BookingProtection {
  const kinds = booking.serviceOverrides.length
    ? booking.serviceOverrides.map((o) => o ?? policy.protection)
    : [policy.protection];
  const kind = kinds.reduce((a, b) => (strength(b) > strength(a) ? b : a), 'none' as ProtectionKind);
  if (kind === 'none') return NO_PROTECTION;
  if (toCents(booking.total) <= 0 || toCents(booking.total) < toCents(policy.protection_min_total))
    return NO_PROTECTION;
  if (!appliesTo(policy.applies_to, booking.client)) return NO_PROTECTION;
  return {
    protection: kind,
    depositAmount: depositOf(policy, kind, booking.total),
    lateCancelFeePercent: policy.late_cancel_fee_percent,
    noShowFeePercent: policy.no_show_fee_percent,
    feeCharging: policy.fee_charging,
  };
}

function appliesTo(who: AppliesTo, client: ClientHistory | null): boolean {
  if (who === 'everyone') return true;
  // a guest nobody knows yet is a new client, with no past no-show
  if (who === 'new_clients') return !client?.returning;
  return !!client?.pastNoShow;
}

/** The deposit a booking of `total` asks: a percentage or a fixed sum, never more than the total. */
export function depositOf(policy: ProtectionPolicy, kind: ProtectionKind, total: number): number {
  const cents = toCents(total);
  if (kind === 'full_prepayment') return fromCents(cents);
  if (kind !== 'deposit') return 0;
  const wanted =
    policy.deposit_percent !== null && policy.deposit_percent > 0
      ? Math.round((cents * policy.deposit_percent) / 100)
      : toCents(policy.deposit_fixed ?? 0);
  return fromCents(Math.min(Math.max(wanted, 0), cents));
}

/** What is paid online at booking: the deposit, or the whole total when no deposit is asked. */
export function amountDueOnline(b: {
  protection: string;
  depositAmount: number;
  totalAmount: number;
}): number {
  if (b.protection === 'deposit' || b.protection === 'full_prepayment') return b.depositAmount;
  return b.totalAmount;
}

/** The fee of a percentage of the booking's total. */
export const feeOf = (total: number, percent: number) =>
  fromCents(Math.round((toCents(total) * percent) / 100));

/**
 * How a fee is met: out of what was paid online first (the deposit is kept as the fee, or part of
 * it), the rest from the saved card; what was paid beyond the fee goes back. Without a card, the
 * fee is no more than what was paid.
 */
export function feeSettlement(a: { fee: number; paid: number; card: boolean }) {
  const fee = toCents(a.fee);
  const paid = toCents(a.paid);
  const kept = Math.min(fee, paid);
  const toCharge = a.card ? fee - kept : 0;
  return {
    fee: fromCents(kept + toCharge),
    kept: fromCents(kept),
    refund: fromCents(paid - kept),
    toCharge: fromCents(toCharge),
  };
}

/** A booking's protection as its reads answer it (BookingProtectionView in the contract). */
export function protectionView(b: {
  protection: string;
  depositAmount: number;
  totalAmount: number;
  paymentMethod: string | null;
  paymentState: string;
  lateCancelFeePercent: number;
  noShowFeePercent: number;
  feeAmount: number;
  feeState: string;
  balancePaidAmount: number | null;
}) {
  const kind = (PROTECTION_KINDS as readonly string[]).includes(b.protection)
    ? (b.protection as ProtectionKind)
    : 'none';
  const waiting = b.paymentState === 'unpaid' || b.paymentState === 'failed';
  const online =
    kind === 'card_on_file' || b.paymentMethod === 'salon' || b.paymentMethod === 'link'
      ? 0
      : amountDueOnline({ protection: kind, depositAmount: b.depositAmount, totalAmount: b.totalAmount });
  const payable = b.paymentMethod === 'link' && kind === 'none' ? b.totalAmount : online;
  const balance = toCents(b.totalAmount) - toCents(payable) - toCents(b.balancePaidAmount ?? 0);
  return {
    protection: kind,
    deposit_amount: kind === 'deposit' || kind === 'full_prepayment' ? b.depositAmount : 0,
    balance_due: fromCents(Math.max(balance, 0)),
    card_required: kind === 'card_on_file' && waiting,
    late_cancel_fee_percent: b.lateCancelFeePercent,
    no_show_fee_percent: b.noShowFeePercent,
    fee_amount: b.feeAmount,
    fee_state: ((FEE_STATES as readonly string[]).includes(b.feeState) ? b.feeState : 'none') as FeeState,
  };
}

/** What checkout charges for a booking as the book call answered it: the deposit, 0 to save a card, or the total. */
export function checkoutAmountOf(b: {
  protection: string;
  card_required: boolean;
  deposit_amount: number;
  total_amount: number;
}): number {
  if (b.card_required) return 0;
  return amountDueOnline({
    protection: b.protection,
    depositAmount: b.deposit_amount,
    totalAmount: b.total_amount,
  });
}

/** The terms a customer is shown before paying: the deposit, what is left, and each fee in S$. */
export function termsInMoney(total: number, p: BookingProtection) {
  return {
    deposit: p.depositAmount,
    balance: fromCents(toCents(total) - toCents(p.depositAmount)),
    lateFee: feeOf(total, p.lateCancelFeePercent),
    noShowFee: feeOf(total, p.noShowFeePercent),
  };
}
