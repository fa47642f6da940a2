/** A neutral placeholder while a later step's code arrives (the wizard's later steps only). */
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';

export function StepSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <p className="visually-hidden" role="status">
        {t('app.loading')}
      </p>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={96} radius="var(--radius-md)" />
      ))}
    </div>
  );
}
