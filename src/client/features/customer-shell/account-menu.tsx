/**
 * The signed-in customer's avatar and name; opens a small panel with the full name, visits to rate,
 * reminders on this phone (on or off), My details, Change password and Log out.
 */
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../components/app-link';
import { CalendarIcon, UserIcon } from '../../components/icons';
import { KeyIcon, LogoutIcon, StarIcon } from '../../components/page-icons';
import { Popover } from '../../components/popover';
import { customerToken, type StoredCustomer } from '../../lib/session';
import styles from './account-menu.module.css';

// Only a signed-in customer sees this menu: the password dialog and the reminders item (with the
// push machinery) load when it first shows, so a guest's first load never carries them.
const loadPasswordDialog = () => import('../accounts/change-password-dialog');
const loadPushItem = () => import('./push-menu-item');
const ChangePasswordDialog = lazy(() =>
  loadPasswordDialog().then((m) => ({ default: m.ChangePasswordDialog })),
);
const PushMenuItem = lazy(() => loadPushItem().then((m) => ({ default: m.PushMenuItem })));
const loadProfileDialog = () => import('./profile-dialog');
const ProfileDialog = lazy(() => loadProfileDialog().then((m) => ({ default: m.ProfileDialog })));

export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p.slice(0, 1).toUpperCase())
    .join('') || '?';

/**
 * A dialog the menu opens. Once opened it stays mounted (as it was before it loaded lazily), so its
 * closing runs as before.
 */
function useMenuDialog() {
  const [state, setState] = useState<'unused' | 'open' | 'closed'>('unused');
  return {
    used: state !== 'unused',
    open: state === 'open',
    show: () => setState('open'),
    hide: () => setState('closed'),
  };
}

function MenuButton({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <li>
      <button type="button" className={styles.item} onClick={onClick}>
        {icon}
        {label}
      </button>
    </li>
  );
}

export function AccountMenu({ customer, onSignOut }: { customer: StoredCustomer; onSignOut: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  const profile = useMenuDialog();
  const password = useMenuDialog();

  useEffect(() => {
    void loadPasswordDialog();
    void loadPushItem();
    void loadProfileDialog();
  }, []);

  const firstName = customer.full_name.trim().split(/\s+/)[0] ?? customer.full_name;
  return (
    <div className={styles.wrap}>
      <Popover
        align="end"
        closeKey={pathname}
        buttonRef={trigger}
        button={{
          className: styles.trigger,
          'aria-label': t('header.account', { name: customer.full_name }),
        }}
        label={
          <>
            {/* initials drawn by CSS: the button's visible text stays the first name, which its label contains */}
            <span
              className={styles.avatar}
              aria-hidden="true"
              data-initials={customer.avatar_url ? undefined : initialsOf(customer.full_name)}
            >
              {customer.avatar_url ? <img src={customer.avatar_url} alt="" /> : null}
            </span>
            <span className={styles.firstName} aria-hidden="true">
              {firstName}
            </span>
          </>
        }
        panelClassName={styles.panel}
      >
        {({ close }) => (
          <>
            <p className={styles.fullName}>{customer.full_name}</p>
            <p className={styles.email}>{customer.email}</p>
            <ul className={styles.items}>
              <li>
                <Link className={styles.item} to="/bookings" onClick={close}>
                  <CalendarIcon size={18} />
                  {t('header.myBookings')}
                </Link>
              </li>
              <li>
                <Link className={styles.item} to="/ratings" onClick={close}>
                  <StarIcon size={18} />
                  {t('header.visitsToRate')}
                </Link>
              </li>
              <Suspense fallback={null}>
                <PushMenuItem />
              </Suspense>
              <MenuButton
                icon={<UserIcon size={18} />}
                label={t('profile.title')}
                onClick={() => {
                  close();
                  profile.show();
                }}
              />
              <MenuButton
                icon={<KeyIcon size={18} />}
                label={t('accounts.changeTitle')}
                onClick={() => {
                  close();
                  password.show();
                }}
              />
              <MenuButton
                icon={<LogoutIcon size={18} />}
                label={t('header.logOut')}
                onClick={() => {
                  close();
                  onSignOut();
                }}
              />
            </ul>
          </>
        )}
      </Popover>
      {profile.used ? (
        <Suspense fallback={null}>
          <ProfileDialog open={profile.open} onClose={profile.hide} returnFocus={trigger} />
        </Suspense>
      ) : null}
      {password.used ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            open={password.open}
            token={customerToken()}
            account={{ holder: 'customer', username: customer.username, email: customer.email }}
            onClose={password.hide}
            returnFocus={trigger}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
