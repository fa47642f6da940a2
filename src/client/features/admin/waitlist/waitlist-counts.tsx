/** The dashboard's waitlist card: how many wait for each day of the week ahead ("3 waiting for Saturday"). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addDaysIso, weekdayDate } from '#shared/salon-time';
import { Link } from '../../../components/app-link';
import pageStyles from '../ui/page.module.css';
import { waitlistCountsQuery } from './api';
import styles from './waitlist.module.css';

export function WaitlistCounts({ today }: { today: string }) {
  const { t, i18n } = useTranslation('admin');
  const query = useQuery(waitlistCountsQuery(today, addDaysIso(today, 6)));
  return (
    <section className={`${pageStyles.card} ${pageStyles.cardPad}`} aria-labelledby="waitlist-counts">
      <h2 id="waitlist-counts" className={pageStyles.cardTitle}>
        {t('waitlist.dashboardTitle')}
      </h2>
      {query.data && query.data.length === 0 ? <p>{t('waitlist.dashboardEmpty')}</p> : null}
      <ul className={styles.counts}>
        {(query.data ?? []).map((c) => (
          <li key={c.date}>
            <Link className={styles.countLink} to={`/admin/calendar?date=${c.date}&view=day`}>
              {t('waitlist.waitingFor', { count: c.count, day: weekdayDate(i18n.language, c.date) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
