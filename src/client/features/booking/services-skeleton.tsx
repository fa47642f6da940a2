import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import styles from './services-step.module.css';

/** What the services step looks like while it loads (also the prerendered first paint). */
export function ServicesSkeleton() {
  const { t } = useTranslation('booking');
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('services.loading')}
      </p>
      <div className={styles.chips} aria-hidden="true">
        {[56, 64, 68, 88, 76].map((w) => (
          <Skeleton key={w} width={w} height={44} radius={999} style={{ flex: 'none' }} />
        ))}
      </div>
      <ul className={styles.list} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i} className={styles.skeletonCard}>
            <Skeleton width={72} height={72} />
            <span className={styles.skeletonLines}>
              <Skeleton width="60%" height={18} />
              <Skeleton width="90%" height={14} />
              <Skeleton width="40%" height={14} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
