import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Shown while a page's code or data arrives. */
export function PageLoader() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60dvh', color: 'var(--color-brand)' }}>
      <Spinner size={36} label={ready ? t('app.loading') : 'Loading…'} />
    </div>
  );
}
