/**
 * The rating screen for `/ratings/:bookingId/:customerId?t=<signed token>` (the link in the message
 * after a visit) and `/ratings/:bookingId` (the signed-in owner): stars with their labels, an
 * optional comment with a counter (500), 'Please select a rating' when none is chosen, then the
 * thank-you state. Without a connection the rating is saved in the outbox and the screen says it
 * will be sent; a refusal when it is sent later is shown here (and in the banner of every page).
 */

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { RatingState } from '#shared/contract/ratings';
import { clockTime, longDate } from '#shared/salon-time';
import { Link } from '../../components/app-link';
import { Button } from '../../components/button';
import { useCustomerContext } from '../../components/customer-context';
import { EmptyState } from '../../components/empty-state';
import { TextArea } from '../../components/field';
import { langOf } from '../../components/format';
import { CheckIcon, ClockIcon, UserIcon } from '../../components/icons';
import { QueryFailed } from '../../components/load-state';
import { StarIcon } from '../../components/page-icons';
import { Skeleton } from '../../components/skeleton';
import { ApiCallError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSearch } from '../../lib/use-search';
import { ratingStateQuery, ratingVisit, submitRating } from './api';
import { QueuedRating, RefusedRating } from './queued-rating';
import styles from './ratings.module.css';
import { StarRating } from './star-rating';
import { dismissOutboxItem, useOutboxItem } from './use-outbox-item';

export const COMMENT_MAX = 500;

export function RatingPage() {
  const { t } = useTranslation('pages');
  const params = useParams();
  const search = useSearch();
  const { customer, requestSignIn } = useCustomerContext();
  const bookingId = Number(params.bookingId);
  const customerId = params.customerId ? Number(params.customerId) : null;
  const token = search.get('t') ?? undefined;
  const owner = customerId === null;
  const query = useQuery({
    ...ratingStateQuery({ bookingId, customerId, token }, customer?.customer_id ?? null),
    enabled: !owner || customer !== null,
  });

  let body: ReactNode;
  if (owner && !customer) {
    body = (
      <EmptyState
        icon={<UserIcon size={40} />}
        title={t('rating.signInTitle')}
        text={t('rating.signInText')}
        action={<Button onClick={() => requestSignIn('login')}>{t('rating.signIn')}</Button>}
      />
    );
  } else if (query.isPending) {
    body = <VisitSkeleton />;
  } else if (query.isError) {
    body = <QueryFailed query={query} title={t('rating.loadFailed')} />;
  } else {
    body = <RatingForm visit={query.data} customerId={customerId} token={token} />;
  }
  return (
    <main id="main" className={styles.page}>
      <title>{t('rating.pageTitle')}</title>
      {body}
    </main>
  );
}

function VisitSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.visit} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('app.loading')}
      </p>
      <Skeleton width={88} height={88} radius="50%" />
      <Skeleton width={220} height={28} />
      <Skeleton width={180} height={16} />
      <Skeleton height={220} radius="var(--radius-lg)" style={{ marginTop: 'var(--space-4)' }} />
    </div>
  );
}

