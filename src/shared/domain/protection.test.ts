import { describe, expect, it } from 'vitest';
import {
  checkoutAmountOf,
  depositOf,
  FEE_PRESETS,
  feeOf,
  feeSettlement,
  type ProtectionPolicy,
  presetOf,
  protectionFor,
  protectionView,
} from './protection';

const policy = (p: Partial<ProtectionPolicy> = {}): ProtectionPolicy => ({
  protection: 'deposit',
  deposit_percent: 30,
  deposit_fixed: null,
  late_cancel_fee_percent: 10,
  no_show_fee_percent: 30,
  applies_to: 'everyone',
  fee_charging: 'automatic',
  protection_min_total: 0,
  ...p,
});

describe('no-show protection', () => {
  it('asks 30% of S$80 as S$24, a fixed deposit never above the total, and the whole price when prepaid', () => {
    expect(depositOf(policy(), 'deposit', 80)).toBe(24);
    expect(depositOf(policy({ deposit_percent: 33 }), 'deposit', 19.99)).toBe(6.6);
    expect(depositOf(policy({ deposit_percent: null, deposit_fixed: 50 }), 'deposit', 38)).toBe(38);
    expect(depositOf(policy(), 'full_prepayment', 80)).toBe(80);
    expect(depositOf(policy(), 'card_on_file', 80)).toBe(0);
  });

  it("takes the strongest of the services' own protection, the salon's where a service has none", () => {
    const at = (
      overrides: ('none' | 'deposit' | 'card_on_file' | null)[],
      p = policy({ protection: 'none' }),
    ) => protectionFor(p, { total: 80, serviceOverrides: overrides, client: null }).protection;
    expect(at([null, 'deposit'])).toBe('deposit');
    expect(at([null, null])).toBe('none');
    expect(at(['none', null], policy({ protection: 'card_on_file' }))).toBe('card_on_file');
    expect(at(['none'], policy({ protection: 'deposit' }))).toBe('none');
  });

  it('applies to nothing below the minimum total, and only to the clients the policy names', () => {
    const p = (q: Partial<ProtectionPolicy>) => policy(q);
    const of = (q: Partial<ProtectionPolicy>, client: { returning: boolean; pastNoShow: boolean } | null) =>
      protectionFor(p(q), { total: 80, serviceOverrides: [null], client }).protection;
    expect(of({ protection_min_total: 100 }, null)).toBe('none');
    expect(of({ applies_to: 'new_clients' }, { returning: true, pastNoShow: false })).toBe('none');
    expect(of({ applies_to: 'new_clients' }, null)).toBe('deposit');
    expect(of({ applies_to: 'past_no_show' }, { returning: true, pastNoShow: false })).toBe('none');
    expect(of({ applies_to: 'past_no_show' }, { returning: true, pastNoShow: true })).toBe('deposit');
  });

  it('keeps the deposit as the fee first, charges the rest to a card, and refunds what is left', () => {
    expect(feeOf(80, 30)).toBe(24);
    expect(feeSettlement({ fee: 40, paid: 24, card: true })).toEqual({
      fee: 40,
      kept: 24,
      refund: 0,
      toCharge: 16,
    });
    expect(feeSettlement({ fee: 40, paid: 24, card: false })).toEqual({
      fee: 24,
      kept: 24,
      refund: 0,
      toCharge: 0,
    });
    expect(feeSettlement({ fee: 8, paid: 24, card: false })).toEqual({
      fee: 8,
      kept: 8,
      refund: 16,
      toCharge: 0,
    });
    expect(feeSettlement({ fee: 40, paid: 0, card: true })).toEqual({
      fee: 40,
      kept: 0,
      refund: 0,
      toCharge: 40,
    });
  });

  it('names the presets like the salon products do', () => {
    expect(FEE_PRESETS.fair).toEqual({ late_cancel_fee_percent: 10, no_show_fee_percent: 30 });
    expect(presetOf({ late_cancel_fee_percent: 50, no_show_fee_percent: 100 })).toBe('strict');
    expect(presetOf({ late_cancel_fee_percent: 5, no_show_fee_percent: 100 })).toBeNull();
  });

  it('checks out the deposit, 0 to save a card, or the total; and shows the balance due', () => {
    const view = protectionView({
      protection: 'deposit',
      depositAmount: 24,
      totalAmount: 80,
      paymentMethod: 'card',
      paymentState: 'unpaid',
      lateCancelFeePercent: 10,
      noShowFeePercent: 30,
      feeAmount: 0,
      feeState: 'none',
      balancePaidAmount: null,
    });
    expect(view).toMatchObject({ deposit_amount: 24, balance_due: 56, card_required: false });
    expect(checkoutAmountOf({ ...view, total_amount: 80 })).toBe(24);
    expect(
      checkoutAmountOf({
        protection: 'card_on_file',
        card_required: true,
        deposit_amount: 0,
        total_amount: 80,
      }),
    ).toBe(0);
    expect(
      checkoutAmountOf({ protection: 'none', card_required: false, deposit_amount: 0, total_amount: 80 }),
    ).toBe(80);
  });
});
