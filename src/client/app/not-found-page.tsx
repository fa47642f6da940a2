/** Any unknown path: "Page not found" in the customer frame (header, language menu), with a localized title. */
import { useTranslation } from 'react-i18next';
import { Link } from '../components/app-link';
import { useCustomerContext } from '../components/customer-context';
import { EmptyState } from '../components/empty-state';
import { langOf, localized } from '../components/format';

export function NotFoundPage() {
  const { t, i18n } = useTranslation();
  const { salon } = useCustomerContext();
  const name = salon ? localized(langOf(i18n.language), salon.name, salon.name_zh) : null;
  const title = t('errors.notFoundTitle');
  return (
    <main id="main" style={{ maxWidth: 560, margin: '0 auto', padding: 'var(--space-6) var(--space-4)' }}>
      <title>{name ? `${title} · ${name}` : title}</title>
      <h1 className="visually-hidden">{title}</h1>
      <EmptyState
        icon="✂︎"
        title={title}
        text={t('errors.notFoundText')}
        action={<Link to="/">{t('errors.notFoundAction')}</Link>}
      />
    </main>
  );
}
