/**
 * A booking's history in its details sheet: who created, moved or changed it, and when (on the
 * salon's clock), oldest first.
 */

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingHistoryEntry } from '#shared/contract/front-desk';
import { clockTime, historyMoment } from '#shared/salon-time';
import { adminCall } from '../lib/admin-api';
import { useSalon } from '../lib/use-salon';
import styles from './front-desk.module.css';

const KNOWN = [
  'created',
  'status',
  'moved',
  'rescheduled',
  'cancelled',
  'paid',
  'refunded',
  'refund_due',
  'payment_link_sent',
  'card_saved',
  'fee',
];

function useWhen() {
  const { tz } = useSalon();
  const { i18n } = useTranslation();
  return (iso: string) => historyMoment(i18n.language, iso, tz);
}

function Line({ entry }: { entry: BookingHistoryEntry }) {
  const { t, i18n } = useTranslation('admin');
  const { money } = useSalon();
  const { t: tc } = useTranslation();
  const who =
    entry.actor_kind === 'system'
      ? t('frontDesk.history.system')
      : entry.actor_kind === 'guest'
        ? t('frontDesk.history.guest', { name: entry.actor_name })
        : entry.actor_kind === 'customer'
          ? t('frontDesk.history.customer', { name: entry.actor_name })
          : entry.actor_name;
  const d = entry.details as {
    to?: unknown;
    from?: unknown;
    amount?: unknown;
  };
  let what: string = t(
    `frontDesk.history.kind.${KNOWN.includes(entry.kind) ? entry.kind : 'other'}` as never,
  );
  if (entry.kind === 'status' && typeof d.to === 'string')
    what = t('frontDesk.history.statusTo', { status: tc(`status.${d.to}` as never) });
  if (entry.kind === 'moved' && d.to && typeof d.to === 'object') {
    const to = d.to as { date?: string; time?: string };
    if (to.date && to.time)
      what = t('frontDesk.history.movedTo', { date: to.date, time: clockTime(i18n.language, to.time) });
  }
  if ((entry.kind === 'refund_due' || entry.kind === 'refunded') && typeof d.amount === 'number')
    what = t(entry.kind === 'refunded' ? 'frontDesk.history.refundedOf' : 'frontDesk.history.refundDueOf', {
      amount: money(d.amount),
    });
  const when = useWhen()(entry.created_at);
  return (
    <li className={styles.historyItem}>
      <span className={styles.historyWhat}>{what}</span>
      <span className={styles.historyMeta}>
        {who} · <time dateTime={entry.created_at}>{when}</time>
      </span>
    </li>
  );
}

export function BookingHistory({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation('admin');
  const q = useQuery({
    queryKey: ['admin', 'booking-history', bookingId],
    queryFn: () => adminCall('bookingHistory', { booking_id: bookingId }),
  });
  return (
    <section aria-labelledby={`history-${bookingId}`} className={styles.history}>
      <h3 id={`history-${bookingId}`} className={styles.sectionTitle}>
        {t('frontDesk.history.title')}
      </h3>
      {q.isPending ? (
        <p className={styles.muted}>{t('frontDesk.loading')}</p>
      ) : q.isError ? (
        <p className={styles.muted}>{t('frontDesk.history.failed')}</p>
      ) : q.data.length === 0 ? (
        <p className={styles.muted}>{t('frontDesk.history.empty')}</p>
      ) : (
        <ol className={styles.historyList}>
          {q.data.map((e) => (
            <Line key={e.id} entry={e} />
          ))}
        </ol>
      )}
    </section>
  );
}
