/** The terms a booking was made under, and until when it may still change online. */
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '#shared/contract/manage';
import { DEFAULT_SALON_TZ, salonMoment } from '#shared/salon-time';
import { useCustomerContext } from '../../../components/customer-context';
import { langOf } from '../../../components/format';
import styles from './manage.module.css';

export function PolicyCard({ booking: b }: { booking: ManagedBooking }) {
  const { t, i18n } = useTranslation('manage');
  const lang = langOf(i18n.language);
  const { salon } = useCustomerContext();
  const tz = salon?.time_zone ?? DEFAULT_SALON_TZ;
  const left = Math.max(0, b.policy.max_reschedules - b.reschedule_count);
  const locked = !b.can_cancel && !b.can_reschedule && (b.status === 'pending' || b.status === 'confirmed');
  return (
    <section className={styles.card} aria-labelledby="booking-policy">
      <h2 id="booking-policy" className={styles.cardTitle}>
        {t('detail.policyTitle')}
      </h2>
      <ul className={styles.policy}>
        <li>{t('detail.cancelUntil', { when: salonMoment(lang, b.cancel_deadline, tz) })}</li>
        <li>{t('detail.rescheduleUntil', { when: salonMoment(lang, b.reschedule_deadline, tz) })}</li>
        <li>{left > 0 ? t('detail.reschedulesLeft', { count: left }) : t('detail.noReschedulesLeft')}</li>
      </ul>
      {locked ? (
        <p className={styles.note} role="note">
          {t('detail.tooLate', { phone: b.salon_phone })}
        </p>
      ) : null}
    </section>
  );
}
