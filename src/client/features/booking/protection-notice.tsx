/**
 * The salon's no-show protection in plain words at checkout, with the amounts for this booking:
 * what is paid now (a deposit, the whole price, or nothing while a card is saved), what is left for
 * the salon, and what a late cancellation or a no-show costs. The terms checkbox names the same
 * fees (checkout-step.tsx). The server decides the real terms when booking; this shows them first.
 */
import { useTranslation } from 'react-i18next';
import type { SalonProfile } from '#shared/contract/back-office';
import { formatMoney } from '#shared/domain/money';
import {
  type BookingProtection,
  type FeeState,
  feeOf,
  type ProtectionKind,
  protectionFor,
  termsInMoney,
} from '#shared/domain/protection';
import type { SummaryLine } from './pricing';

/** The protection this booking will be asked for, as far as the client can tell (a returning client may be spared). */
export function expectedProtection(
  salon: SalonProfile | undefined,
  lines: readonly SummaryLine[],
  total: number,
): BookingProtection | null {
  if (!salon || lines.length === 0) return null;
  const p = protectionFor(salon, {
    total,
    serviceOverrides: lines.map((l) => (l.service.protection ?? null) as ProtectionKind | null),
    client: null,
  });
  return p.protection === 'none' ? null : p;
}

type Props = { salon: SalonProfile; protection: BookingProtection; total: number; className?: string };

export function ProtectionNotice({ salon, protection, total, className }: Props) {
  const { t } = useTranslation('booking');
  const m = termsInMoney(total, protection);
  const money = (n: number) => formatMoney(n, salon.currency || 'S$');
  const upfront =
    protection.protection === 'deposit'
      ? t('protection.deposit', { deposit: money(m.deposit), balance: money(m.balance) })
      : protection.protection === 'full_prepayment'
        ? t('protection.full', { total: money(total) })
        : t('protection.card', { total: money(total) });
  return (
    <div className={className} data-testid="protection-notice">
      <p>{upfront}</p>
      {protection.lateCancelFeePercent > 0 ? (
        <p>
          {t('protection.lateFee', {
            hours: salon.cancel_cutoff_hours,
            fee: money(m.lateFee),
            percent: protection.lateCancelFeePercent,
          })}
        </p>
      ) : null}
      {protection.noShowFeePercent > 0 ? (
        <p>{t('protection.noShowFee', { fee: money(m.noShowFee), percent: protection.noShowFeePercent })}</p>
      ) : null}
      {protection.protection === 'deposit' || protection.protection === 'full_prepayment' ? (
        <p>{t('protection.keptAsFee')}</p>
      ) : null}
      {protection.feeCharging === 'desk_confirms' ? <p>{t('protection.deskConfirms')}</p> : null}
    </div>
  );
}

/** The words the terms checkbox adds: the fees by name and amount. */
export function useFeesAgreement(
  salon: SalonProfile | undefined,
  protection: BookingProtection | null,
  total: number,
): string | null {
  const { t } = useTranslation('booking');
  if (!salon || !protection) return null;
  const m = termsInMoney(total, protection);
  const money = (n: number) => formatMoney(n, salon.currency || 'S$');
  const parts = [
    ...(protection.protection === 'deposit'
      ? [t('protection.agreeDeposit', { deposit: money(m.deposit) })]
      : []),
    ...(protection.lateCancelFeePercent > 0 ? [t('protection.agreeLate', { fee: money(m.lateFee) })] : []),
    ...(protection.noShowFeePercent > 0 ? [t('protection.agreeNoShow', { fee: money(m.noShowFee) })] : []),
  ];
  return parts.length ? t('protection.agreeIncluding', { fees: parts.join(t('protection.and')) }) : null;
}

/** A booking's own protection terms, as its reads answer them (the book call, My bookings). */
export type BookedTerms = {
  protection: ProtectionKind;
  deposit_amount: number;
  balance_due: number;
  late_cancel_fee_percent: number;
  no_show_fee_percent: number;
  total_amount: number;
  fee_amount?: number;
  fee_state?: FeeState;
};

/** After booking: what was paid or saved, what is due at the salon, the fees agreed to, and any fee taken. */
export function BookedPolicy({
  salon,
  terms,
  className,
}: {
  salon: SalonProfile;
  terms: BookedTerms;
  className?: string;
}) {
  const { t } = useTranslation('booking');
  if (terms.protection === 'none') return null;
  const money = (n: number) => formatMoney(n, salon.currency || 'S$');
  const lateFee = feeOf(terms.total_amount, terms.late_cancel_fee_percent);
  const noShowFee = feeOf(terms.total_amount, terms.no_show_fee_percent);
  return (
    <div className={className} data-testid="booked-policy">
      <p>
        {terms.protection === 'card_on_file'
          ? t('protection.successCard', { balance: money(terms.balance_due) })
          : t('protection.successDeposit', {
              deposit: money(terms.deposit_amount),
              balance: money(terms.balance_due),
            })}
      </p>
      {terms.late_cancel_fee_percent > 0 ? (
        <p>
          {t('protection.lateFee', {
            hours: salon.cancel_cutoff_hours,
            fee: money(lateFee),
            percent: terms.late_cancel_fee_percent,
          })}
        </p>
      ) : null}
      {terms.no_show_fee_percent > 0 ? (
        <p>{t('protection.noShowFee', { fee: money(noShowFee), percent: terms.no_show_fee_percent })}</p>
      ) : null}
      {terms.fee_state && terms.fee_state !== 'none' ? (
        <p data-testid="booked-fee">
          {t('protection.fee', {
            fee: money(terms.fee_amount ?? 0),
            state: t(`protection.feeStates.${terms.fee_state}`),
          })}
        </p>
      ) : null}
    </div>
  );
}
