import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { useDocTitle } from '../lib/use-doc-title';
import pageStyles from '../ui/page.module.css';

export function AdminNotFound() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin');
  useDocTitle(t('errors.notFoundTitle'));
  return (
    <div className={pageStyles.page}>
      <h1 className="visually-hidden">{t('errors.notFoundTitle')}</h1>
      <EmptyState
        icon="✂︎"
        title={t('errors.notFoundTitle')}
        text={t('errors.notFoundText')}
        action={<Link to="/admin">{ta('nav.dashboard')}</Link>}
      />
    </div>
  );
}
