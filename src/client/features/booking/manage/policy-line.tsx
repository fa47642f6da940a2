/**
 * The salon's policy in one line, above the Pay button: the terms this booking will be made under,
 * as they apply to the chosen time. A time already inside a cut-off cannot be cancelled (or moved)
 * online from the moment it is booked, so checkout says so instead of promising what it cannot keep.
 */
import { useTranslation } from 'react-i18next';
import type { SalonProfile } from '#shared/contract/back-office';
import { rulesWhenBooked } from '#shared/domain/booking-policy';
import { minutesUntil } from '#shared/salon-time';
import { InfoIcon } from '../../../components/page-icons';

type Props = {
  salon: SalonProfile;
  /** The chosen date and start time (`HH:mm`), on the salon's clock. */
  date: string | null;
  time: string | null;
  className?: string | undefined;
  now?: Date;
  /** The booking will have a late-cancellation fee: inside the cut-off it can still be cancelled, at that cost. */
  cancelWithFee?: boolean;
};

export function PolicyLine({ salon, date, time, className, now, cancelWithFee }: Props) {
  const { t } = useTranslation('manage');
  const terms = {
    cancel: salon.cancel_cutoff_hours,
    reschedule: salon.reschedule_cutoff_hours,
    max: salon.max_reschedules,
    phone: salon.phone,
  };
  const rules =
    date && time
      ? rulesWhenBooked(minutesUntil(date, time.slice(0, 5), salon.time_zone, now), {
          cancelCutoffHours: salon.cancel_cutoff_hours,
          rescheduleCutoffHours: salon.reschedule_cutoff_hours,
          maxReschedules: salon.max_reschedules,
        })
      : { canCancel: true, canReschedule: true };
  const key =
    rules.canCancel || cancelWithFee
      ? rules.canReschedule
        ? 'checkout.policy'
        : 'checkout.policyNoReschedule'
      : rules.canReschedule
        ? 'checkout.policyNoCancel'
        : 'checkout.policyLocked';
  return (
    <p className={className} data-testid="checkout-policy" data-rule={key.slice('checkout.'.length)}>
      <InfoIcon size={16} />
      {t(key, terms)}
    </p>
  );
}
