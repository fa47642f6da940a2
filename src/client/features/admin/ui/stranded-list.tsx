/**
 * "Needs moving": bookings still ahead that the salon's hours or a closure leave out. They were not
 * cancelled; the desk moves them (or calls the customer) from the calendar. Shown on the dashboard
 * and in Settings → Hours.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clockTime, weekdayDate } from '#shared/salon-time';
import { langOf } from '../../../components/format';
import { adminCall } from '../lib/admin-api';
import pageStyles from './page.module.css';
import styles from './stranded-list.module.css';

export const strandedKey = ['admin', 'stranded-bookings'] as const;

export function useStrandedBookings() {
  return useQuery({ queryKey: strandedKey, queryFn: () => adminCall('strandedBookings'), staleTime: 60_000 });
}

/** The list, or nothing when every booking lies inside the hours. */
export function StrandedList() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const { data } = useStrandedBookings();
  if (!data || data.length === 0) return null;
  return (
    <section
      className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.stranded}`}
      aria-labelledby="needs-moving"
      data-testid="needs-moving"
    >
      <h2 id="needs-moving" className={pageStyles.cardTitle}>
        {t('hours.needsMoving', { count: data.length })}
      </h2>
      <p className={pageStyles.note}>{t('hours.needsMovingNote')}</p>
      <ul className={styles.strandedList}>
        {data.map((b) => (
          <li key={b.booking_id}>
            <strong>
              {weekdayDate(lang, b.booking_date)} · {clockTime(lang, b.start_time)}
            </strong>
            <span>
              {b.customer_name} · {b.stylist_name}
              {b.closed_reason ? ` · ${b.closed_reason}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
