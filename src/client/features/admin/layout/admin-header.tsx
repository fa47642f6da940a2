/**
 * The admin header (docs/product.md §2): Dashboard as the main link, the Menu dropdown with every other
 * screen, View Site, the language menu and the account menu with the admin's name, email and
 * sign-out. Every panel opens on tap, never on hover.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../../components/app-link';
import { CalendarIcon, ScissorsIcon, UserIcon } from '../../../components/icons';
import { LanguageMenu } from '../../../components/language-menu';
import {
  ChartIcon,
  ChevronDownIcon,
  CogIcon,
  ExternalIcon,
  HomeIcon,
  KeyIcon,
  LogoutIcon,
  UsersIcon,
} from '../../../components/page-icons';
import { Popover } from '../../../components/popover';
import { adminToken } from '../../../lib/session';
import { useBarClearance } from '../../../lib/use-bar-clearance';
import { ChangePasswordDialog } from '../../accounts/change-password-dialog';
import { useAdmin } from '../lib/admin-session';
import styles from './admin-header.module.css';

const MENU = [
  { to: '/admin/calendar', key: 'calendar', icon: CalendarIcon },
  { to: '/admin/clients', key: 'clients', icon: UsersIcon },
  { to: '/admin/personnel', key: 'stylists', icon: UsersIcon },
  { to: '/admin/users', key: 'users', icon: UserIcon },
  { to: '/admin/services', key: 'services', icon: ScissorsIcon },
  { to: '/admin/reports', key: 'reports', icon: ChartIcon },
  { to: '/admin/settings', key: 'settings', icon: CogIcon },
] as const;

function MenuDropdown() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const current = MENU.find((m) => pathname.startsWith(m.to));
  return (
    <Popover
      as="ul"
      closeKey={pathname}
      button={{ className: `${styles.navButton} ${current ? styles.activeNav : ''}` }}
      label={
        <>
          {t('nav.menu')}
          {current ? <span className={styles.current}>· {t(`nav.${current.key}`)}</span> : null}
          <ChevronDownIcon size={16} />
        </>
      }
      panelClassName={`${styles.panel} ${styles.menuPanel}`}
    >
      {() =>
        MENU.map(({ to, key, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              className={({ isActive }) => `${styles.menuItem} ${isActive ? styles.menuItemActive : ''}`}
            >
              <Icon />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))
      }
    </Popover>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : (parts[0] ?? '?').slice(0, 2)
  ).toUpperCase();
}

function AccountMenu() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const { user, isSuper, signOut } = useAdmin();
  const [changing, setChanging] = useState(false);
  const accountButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Popover
        align="end"
        closeKey={pathname}
        buttonRef={accountButton}
        button={{ className: styles.account }}
        label={
          <>
            <span className="visually-hidden">{t('nav.account')}: </span>
            <span className={styles.avatar} aria-hidden="true">
              {initials(user.full_name)}
            </span>
            <span className={styles.accountName}>{user.full_name}</span>
            <ChevronDownIcon size={16} />
          </>
        }
        panelClassName={`${styles.panel} ${styles.accountPanel}`}
      >
        {({ close }) => (
          <>
            <p className={styles.who}>{user.full_name}</p>
            <p className={styles.email}>{user.email}</p>
            <p className={styles.role}>{isSuper ? t('nav.superAdmin') : t('nav.staff')}</p>
            <a href="/" className={`${styles.menuItem} ${styles.onlyNarrow}`} target="_blank" rel="noopener">
              <ExternalIcon size={18} />
              {t('nav.viewSite')}
            </a>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                close();
                setChanging(true);
              }}
            >
              <KeyIcon />
              {t('accounts.changePassword')}
            </button>
            <button
              type="button"
              className={`${styles.menuItem} ${styles.signOut}`}
              onClick={() => void signOut()}
            >
              <LogoutIcon size={18} />
              {t('nav.signOut')}
            </button>
          </>
        )}
      </Popover>
      <ChangePasswordDialog
        open={changing}
        token={adminToken()}
        account={{ holder: 'staff', username: user.username, email: user.email }}
        onClose={() => setChanging(false)}
        returnFocus={accountButton}
      />
    </>
  );
}

export function AdminHeader() {
  const { t } = useTranslation('admin');
  const header = useRef<HTMLElement>(null);
  // the header stays on top while the page scrolls: a control tabbed to is never hidden under it
  useBarClearance(header, 'top');
  return (
    <header ref={header} className={styles.header}>
      <div className={styles.inner}>
        <Link to="/admin" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            T
          </span>
          <span className={styles.brandText}>
            {t('brand.name')} <span className={styles.brandSub}>{t('brand.backOffice')}</span>
          </span>
        </Link>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <NavLink
            to="/admin"
            end
            className={({ isActive }) => `${styles.navButton} ${isActive ? styles.activeNav : ''}`}
          >
            <HomeIcon />
            <span>{t('nav.dashboard')}</span>
          </NavLink>
          <MenuDropdown />
        </nav>
        <div className={styles.tools}>
          <a href="/" className={`${styles.viewSite} ${styles.onlyWide}`} target="_blank" rel="noopener">
            {t('nav.viewSite')}
            <ExternalIcon size={18} />
          </a>
          <LanguageMenu />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
