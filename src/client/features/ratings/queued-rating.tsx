/**
 * What the rating screen shows for a rating in the outbox: saved and waiting for a connection
 * ("will be sent"), being sent, or refused by the server (its message, and Rate again). A sent one
 * is the usual thank-you.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '../../../device-store/db';
import { Link } from '../../components/app-link';
import { Button } from '../../components/button';
import { AlertIcon, ClockIcon } from '../../components/icons';
import { StarIcon } from '../../components/page-icons';
import { useOnline } from '../../lib/online';
import styles from './ratings.module.css';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('pages');
  return (
    <p className={styles.shownStars} role="img" aria-label={t('rating.shown', { count: rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={28} filled={n <= rating} />
      ))}
    </p>
  );
}

/** A rating saved on the phone that will be sent when there is a connection. */
export function QueuedRating({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  const online = useOnline();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${styles.card} ${styles.thanks}`} data-testid="rating-queued">
      <span className={`${styles.badge} ${styles.waitingBadge}`} aria-hidden="true">
        <ClockIcon size={36} />
      </span>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('offline.rating.queuedTitle')}
      </h1>
      <p className={styles.note} role="status">
        {online ? t('offline.rating.sending') : t('offline.rating.queuedText')}
      </p>
      <Stars rating={item.body.rating} />
      {item.body.comment ? <p className={styles.quote}>“{item.body.comment}”</p> : null}
      <Link className={styles.homeLink} to="/">
        {t('offline.rating.backHome')}
      </Link>
    </div>
  );
}

/** A rating the server refused: never dropped silently, the customer reads why and may rate again. */
export function RefusedRating({ item, onRateAgain }: { item: OutboxItem; onRateAgain: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${styles.card} ${styles.thanks}`}>
      <span className={`${styles.badge} ${styles.refusedBadge}`} aria-hidden="true">
        <AlertIcon size={36} />
      </span>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('offline.rating.refusedTitle')}
      </h1>
      <p className={styles.note} role="alert">
        {t('offline.rating.refusedText', { message: item.error?.message ?? '' })}
      </p>
      <Stars rating={item.body.rating} />
      <div className={styles.outcomeActions}>
        <Button onClick={onRateAgain}>{t('offline.rating.rateAgain')}</Button>
        <Link className={styles.homeLink} to="/">
          {t('offline.rating.backHome')}
        </Link>
      </div>
    </div>
  );
}
