import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '#shared/contract/back-office';
import { clockTime, numericDate } from '#shared/salon-time';
import { Link } from '../../../components/app-link';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { StatusBadge } from '../../../components/status-badge';
import { useSalon } from '../lib/use-salon';
import pageStyles from '../ui/page.module.css';
import styles from './dashboard.module.css';

const SHOWN = 5;

/** Recent bookings: 5, then View All / Show Less when there are more; each opens its day. */
export function RecentBookings({
  bookings,
  loading,
}: {
  bookings?: DashboardSummary['recent_bookings'];
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const { money } = useSalon();
  const [all, setAll] = useState(false);
  const list = bookings ?? [];
  const shown = all ? list : list.slice(0, SHOWN);
  return (
    <section className={`${pageStyles.card} ${pageStyles.cardPad}`} aria-labelledby="recent-bookings">
      <div className={styles.sectionHead}>
        <h2 id="recent-bookings" className={pageStyles.cardTitle}>
          {t('dashboard.recentBookings')}
        </h2>
        {list.length > SHOWN ? (
          <Button variant="ghost" onClick={() => setAll((v) => !v)} aria-expanded={all}>
            {all ? t('dashboard.showLess') : t('dashboard.viewAll')}
          </Button>
        ) : null}
      </div>
      {loading ? (
        <div className={pageStyles.center}>
          <Spinner size={28} label={t('common.loading')} />
        </div>
      ) : list.length === 0 ? (
        <p className={styles.emptyLine}>{t('dashboard.noRecent')}</p>
      ) : (
        <ul className={styles.recent}>
          {shown.map((b) => (
            <li key={b.id}>
              <Link
                to={`/admin/calendar?date=${b.appointment_date.slice(0, 10)}&view=day`}
                className={styles.recentRow}
              >
                <span className={styles.recentWho}>
                  <span className={styles.recentName}>{b.customer_name}</span>
                  <span className={styles.recentWhen}>
                    {numericDate(b.appointment_date)} · {clockTime(i18n.language, b.appointment_time)}
                  </span>
                </span>
                <span className={styles.recentAmount}>{money(b.total_amount)}</span>
                <StatusBadge status={b.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
