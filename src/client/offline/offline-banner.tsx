/**
 * The offline banner under the customer header: "You're offline" (or "Can't reach the salon" when
 * the server does not answer), with the time of the saved data on screen; how many ratings wait
 * to be sent; and every rating the server refused, with its message, until the customer dismisses
 * it. Loaded after the first paint.
 */

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { savedTime } from '#shared/salon-time';
import type { OutboxItem } from '../../device-store/db';
import { Link } from '../components/app-link';
import { langOf } from '../components/format';
import { OfflineIcon } from '../components/page-icons';
import { pageSettled } from '../lib/browser-turns';
import { useOnline } from '../lib/online';
import styles from './offline-banner.module.css';
import type { OutboxSummary } from './outbox-watch';
import { useSavedSince } from './saved-since';

/** IndexedDB (Dexie) is opened once the page has settled: the outbox is never urgent at start. */
const outboxWatch = () => import('./outbox-watch');

function useOutboxSummary(): OutboxSummary {
  const [summary, setSummary] = useState<OutboxSummary>({ waiting: [], refused: [] });
  useEffect(() => {
    let live = true;
    let sub: { unsubscribe(): void } | null = null;
    const start = () =>
      void outboxWatch().then((m) => {
        if (live) sub = m.watchOutbox(setSummary);
      });
    void pageSettled().then(() => {
      if (live) start();
    });
    return () => {
      live = false;
      sub?.unsubscribe();
    };
  }, []);
  return summary;
}

const ratingPath = (item: OutboxItem) =>
  item.body.t
    ? `/ratings/${item.body.booking_id}/${item.body.customer_id}`
    : `/ratings/${item.body.booking_id}`;
const ratingLink = (item: OutboxItem) =>
  item.body.t ? `${ratingPath(item)}?t=${encodeURIComponent(item.body.t)}` : ratingPath(item);

export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const online = useOnline();
  const saved = useSavedSince(useQueryClient());
  const outbox = useOutboxSummary();
  // the rating screen of a visit shows that visit's rating itself
  const path = useLocation().pathname.replace(/\/$/, '');
  const waiting = outbox.waiting.filter((i) => ratingPath(i) !== path).length;
  const refused = outbox.refused.filter((i) => ratingPath(i) !== path);
  const unreachable = online && saved.fallback;
  const savedText =
    saved.at !== null ? ` ${t('offline.savedData', { time: savedTime(saved.at, lang) })}` : '';

  return (
    <div className={styles.stack}>
      {!online || unreachable ? (
        <div className={styles.bar} role="status" data-testid="offline-banner">
          <OfflineIcon strokeWidth={2} />
          <p className={styles.text}>
            <span className={styles.strong}>{online ? t('offline.unreachable') : t('offline.offline')}</span>
            {savedText}
          </p>
        </div>
      ) : null}
      {waiting > 0 ? (
        <div className={`${styles.bar} ${styles.info}`} role="status">
          <p className={styles.text}>
            {online
              ? t('offline.ratingsSending', { count: waiting })
              : t('offline.ratingsWaiting', { count: waiting })}
          </p>
        </div>
      ) : null}
      {refused.map((item) => (
        <div key={item.id} className={`${styles.bar} ${styles.danger}`} role="alert">
          <div className={styles.text}>
            <p>{t('offline.ratingRefused', { message: item.error?.message ?? '' })}</p>
            <div className={styles.actions}>
              <Link className={styles.action} to={ratingLink(item)}>
                {t('offline.openRating')}
              </Link>
              <button
                type="button"
                className={styles.action}
                onClick={() => void outboxWatch().then((m) => m.dismissItem(item.id!))}
              >
                {t('offline.dismiss')}
              </button>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
