import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import styles from './page.module.css';

/** The loading spinner and the failed-to-load message (with a retry) that every list shares. */
export function LoadState({
  loading,
  error,
  onRetry,
}: {
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('admin');
  if (loading) {
    return (
      <div className={styles.center}>
        <Spinner size={32} label={t('common.loading')} />
      </div>
    );
  }
  if (!error) return null;
  return (
    <div className={styles.errorBox} role="alert">
      <p>{error}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
