/**
 * The no-show protection part of a settings update: fields left out keep what is saved; a deposit
 * is a percentage or a fixed sum (the one sent replaces the other), and a policy that asks a
 * deposit must say how much.
 */
import type { SalonProfile, SalonSettingsUpdate } from '#shared/contract/back-office';
import type { ProtectionPolicySettings } from '#shared/contract/protection';
import { invalid } from '../../domain/domain-error';

export function protectionOf(p: SalonSettingsUpdate, before: SalonProfile): ProtectionPolicySettings {
  const percentSent = p.deposit_percent !== undefined && p.deposit_percent !== null;
  const fixedSent = p.deposit_fixed !== undefined && p.deposit_fixed !== null;
  if (percentSent && fixedSent) throw invalid('deposit_one_way');
  const deposit = percentSent
    ? { deposit_percent: p.deposit_percent!, deposit_fixed: null }
    : fixedSent
      ? { deposit_percent: null, deposit_fixed: p.deposit_fixed! }
      : {
          deposit_percent: p.deposit_percent === null ? null : before.deposit_percent,
          deposit_fixed: p.deposit_fixed === null ? null : before.deposit_fixed,
        };
  const next: ProtectionPolicySettings = {
    protection: p.protection ?? before.protection,
    ...deposit,
    late_cancel_fee_percent: p.late_cancel_fee_percent ?? before.late_cancel_fee_percent,
    no_show_fee_percent: p.no_show_fee_percent ?? before.no_show_fee_percent,
    applies_to: p.applies_to ?? before.applies_to,
    fee_charging: p.fee_charging ?? before.fee_charging,
    protection_min_total: p.protection_min_total ?? before.protection_min_total,
  };
  if (next.protection === 'deposit' && !next.deposit_percent && !next.deposit_fixed)
    throw invalid('deposit_amount_required');
  return next;
}
