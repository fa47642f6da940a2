/**
 * `/bookings/:bookingId` (the signed-in owner) and `/manage/:bookingId?t=` (anyone with the link
 * from the confirmation email): the same detail view and actions. Opening the page only reads;
 * every change is a POST after a tap on a confirm button, so a mail scanner that follows the link
 * changes nothing.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { MyBookings } from '#shared/contract/manage';
import { Link } from '../../../components/app-link';
import { Button } from '../../../components/button';
import { useCustomerContext } from '../../../components/customer-context';
import { EmptyState } from '../../../components/empty-state';
import { AlertIcon, ChevronLeftIcon, UserIcon } from '../../../components/icons';
import { QueryFailed } from '../../../components/load-state';
import { Skeleton } from '../../../components/skeleton';
import { ApiCallError } from '../../../lib/api';
import { useSearch } from '../../../lib/use-search';
import { bookingQuery, myBookingsQuery, type Proof } from './api';
import { BookingDetail } from './booking-detail';
import styles from './manage.module.css';

export function BookingDetailPage({ viaLink = false }: { viaLink?: boolean }) {
  const { t } = useTranslation('manage');
  const { bookingId } = useParams();
  const params = useSearch();
  const { customer, requestSignIn } = useCustomerContext();
  const id = Number(bookingId);
  const proof: Proof = viaLink ? { token: params.get('t') ?? '' } : {};
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const mayAsk = valid && (viaLink ? !!proof.token : !!customer);
  const queryClient = useQueryClient();
  // opened from My bookings: the list's copy shows at once, offline too (the persister keeps the
  // list), and the server's answer replaces it as soon as there is one
  const fromList = () => {
    if (viaLink || !customer) return undefined;
    const list = queryClient.getQueryData<MyBookings>(myBookingsQuery(customer.customer_id).queryKey);
    return list ? [...list.upcoming, ...list.past].find((b) => b.id === id) : undefined;
  };
  const query = useQuery({ ...bookingQuery(id, proof), enabled: mayAsk, placeholderData: fromList });

  let body: React.ReactNode;
  if (!viaLink && !customer) {
    body = (
      <EmptyState
        icon={<UserIcon size={40} />}
        title={t('detail.signInTitle')}
        text={t('list.signInText')}
        action={<Button onClick={() => requestSignIn('login')}>{t('list.signIn')}</Button>}
      />
    );
  } else if (!mayAsk || (query.isError && query.error instanceof ApiCallError && !query.error.isNetwork)) {
    const linkBroken = viaLink && (!mayAsk || (query.error as ApiCallError | null)?.status !== 404);
    body = (
      <EmptyState
        icon={<AlertIcon size={40} />}
        title={t(linkBroken ? 'detail.linkTitle' : 'detail.notFoundTitle')}
        text={linkBroken ? t('detail.linkText') : t('detail.notFoundText')}
      />
    );
  } else if (query.isError) {
    body = <QueryFailed query={query} />;
  } else if (query.isPending) {
    body = (
      <div aria-busy="true" className={styles.list}>
        <span className="visually-hidden">{t('detail.loading')}</span>
        <Skeleton height={180} radius="var(--radius-lg)" />
        <Skeleton height={120} radius="var(--radius-lg)" />
      </div>
    );
  } else {
    body = <BookingDetail booking={query.data} proof={proof} signedIn={!viaLink} />;
  }

  return (
    <main id="main" className={styles.page}>
      <title>{t('detail.pageTitle', { id: valid ? id : '' })}</title>
      {viaLink ? null : (
        <Link className={styles.back} to="/bookings">
          <ChevronLeftIcon size={18} />
          {t('detail.back')}
        </Link>
      )}
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('detail.title')}
      </h1>
      {body}
    </main>
  );
}

/** `/manage/:bookingId?t=`: the same page, opened with the email's signed link. */
export function ManageLinkPage() {
  return <BookingDetailPage viaLink />;
}
