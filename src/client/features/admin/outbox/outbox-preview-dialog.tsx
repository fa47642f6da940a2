/**
 * One outgoing message as its recipient reads it (Super Admin only): the subject and the plain
 * text, links included. A password reset's text is never shown: the server withholds it.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '#shared/contract/back-office';
import { LoadState } from '../../../components/load-state';
import { Modal } from '../../../components/modal';
import { adminCall, errorText } from '../lib/admin-api';
import styles from './outbox.module.css';

type Props = { message: OutboxMessage | null; kindLabel: string; onClose: () => void };

export function OutboxPreviewDialog({ message, kindLabel, onClose }: Props) {
  const { t } = useTranslation('admin');
  const id = message?.id ?? 0;
  const query = useQuery({
    queryKey: ['admin', 'outbox-preview', id],
    queryFn: () => adminCall('outboxPreview', { id }),
    enabled: id > 0,
    // the text holds signed links: kept only while the dialog is open
    gcTime: 0,
  });
  const p = query.data;
  return (
    <Modal
      open={message !== null}
      title={p?.subject ?? kindLabel}
      subtitle={message?.recipient ? t('outbox.to', { recipient: message.recipient }) : undefined}
      onClose={onClose}
      size="lg"
    >
      <LoadState
        loading={query.isPending}
        error={query.isError ? errorText(query.error, t('outbox.previewFailed')) : null}
        onRetry={() => void query.refetch()}
      />
      {p ? (
        p.hidden ? (
          <p className={styles.hint} data-testid="outbox-preview-hidden">
            {t('outbox.hiddenReset')}
          </p>
        ) : p.text ? (
          <pre className={styles.text} data-testid="outbox-preview-text">
            {p.text}
          </pre>
        ) : (
          <p className={styles.hint}>{t('outbox.noText')}</p>
        )
      ) : null}
    </Modal>
  );
}
