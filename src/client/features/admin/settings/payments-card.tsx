/**
 * Settings' card about payments (Super Admin): the provider that takes the money and its mode, the
 * webhook URL to register at the provider, when its last notice came (none yet after going live
 * means the webhook is not reaching the salon), and the refunds still owed, each with Retry.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OwedRefund } from '#shared/contract/payments';
import { Button } from '../../../components/button';
import { money } from '../../../components/format';
import { toast } from '../../../lib/toast';
import { adminCall, errorText } from '../lib/admin-api';
import { useSalonSettings } from '../lib/use-salon';
import pageStyles from '../ui/page.module.css';
import { QueryLoadState } from '../ui/query-load-state';
import styles from './settings.module.css';

const KEY = ['admin', 'payments-overview'] as const;

function RefundRow({ refund, currency }: { refund: OwedRefund; currency: string }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => adminCall('refundRetry', { id: refund.outbox_id }),
    onSuccess: () => {
      toast.success(t('paymentsPanel.retried'));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => toast.error(errorText(e, t('paymentsPanel.retryFailed'))),
  });
  return (
    <li className={styles.refundRow} data-testid="owed-refund">
      <div>
        <strong>{money(refund.amount, currency)}</strong>{' '}
        <span className={styles.refundState}>
          {refund.state === 'failed' ? t('paymentsPanel.failed') : t('paymentsPanel.due')}
        </span>
        <div className={styles.hint}>
          {t('paymentsPanel.refundOf', { booking: refund.booking_id ?? '—', order: refund.order_id })}
          {refund.reference_no ? ` · ${t('paymentsPanel.reference', { ref: refund.reference_no })}` : ''}
          {` · ${t('paymentsPanel.attempts', { count: refund.attempts })}`}
        </div>
        {refund.last_error ? <div className={styles.hint}>{refund.last_error}</div> : null}
      </div>
      <Button variant="secondary" onClick={() => retry.mutate()} disabled={retry.isPending}>
        {t('paymentsPanel.retry')}
      </Button>
    </li>
  );
}

export function PaymentsCard() {
  const { t, i18n } = useTranslation('admin');
  const salon = useSalonSettings().data;
  const query = useQuery({ queryKey: KEY, queryFn: () => adminCall('paymentsOverview') });
  const s = query.data;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: salon?.time_zone,
    });
  return (
    <section
      className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.section} ${styles.pushCard}`}
      aria-labelledby="payments-title"
    >
      <h2 id="payments-title" className={pageStyles.cardTitle}>
        {t('paymentsPanel.title')}
      </h2>
      {!s ? (
        <QueryLoadState query={query} loadFailed={t('paymentsPanel.loadFailed')} />
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('paymentsPanel.provider')}</dt>
              <dd data-testid="payment-provider">{t(`paymentsPanel.providers.${s.provider}`, s.provider)}</dd>
            </div>
            <div>
              <dt>{t('paymentsPanel.mode')}</dt>
              <dd data-testid="payment-mode">{t(`paymentsPanel.modes.${s.mode}`)}</dd>
            </div>
            <div>
              <dt>{t('paymentsPanel.webhook')}</dt>
              <dd className={styles.url}>{s.webhook_url}</dd>
            </div>
            <div>
              <dt>{t('paymentsPanel.lastNotice')}</dt>
              <dd>
                {s.last_notice_at
                  ? `${when(s.last_notice_at)} (${s.last_notice_type})`
                  : t('paymentsPanel.none')}
              </dd>
            </div>
          </dl>
          <p className={styles.hint}>{t('paymentsPanel.webhookHint')}</p>
          <h3 className={styles.subTitle}>{t('paymentsPanel.refundsTitle')}</h3>
          {s.refunds.length === 0 ? (
            <p className={styles.hint}>{t('paymentsPanel.noRefunds')}</p>
          ) : (
            <ul className={styles.refunds}>
              {s.refunds.map((r) => (
                <RefundRow key={r.outbox_id} refund={r} currency={salon?.currency ?? 'S$'} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
