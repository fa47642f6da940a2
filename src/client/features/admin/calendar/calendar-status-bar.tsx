import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { StatusBadge } from '../../../components/status-badge';
import { BOOKING_STATUSES } from '../lib/constants';
import { HELD_SYMBOL } from './booking-block';
import styles from './calendar.module.css';

/**
 * The legend (every status as colour, symbol and word, and a time only held, hatched), the count
 * and when the data last came in.
 */
export function CalendarStatusBar({
  count,
  fetching,
  updatedAt,
}: {
  count: number;
  fetching: boolean;
  updatedAt: number;
}) {
  const { t, i18n } = useTranslation('admin');
  const time = updatedAt
    ? new Date(updatedAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
    : '';
  return (
    <div className={styles.statusBar}>
      <ul className={styles.legend}>
        {BOOKING_STATUSES.map((s) => (
          <li key={s}>
            <StatusBadge status={s} />
          </li>
        ))}
        <li className={styles.heldKey}>
          <span aria-hidden="true">{HELD_SYMBOL}</span> {t('calendar.held')}
        </li>
      </ul>
      <p className={styles.freshness}>
        <span>{t('calendar.bookingCount', { count })}</span>
        <span aria-hidden="true"> · </span>
        {fetching ? (
          <span className={styles.refreshing}>
            <Spinner size={14} /> {t('calendar.refreshing')}
          </span>
        ) : time ? (
          <span>{t('calendar.updated', { time })}</span>
        ) : null}
      </p>
    </div>
  );
}
