/** A booking's reference and status, when, with whom, its payment, and the no-show terms it was made under. */
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '#shared/contract/manage';
import { useCustomerContext } from '../../../components/customer-context';
import { StatusBadge } from '../../../components/status-badge';
import { BookedPolicy } from '../protection-notice';
import styles from './manage.module.css';

export function BookingFactsCard({ booking: b, when }: { booking: ManagedBooking; when: string }) {
  const { t } = useTranslation('manage');
  const { t: tb } = useTranslation('booking');
  const { salon } = useCustomerContext();
  return (
    <section className={styles.card} aria-labelledby="booking-when">
      <div className={styles.head}>
        <span className={styles.reference}>{t('detail.reference', { id: b.id })}</span>
        <StatusBadge status={b.status} />
      </div>
      <dl className={styles.facts}>
        <dt>{t('detail.when')}</dt>
        <dd id="booking-when" data-testid="booking-when">
          {when}
        </dd>
        <dt>{t('detail.stylist')}</dt>
        <dd>{b.stylist_name}</dd>
        <dt>{t('detail.payment')}</dt>
        <dd>{t(`payment.${b.payment_state}`)}</dd>
      </dl>
      {salon && b.protection !== 'none' ? (
        <>
          <h2 className={styles.cardTitle}>{tb('protection.title')}</h2>
          <BookedPolicy salon={salon} terms={b} className={styles.protection} />
        </>
      ) : null}
    </section>
  );
}
