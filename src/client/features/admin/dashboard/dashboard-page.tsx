/**
 * The dashboard (docs/product.md §2): four stat cards and the pending count, the month's bookings per
 * day, recent bookings (5, then View All / Show Less) and quick actions that all lead somewhere.
 */

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/app-link';
import { CalendarIcon, ClockIcon } from '../../../components/icons';
import { LoadState } from '../../../components/load-state';
import { ChartIcon, UsersIcon } from '../../../components/page-icons';
import { adminCall, adminKeys, errorText } from '../lib/admin-api';
import { useDocTitle } from '../lib/use-doc-title';
import { useSalon, useSalonClock } from '../lib/use-salon';
import pageStyles from '../ui/page.module.css';
import { PageHeader } from '../ui/page-header';
import { StrandedList } from '../ui/stranded-list';
import { WaitlistCounts } from '../waitlist/waitlist-counts';
import { BookingsChart } from './bookings-chart';
import styles from './dashboard.module.css';
import { RecentBookings } from './recent-bookings';

function QuickActions({ today }: { today: string }) {
  const { t } = useTranslation('admin');
  const actions = [
    { to: `/admin/calendar?date=${today}&view=day`, label: t('dashboard.todaySchedule'), icon: CalendarIcon },
    { to: '/admin/personnel', label: t('dashboard.manageStylists'), icon: UsersIcon },
    { to: '/admin/reports', label: t('dashboard.viewReports'), icon: ChartIcon },
    { to: `/admin/calendar?date=${today}&addSlots=1`, label: t('dashboard.manageSlots'), icon: ClockIcon },
  ];
  return (
    <section className={`${pageStyles.card} ${pageStyles.cardPad}`} aria-labelledby="quick-actions">
      <h2 id="quick-actions" className={pageStyles.cardTitle}>
        {t('dashboard.quickActions')}
      </h2>
      <ul className={styles.actions}>
        {actions.map(({ to, label, icon: Icon }) => (
          <li key={label}>
            <Link to={to} className={styles.action}>
              <span className={styles.actionIcon}>
                <Icon />
              </span>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('admin');
  useDocTitle(t('dashboard.title'));
  const { money } = useSalon();
  const { today } = useSalonClock(60_000);
  const query = useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: () => adminCall('dashboard', {}),
    refetchInterval: 60_000,
  });
  const s = query.data?.summary;
  const stats = [
    { label: t('dashboard.todaysBookings'), value: s ? String(s.todays_bookings) : '—' },
    { label: t('dashboard.monthlyRevenue'), value: s ? money(s.month_revenue) : '—' },
    { label: t('dashboard.monthBookings'), value: s ? String(s.month_bookings) : '—' },
    { label: t('dashboard.todaysRevenue'), value: s ? money(s.todays_revenue) : '—' },
  ];
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={
          s ? (
            <Link to="/admin/reports?status=pending" className={styles.pending}>
              <span className={styles.pendingDot} aria-hidden="true">
                ◷
              </span>
              {t('dashboard.pendingCount', { count: s.pending_count })}
              {s.awaiting_payment_count ? (
                <span className={styles.awaiting}>
                  {' · '}
                  {t('accounts.awaitingPayment', { count: s.awaiting_payment_count })}
                </span>
              ) : null}
            </Link>
          ) : null
        }
      />
      <StrandedList />
      <ul className={styles.stats} aria-label={t('dashboard.title')}>
        {stats.map((st) => (
          <li key={st.label} className={`${pageStyles.card} ${styles.stat}`}>
            <span className={styles.statLabel}>{st.label}</span>
            <span className={styles.statValue}>{st.value}</span>
          </li>
        ))}
      </ul>
      {query.isError ? (
        <LoadState
          loadingLabel={t('common.loading')}
          loading={false}
          error={errorText(query.error, t('dashboard.loadFailed'))}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      <div className={styles.columns}>
        <div className={styles.mainCol}>
          {query.data ? <BookingsChart daily={query.data.daily_bookings} today={today} /> : null}
          <RecentBookings bookings={query.data?.recent_bookings} loading={query.isPending} />
        </div>
        <div className={styles.sideCol}>
          <WaitlistCounts today={today} />
          <QuickActions today={today} />
        </div>
      </div>
    </div>
  );
}
