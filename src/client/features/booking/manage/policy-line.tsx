/** The salon's policy in one line, above the Pay button: the terms this booking will be made under. */
import { useTranslation } from 'react-i18next';
import type { SalonProfile } from '../../../../shared/contract/back-office';
import { InfoIcon } from '../../../components/page-icons';

export function PolicyLine({ salon, className }: { salon: SalonProfile; className?: string | undefined }) {
  const { t } = useTranslation('manage');
  return (
    <p className={className} data-testid="checkout-policy">
      <InfoIcon size={16} />
      {t('checkout.policy', {
        cancel: salon.cancel_cutoff_hours,
        reschedule: salon.reschedule_cutoff_hours,
        max: salon.max_reschedules,
      })}
    </p>
  );
}
