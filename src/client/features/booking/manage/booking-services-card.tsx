/** A booking's services at their prices, the promo discount when there was one, the total and any refund owed. */
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '#shared/contract/manage';
import { money } from '../../../components/format';
import styles from './manage.module.css';

export function BookingServicesCard({ booking: b, currency }: { booking: ManagedBooking; currency: string }) {
  const { t } = useTranslation('manage');
  return (
    <section className={styles.card} aria-labelledby="booking-services">
      <h2 id="booking-services" className={styles.cardTitle}>
        {t('detail.services')}
      </h2>
      <ul className={styles.services}>
        {b.services.map((s) => (
          <li key={s.service_id} className={styles.service}>
            <span>{s.name}</span>
            <span className={styles.amount}>{money(s.price, currency)}</span>
          </li>
        ))}
      </ul>
      {b.discount_amount > 0 ? (
        <dl className={styles.breakdown}>
          <div className={styles.service}>
            <dt>{t('detail.subtotal')}</dt>
            <dd className={styles.amount}>{money(b.subtotal, currency)}</dd>
          </div>
          <div className={`${styles.service} ${styles.discount}`}>
            <dt>{t('detail.discount', { code: b.promo_code ?? '' })}</dt>
            <dd className={styles.amount}>−{money(b.discount_amount, currency)}</dd>
          </div>
        </dl>
      ) : null}
      <p className={styles.total}>
        <span>{t('detail.total')}</span>
        <span className={styles.amount} data-testid="booking-total">
          {money(b.total_amount, currency)}
        </span>
      </p>
      {b.refund_amount > 0 ? (
        <p className={styles.note}>{t('detail.refundOwed', { amount: money(b.refund_amount, currency) })}</p>
      ) : null}
    </section>
  );
}
