/** One booking in My bookings: when, stylist, services, total, payment and status; opens the detail. */

import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '#shared/contract/manage';
import { clockTime, longDate } from '#shared/salon-time';
import { Link } from '../../../components/app-link';
import { dateAndTime, langOf, listOf, money } from '../../../components/format';
import { StatusBadge } from '../../../components/status-badge';
import styles from './manage.module.css';

export function BookingCard({ booking: b, currency }: { booking: ManagedBooking; currency: string }) {
  const { t, i18n } = useTranslation('manage');
  const lang = langOf(i18n.language);
  return (
    <li>
      <Link className={styles.item} to={`/bookings/${b.id}`}>
        <span className={styles.itemWhen}>
          {dateAndTime(lang, longDate(lang, b.appointment_date), clockTime(lang, b.appointment_start_time))}
        </span>
        <StatusBadge status={b.status} />
        <span className={styles.itemMeta}>
          {listOf(
            lang,
            b.services.map((s) => s.name),
          )}{' '}
          · {t('detail.with', { name: b.stylist_name })}
        </span>
        <span className={styles.itemFoot}>
          <span>{t(`payment.${b.payment_state}`)}</span>
          <span className={styles.amount}>{money(b.total_amount, currency)}</span>
        </span>
      </Link>
    </li>
  );
}
