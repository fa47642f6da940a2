/**
 * Banners above every admin screen: demo passwords still work (anyone could sign in with them),
 * and the sandbox payment provider is active (no real money is taken).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { InfoIcon } from '../../../components/page-icons';
import { adminCall } from '../lib/admin-api';
import styles from './notice-banners.module.css';

export function NoticeBanners() {
  const { t } = useTranslation('admin');
  const { data } = useQuery({
    queryKey: ['admin', 'notices'],
    queryFn: () => adminCall('backOfficeNotices', {}),
    staleTime: 60_000,
  });
  if (!data?.demo_passwords && !data?.sandbox_payments) return null;
  return (
    <div className={styles.banners}>
      {data.demo_passwords ? (
        <p className={`${styles.banner} ${styles.danger}`} role="alert">
          <AlertIcon size={18} />
          {t('accounts.demoBanner')}
        </p>
      ) : null}
      {data.sandbox_payments ? (
        <p className={`${styles.banner} ${styles.info}`}>
          <InfoIcon size={18} />
          {t('accounts.sandboxBanner')}
        </p>
      ) : null}
    </div>
  );
}
