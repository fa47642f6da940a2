/** `/ratings`: the signed-in customer's completed visits still to rate, each opening the rating screen. */

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clockTime, longDate } from '#shared/salon-time';
import { Link } from '../../components/app-link';
import { Button } from '../../components/button';
import { useCustomerContext } from '../../components/customer-context';
import { EmptyState } from '../../components/empty-state';
import { langOf, listOf } from '../../components/format';
import { UserIcon } from '../../components/icons';
import { QueryFailed } from '../../components/load-state';
import { StarIcon } from '../../components/page-icons';
import { Skeleton } from '../../components/skeleton';
import { pendingRatingsQuery } from './api';
import styles from './ratings.module.css';

export function RatingsListPage() {
  const { t } = useTranslation('pages');
  const { customer, requestSignIn } = useCustomerContext();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main id="main" className={styles.page}>
      <title>{t('ratings.pageTitle')}</title>
      <h1 ref={heading} tabIndex={-1} className={styles.pageTitle}>
        {t('ratings.title')}
      </h1>
      <p className={styles.lead}>{t('ratings.lead')}</p>
      {customer ? (
        <PendingList customerId={customer.customer_id} />
      ) : (
        <EmptyState
          icon={<UserIcon size={40} />}
          title={t('rating.signInTitle')}
          text={t('ratings.signInText')}
          action={<Button onClick={() => requestSignIn('login')}>{t('rating.signIn')}</Button>}
        />
      )}
    </main>
  );
}

function PendingList({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation('pages');
  const lang = langOf(i18n.language);
  const query = useQuery(pendingRatingsQuery(customerId));
  if (query.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={132} radius="var(--radius-md)" />
        ))}
      </div>
    );
  }
  if (query.isError) return <QueryFailed query={query} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<StarIcon size={40} />}
        title={t('ratings.emptyTitle')}
        text={t('ratings.emptyText')}
        action={<Link to="/">{t('ratings.book')}</Link>}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {query.data.map((v) => (
        <li key={v.booking_id} className={styles.item}>
          <span className={styles.itemPhoto}>
            {v.stylist_photo_url ? (
              <img src={v.stylist_photo_url} alt="" width={56} height={56} />
            ) : (
              <span aria-hidden="true">{v.stylist_name.slice(0, 1)}</span>
            )}
          </span>
          <span>
            <span className={styles.itemName}>
              {listOf(
                i18n.language,
                v.services.map((s) => s.name),
              )}
            </span>
            <span className={styles.itemMeta}>
              {t('rating.with', { name: v.stylist_name })} · {longDate(lang, v.appointment_date)},{' '}
              {clockTime(lang, v.appointment_start_time)}
            </span>
          </span>
          <Link
            className={styles.rateLink}
            to={`/ratings/${v.booking_id}`}
            aria-label={t('ratings.rateNamed', {
              services: listOf(
                i18n.language,
                v.services.map((s) => s.name),
              ),
            })}
          >
            <StarIcon size={18} />
            {t('ratings.rate')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
