/** What a waitlist link's page (an offer, or leaving) shows while its entry loads. */
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import styles from './waitlist.module.css';

export function WaitlistLinkSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.card} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('app.loading')}
      </p>
      <Skeleton width={240} height={28} />
      <Skeleton width={200} height={18} />
      <Skeleton height={120} radius="var(--radius-lg)" />
    </div>
  );
}
