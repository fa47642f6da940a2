/**
 * The offline banner under the customer header: "You're offline" (or "Can't reach the salon" when
 * the server does not answer), with the time of the saved data on screen; how many ratings wait
 * to be sent; and every rating the server refused, with its message, until the customer dismisses
 * it. Loaded after the first paint.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { OutboxItem } from '../../device-store/db';
import { clockTime, langOf } from '../components/format';
import { useOnline } from '../lib/online';
import styles from './offline-banner.module.css';
import type { OutboxSummary } from './outbox-watch';
import { useSavedSince } from './saved-since';

/** "2:05 PM" today, "12 May, 2:05 PM" on another day ("14:05", "5月12日 14:05" in Chinese). */
export function savedTime(at: number, lang: 'en' | 'zh', now = Date.now()): string {
  const d = new Date(at);
  const time = clockTime(
    lang,
    `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`,
  );
  if (d.toDateString() === new Date(now).toDateString()) return time;
  const day = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    day: 'numeric',
    month: 'short',
  }).format(d);
  return lang === 'zh' ? `${day} ${time}` : `${day}, ${time}`;
}

const OfflineIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path
      d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M5 12.6a10 10 0 0 1 5.2-2.6M19 12.6a10 10 0 0 0-2.5-1.7M8.5 16.3a5 5 0 0 1 6.4-.6M12 20h.01M3 3l18 18"
      strokeLinecap="round"
    />
  </svg>
);

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
    const id = window.setTimeout(start, 2000);
    return () => {
      live = false;
      window.clearTimeout(id);
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
          <OfflineIcon />
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
