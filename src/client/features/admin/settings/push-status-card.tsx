/**
 * Settings' card about notifications (web push) on customers' phones: whether it is configured,
 * where the server's VAPID keys come from, and how many devices receive notifications; and the switch
 * that tells this back-office device when clients cancel or move.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../lib/admin-api';
import pageStyles from '../ui/page.module.css';
import { QueryLoadState } from '../ui/query-load-state';
import styles from './settings.module.css';
import { StaffPushSwitch } from './staff-push-switch';

export function PushStatusCard() {
  const { t } = useTranslation('admin');
  const query = useQuery({ queryKey: ['admin', 'push-status'], queryFn: () => adminCall('pushAdminStatus') });
  const s = query.data;
  return (
    <section
      className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.section} ${styles.pushCard}`}
      aria-labelledby="push-status-title"
    >
      <h2 id="push-status-title" className={pageStyles.cardTitle}>
        {t('pushStatus.title')}
      </h2>
      {!s ? (
        <QueryLoadState query={query} loadFailed={t('pushStatus.loadFailed')} />
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>{t('pushStatus.state')}</dt>
            <dd data-testid="push-configured">{s.configured ? t('pushStatus.on') : t('pushStatus.off')}</dd>
          </div>
          <div>
            <dt>{t('pushStatus.keys')}</dt>
            <dd>
              {s.keys_from === 'environment'
                ? t('pushStatus.keysEnvironment')
                : t('pushStatus.keysGenerated')}
            </dd>
          </div>
          <div>
            <dt>{t('pushStatus.devices')}</dt>
            <dd>{t('pushStatus.deviceCount', { count: s.subscriptions })}</dd>
          </div>
        </dl>
      )}
      <p className={styles.hint}>{t('pushStatus.hint')}</p>
      <div className={styles.deviceRow}>
        <StaffPushSwitch />
      </div>
    </section>
  );
}