function Visit({ visit, title }: { visit: RatingState; title: string }) {
  const { t, i18n } = useTranslation('pages');
  const lang = langOf(i18n.language);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.visit}>
      <span className={styles.photo}>
        {visit.stylist_photo_url ? (
          <img src={visit.stylist_photo_url} alt="" width={88} height={88} />
        ) : (
          <span aria-hidden="true">{visit.stylist_name.slice(0, 1)}</span>
        )}
      </span>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <p className={styles.meta}>
        {t('rating.with', { name: visit.stylist_name })} · {longDate(lang, visit.appointment_date)},{' '}
        {clockTime(lang, visit.appointment_start_time)}
      </p>
      {visit.services.length ? (
        <ul className={styles.serviceList} aria-label={t('rating.services')}>
          {visit.services.map((s) => (
            <li key={s.service_id} className={styles.serviceTag}>
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function RatingForm({
  visit,
  customerId,
  token,
}: {
  visit: RatingState;
  customerId: number | null;
  token: string | undefined;
}) {
  const { t } = useTranslation('pages');
  const common = useTranslation().t;
  const queryClient = useQueryClient();
  const item = useOutboxItem(ratingVisit(visit.booking_id, customerId ?? visit.customer_id));
  const waited = useRef(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [given, setGiven] = useState<{ rating: number; comment: string } | null>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const itemState = item?.state;

  useEffect(() => {
    if (itemState === 'queued' || itemState === 'sending') waited.current = true;
    if (itemState === 'sent' && waited.current) {
      waited.current = false;
      toast.success(common('offline.rating.sentToast'));
      void queryClient.invalidateQueries({ queryKey: ['ratings-pending'] });
      void queryClient.invalidateQueries({ queryKey: ['rating', visit.booking_id] });
    }
  }, [itemState, common, queryClient, visit.booking_id]);

  // what this customer did on this phone comes first: given just now, waiting, refused or sent
  if (given) return <ThankYou visit={visit} rating={given.rating} comment={given.comment} />;
  if (item?.state === 'queued' || item?.state === 'sending') return <QueuedRating item={item} />;
  if (item?.state === 'sent')
    return <ThankYou visit={visit} rating={item.body.rating} comment={item.body.comment} />;
  // then the server's word, also when it arrives after a saved copy said "not rated yet"
  if (visit.rated && item?.state !== 'refused')
    return <ThankYou visit={visit} rating={visit.rating ?? 0} comment={visit.comment ?? ''} />;
  if (item?.state === 'refused')
    return (
      <RefusedRating
        item={item}
        onRateAgain={() => {
          void dismissOutboxItem(item.id);
          void queryClient.invalidateQueries({ queryKey: ['rating', visit.booking_id] });
        }}
      />
    );
  if (!visit.completed) {
    return (
      <>
        <Visit visit={visit} title={t('rating.notYetTitle')} />
        <EmptyState
          icon={<ClockIcon size={40} />}
          title={t('rating.notYetText')}
          action={<Link to="/">{t('rating.backHome')}</Link>}
        />
      </>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (rating < 1 || rating > 5) {
      setError(t('rating.required'));
      firstStar.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await submitRating({
        booking_id: visit.booking_id,
        customer_id: customerId ?? visit.customer_id,
        rating,
        comment: comment.trim(),
        stylist_id: visit.stylist_id,
        ...(token ? { t: token } : {}),
      });
      // queued: the outbox item takes over the screen (QueuedRating)
      if (outcome.kind === 'queued') return;
      toast.success(t('rating.submittedToast'));
      void queryClient.invalidateQueries({ queryKey: ['ratings-pending'] });
      // the saved copy of this visit (query persister) must not offer the form again after a reload
      queryClient.setQueriesData<RatingState>({ queryKey: ['rating', visit.booking_id] }, (old) =>
        old ? { ...old, rated: true, rating, comment: comment.trim() } : old,
      );
      setGiven({ rating, comment: comment.trim() });
    } catch (err) {
      toast.error(err instanceof ApiCallError && err.isNetwork ? err.message : t('rating.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Visit visit={visit} title={t('rating.title')} />
      <form className={styles.card} onSubmit={submit} noValidate>
        <StarRating
          ref={firstStar}
          value={rating}
          onChange={(n) => {
            setRating(n);
            setError(null);
          }}
          error={error}
        />
        <TextArea
          label={t('rating.commentLabel')}
          value={comment}
          maxLength={COMMENT_MAX}
          onChange={(e) => setComment(e.target.value.slice(0, COMMENT_MAX))}
          hint={t('rating.counter', { used: comment.length, max: COMMENT_MAX })}
          placeholder={t('rating.commentPlaceholder')}
        />
        <Button type="submit" size="lg" block busy={busy} className={styles.submit}>
          {t('rating.submit')}
        </Button>
      </form>
    </>
  );
}

function ThankYou({ visit, rating, comment }: { visit: RatingState; rating: number; comment: string }) {
  const { t } = useTranslation('pages');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${styles.card} ${styles.thanks}`}>
      <span className={styles.badge} aria-hidden="true">
        <CheckIcon size={40} />
      </span>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('rating.thanksTitle')}
      </h1>
      <p className={styles.meta}>{t('rating.thanksText', { name: visit.stylist_name })}</p>
      <p className={styles.shownStars} role="img" aria-label={t('rating.shown', { count: rating })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} size={28} filled={n <= rating} />
        ))}
      </p>
      {comment ? <p className={styles.quote}>“{comment}”</p> : null}
      <Link className={styles.homeLink} to="/">
        {t('rating.backHome')}
      </Link>
    </div>
  );
}
