/**
 * The Terms page's cancellation section, written from the salon's policy as Settings hold it: the
 * cut-offs, what a booking asks up front (a card kept on file, a deposit, the whole price), the
 * late-cancellation and no-show fees, who they apply to and from what booking value, and refunds.
 * A change in Settings changes this page; each booking keeps the terms it was made under.
 */
import { useTranslation } from 'react-i18next';
import type { SalonProfile } from '#shared/contract/back-office';
import { formatMoney } from '#shared/domain/money';

export function CancellationTerms({ salon }: { salon: SalonProfile }) {
  const { t } = useTranslation('pages');
  const money = (n: number) => formatMoney(n, salon.currency || 'S$');
  const guarded = salon.protection !== 'none';
  const deposit =
    salon.deposit_percent !== null
      ? t('terms.policy.depositPercent', { percent: salon.deposit_percent })
      : money(salon.deposit_fixed ?? 0);
  const lines = [
    t('terms.policy.cutoffs', {
      cancel: salon.cancel_cutoff_hours,
      reschedule: salon.reschedule_cutoff_hours,
      max: salon.max_reschedules,
      phone: salon.phone,
    }),
    ...(salon.protection === 'card_on_file' ? [t('terms.policy.card')] : []),
    ...(salon.protection === 'deposit' ? [t('terms.policy.deposit', { deposit })] : []),
    ...(salon.protection === 'full_prepayment' ? [t('terms.policy.full')] : []),
    ...(guarded && salon.late_cancel_fee_percent > 0
      ? [
          t('terms.policy.lateFee', {
            hours: salon.cancel_cutoff_hours,
            percent: salon.late_cancel_fee_percent,
          }),
        ]
      : []),
    ...(guarded && salon.no_show_fee_percent > 0
      ? [t('terms.policy.noShowFee', { percent: salon.no_show_fee_percent })]
      : []),
    ...(guarded && salon.applies_to !== 'everyone' ? [t(`terms.policy.appliesTo.${salon.applies_to}`)] : []),
    ...(guarded && salon.protection_min_total > 0
      ? [t('terms.policy.minTotal', { amount: money(salon.protection_min_total) })]
      : []),
    ...(guarded ? [t('terms.policy.keptAsFee')] : []),
    t('terms.policy.refunds'),
  ];
  return (
    <div data-testid="cancellation-terms">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
