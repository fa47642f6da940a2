/**
 * The parts of Settings, one at a time: the salon profile (with push and the outbox) and its
 * hours. Which one is in the address (`?tab=hours`), so a link or a reload opens it.
 */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/app-link';
import { useSearch } from '../../../lib/use-search';
import styles from './hours.module.css';

const TABS = [
  { tab: 'profile', to: '/admin/settings', label: 'settings.profileTab' },
  { tab: 'hours', to: '/admin/settings?tab=hours', label: 'hours.title' },
] as const;
export type SettingsTab = (typeof TABS)[number]['tab'];

export function useSettingsTab(): SettingsTab {
  return useSearch().get('tab') === 'hours' ? 'hours' : 'profile';
}

export function SettingsTabs({ tab }: { tab: SettingsTab }) {
  const { t } = useTranslation('admin');
  return (
    <nav className={styles.tabs} aria-label={t('settings.title')}>
      {TABS.map((x) => (
        <Link
          key={x.tab}
          to={x.to}
          replace
          className={styles.tab}
          aria-current={x.tab === tab ? 'page' : undefined}
        >
          {t(x.label)}
        </Link>
      ))}
    </nav>
  );
}
