/**
 * The parts of Settings, one at a time: the salon profile (with push and the outbox), its
 * hours, and the audit trail (Super Admin). Which one is in the address (`?tab=hours`), so a link or a reload opens it.
 */
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/app-link';
import { useSearch } from '../../../lib/use-search';
import styles from './hours.module.css';

const TABS = [
  { tab: 'profile', to: '/admin/settings', label: 'settings.profileTab' },
  { tab: 'hours', to: '/admin/settings?tab=hours', label: 'hours.title' },
  { tab: 'audit', to: '/admin/settings?tab=audit', label: 'settings.auditTab' },
] as const;
export type SettingsTab = (typeof TABS)[number]['tab'];

export function useSettingsTab(): SettingsTab {
  const tab = useSearch().get('tab');
  return tab === 'hours' || tab === 'audit' ? tab : 'profile';
}

/** The audit trail is a Super Admin's alone: Staff are not offered its tab. */
export function SettingsTabs({ tab, isSuper }: { tab: SettingsTab; isSuper: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <nav className={styles.tabs} aria-label={t('settings.title')}>
      {TABS.filter((x) => isSuper || x.tab !== 'audit').map((x) => (
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
