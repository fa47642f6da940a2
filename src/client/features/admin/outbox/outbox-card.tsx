/**
 * Settings' card of outgoing messages (emails, webhooks, push notifications, refunds): when each
 * was queued, what it is, to whom, and whether it went out. A Super Admin opens one with "View":
 * a salon without SMTP reads its customers' emails there, since the server log never carries them.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '#shared/contract/back-office';
import { historyMoment } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { langOf } from '../../../components/format';
import { adminCall } from '../lib/admin-api';
import { useAdmin } from '../lib/admin-session';
import { useSalon } from '../lib/use-salon';
import { CardTable, RowActions } from '../ui/card-table';
import pageStyles from '../ui/page.module.css';
import { PagedList, usePagedList } from '../ui/paged-list';
import tableStyles from '../ui/table.module.css';
import styles from './outbox.module.css';
import { OutboxPreviewDialog } from './outbox-preview-dialog';

const PAGE_SIZE = 10;

export function OutboxCard() {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const { isSuper } = useAdmin();
  const { tz, money } = useSalon();
  const [viewing, setViewing] = useState<OutboxMessage | null>(null);
  const list = usePagedList({
    key: (request) => ['admin', 'outbox', request],
    load: (request) => adminCall('outbox', request),
    pageSize: PAGE_SIZE,
  });
  const kindOf = (kind: string) => t(`outbox.kinds.${kind}`, { defaultValue: kind });
  return (
    <section className={`${pageStyles.card} ${styles.card}`} aria-labelledby="outbox-title">
      <div className={styles.head}>
        <h2 id="outbox-title" className={pageStyles.cardTitle}>
          {t('outbox.title')}
        </h2>
        <p className={styles.hint}>{isSuper ? t('outbox.hintSuper') : t('outbox.hint')}</p>
      </div>
      <PagedList
        list={list}
        label={t('outbox.title')}
        total={(count) => t('outbox.total', { count })}
        loadFailed={t('outbox.loadFailed')}
        isEmpty={(data) => data.messages.length === 0}
        empty={{ title: t('outbox.empty') }}
        framed={false}
      >
        {(data) => (
          <CardTable
            columns={[
              { label: t('outbox.queued') },
              { label: t('outbox.kind') },
              { label: t('outbox.recipient') },
              { label: t('outbox.subject') },
              { label: t('outbox.state') },
              isSuper && { label: t('common.actions'), numeric: true },
            ]}
          >
            {data.messages.map((m) => (
              <tr key={m.id}>
                <td data-label={t('outbox.queued')} className={tableStyles.nowrap}>
                  {historyMoment(lang, m.created_at, tz)}
                </td>
                <td data-label={t('outbox.kind')}>
                  {m.amount === null ? kindOf(m.kind) : t('outbox.refundOf', { amount: money(m.amount) })}
                </td>
                <td data-label={t('outbox.recipient')} className={styles.wrapText}>
                  {m.recipient ?? '—'}
                </td>
                <td data-label={t('outbox.subject')} className={styles.wrapText}>
                  {m.subject ?? '—'}
                </td>
                <td data-label={t('outbox.state')} className={tableStyles.nowrap}>
                  {m.state === 'sent' && m.delivered_via === 'log'
                    ? t('outbox.states.kept')
                    : t(`outbox.states.${m.state}`)}
                </td>
                {isSuper ? (
                  <RowActions>
                    <Button
                      variant="secondary"
                      onClick={() => setViewing(m)}
                      aria-label={t('outbox.viewOne', { kind: kindOf(m.kind), id: m.id })}
                    >
                      {t('outbox.view')}
                    </Button>
                  </RowActions>
                ) : null}
              </tr>
            ))}
          </CardTable>
        )}
      </PagedList>
      {isSuper ? (
        <OutboxPreviewDialog
          message={viewing}
          kindLabel={viewing ? kindOf(viewing.kind) : ''}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </section>
  );
}
