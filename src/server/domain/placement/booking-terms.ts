/**
 * The salon's terms for a new booking, decided here and nowhere else, for every way in (the
 * customer's book call, a waitlist claim, the desk; a waitlist offer's and a move's held time take
 * their length from here too):
 * - which payment methods are accepted: the online ones the configuration offers, and paying at
 *   the salon where the salon allows it;
 * - what the booking asks up front (its no-show protection: a deposit, a card on file, the whole
 *   price), worked out from its total, and the fees it keeps;
 * - the policy it keeps a copy of (the cut-offs and the reschedule allowance);
 * - how long an unpaid booking holds its time.
 *
 * A protected booking takes its deposit or card online even when the customer chose to pay the
 * rest at the salon. The desk books on the client's word: paid at the salon (or by a link for the
 * whole total), with no protection asked.
 */
import type { SalonProfile } from '#shared/contract/back-office';
import {
  type BookingProtection,
  NO_PROTECTION,
  type ProtectionKind,
  protectionFor,
} from '#shared/domain/protection';
import type { BookingPaymentMethod, OnlinePaymentType } from '#shared/enums';
import type { Db, Tx } from '../../db/connect';
import { invalid } from '../domain-error';
import type { Contact } from '../insert-booking';
import { PAY_AT_SALON } from '../insert-booking';
import { clientHistory } from '../protection/client-history';

/** The payment keyword a caller sends when it names none. */
const DEFAULT_METHOD: OnlinePaymentType = 'card';

/** How the salon is paid for a booking, as the customer asked it: online by a method, or at the salon. */
export type PaymentAsked = { method: BookingPaymentMethod; payAtSalon: boolean };

/** The salon's settings and the configuration these terms are made of. */
export type SalonTerms = {
  salon: SalonProfile;
  /** The online methods the configuration offers (PAYMENT_METHODS). */
  onlineMethods: readonly OnlinePaymentType[];
  /** PAYMENT_HOLD_MINUTES, when set: it wins over the salon's own hold. */
  holdMinutesOverride: number | null;
};

/** The terms as the configuration and the salon's settings make them now. */
export const salonTerms = (
  salon: SalonProfile,
  config: { paymentMethods: readonly OnlinePaymentType[]; holdMinutesOverride: number | null },
): SalonTerms => ({
  salon,
  onlineMethods: config.paymentMethods,
  holdMinutesOverride: config.holdMinutesOverride,
});

/**
 * The method a customer asked for, when the salon accepts it; refused (400) otherwise, before
 * anything is held.
 */
export function acceptedPayment(terms: SalonTerms, keyword: string | null | undefined): PaymentAsked {
  const asked = keyword || DEFAULT_METHOD;
  if (asked === PAY_AT_SALON) {
    if (!terms.salon.allow_pay_at_salon) throw invalid('unknown_payment_method');
    return { method: PAY_AT_SALON, payAtSalon: true };
  }
  const online = terms.onlineMethods.find((m) => m === asked);
  if (!online) throw invalid('unknown_payment_method');
  return { method: online, payAtSalon: false };
}

/** The policy a booking keeps a copy of when it is made. */
export type PolicySnapshot = {
  cancelCutoffHours: number;
  rescheduleCutoffHours: number;
  maxReschedules: number;
  protection: BookingProtection;
};

/** What a new booking asks of its customer, for its total. */
export type BookingAsks = {
  /** The method the booking keeps (a protected pay-at-salon booking pays its deposit by card). */
  method: BookingPaymentMethod;
  payAtSalon: boolean;
  policy: PolicySnapshot;
};

/** The salon's payment hold, in minutes (the configuration's override first). */
export const holdMinutesOf = (terms: SalonTerms): number =>
  terms.holdMinutesOverride ?? terms.salon.payment_hold_minutes;

/** When an unpaid booking made now stops holding its time. */
export const holdEndsAt = (terms: SalonTerms, now: Date): Date =>
  new Date(now.getTime() + holdMinutesOf(terms) * 60_000);

/** The cut-offs and allowance of the salon's policy now, with the given protection. */
export const policySnapshot = (
  salon: SalonProfile,
  protection: BookingProtection = NO_PROTECTION,
): PolicySnapshot => ({
  cancelCutoffHours: salon.cancel_cutoff_hours,
  rescheduleCutoffHours: salon.reschedule_cutoff_hours,
  maxReschedules: salon.max_reschedules,
  protection,
});

/**
 * The customer's terms for a booking of these services: read once (the client's history only when
 * the policy asks about it), then worked out for each candidate's total.
 */
export async function customerTerms(
  db: Db | Tx,
  terms: SalonTerms,
  ask: { payment: PaymentAsked; serviceOverrides: readonly (string | null)[]; contact: Contact },
): Promise<(total: number) => BookingAsks> {
  const { salon } = terms;
  const client = salon.applies_to === 'everyone' ? null : await clientHistory(db, ask.contact);
  const overrides = ask.serviceOverrides.map((o) => o as ProtectionKind | null);
  return (total) => {
    const protection = protectionFor(salon, { total, serviceOverrides: overrides, client });
    const guarded = protection.protection !== 'none';
    const { method, payAtSalon } = ask.payment;
    return {
      method: guarded && payAtSalon ? DEFAULT_METHOD : method,
      payAtSalon: payAtSalon && !guarded,
      policy: policySnapshot(salon, protection),
    };
  };
}
