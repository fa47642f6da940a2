import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../components/empty-state';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" style={{ maxWidth: 560, margin: '0 auto', padding: 'var(--space-6) var(--space-4)' }}>
      <h1 className="visually-hidden">{t('errors.notFoundTitle')}</h1>
      <EmptyState
        icon="✂︎"
        title={t('errors.notFoundTitle')}
        text={t('errors.notFoundText')}
        action={<Link to="/">{t('errors.notFoundAction')}</Link>}
      />
    </main>
  );
}
