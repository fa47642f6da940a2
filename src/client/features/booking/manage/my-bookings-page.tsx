/** `/bookings`: the signed-in customer's bookings, Upcoming and Past, each opening its detail. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/app-link';
import { Button } from '../../../components/button';
import { useCustomerContext } from '../../../components/customer-context';
import { EmptyState } from '../../../components/empty-state';
import { CalendarIcon, UserIcon } from '../../../components/icons';
import { QueryFailed } from '../../../components/load-state';
import { Skeleton } from '../../../components/skeleton';
import { myBookingsQuery } from './api';
import { BookingCard } from './booking-card';
import styles from './manage.module.css';
import { WaitlistEntries } from './waitlist-entries';

type Tab = 'upcoming' | 'past';

export function MyBookingsPage() {
  const { t } = useTranslation('manage');
  const { customer, requestSignIn } = useCustomerContext();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main id="main" className={styles.page}>
      <title>{t('list.pageTitle')}</title>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('list.title')}
      </h1>
      {customer ? (
        <>
          <Lists customerId={customer.customer_id} />
          <WaitlistEntries customerId={customer.customer_id} />
        </>
      ) : (
        <EmptyState
          icon={<UserIcon size={40} />}
          title={t('list.signInTitle')}
          text={t('list.signInText')}
          action={<Button onClick={() => requestSignIn('login')}>{t('list.signIn')}</Button>}
        />
      )}
    </main>
  );
}

function Lists({ customerId }: { customerId: number }) {
  const { t } = useTranslation('manage');
  const { salon } = useCustomerContext();
  const [tab, setTab] = useState<Tab>('upcoming');
  const query = useQuery(myBookingsQuery(customerId));
  const tabs: Tab[] = ['upcoming', 'past'];
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t('list.tabs')}>
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls="bookings-panel"
            className={styles.tab}
            onClick={() => setTab(id)}
          >
            {t(`list.${id}`)}
          </button>
        ))}
      </div>
      <section id="bookings-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {query.isPending ? (
          <div className={styles.list} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={112} radius="var(--radius-lg)" />
            ))}
          </div>
        ) : query.isError ? (
          <QueryFailed query={query} />
        ) : query.data[tab].length === 0 ? (
          <EmptyState
            icon={<CalendarIcon size={40} />}
            title={t(tab === 'upcoming' ? 'list.emptyUpcomingTitle' : 'list.emptyPastTitle')}
            text={t(tab === 'upcoming' ? 'list.emptyUpcomingText' : 'list.emptyPastText')}
            action={
              <Link className={styles.linkButton} to="/">
                {t('list.bookNow')}
              </Link>
            }
          />
        ) : (
          <ul className={styles.list}>
            {query.data[tab].map((b) => (
              <BookingCard key={b.id} booking={b} currency={salon?.currency ?? 'S$'} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
