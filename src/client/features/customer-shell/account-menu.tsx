/**
 * The signed-in customer's avatar and name; opens a small panel with the full name, visits to rate,
 * reminders on this phone (on or off), My details, Change password and Log out.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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

export function AccountMenu({ customer, onSignOut }: { customer: StoredCustomer; onSignOut: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [changing, setChanging] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // the dialog stays mounted once opened (as it was before it loaded lazily): its closing runs as before
  const [dialogUsed, setDialogUsed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [profileUsed, setProfileUsed] = useState(false);

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
              <li>
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    close();
                    setProfileUsed(true);
                    setEditing(true);
                  }}
                >
                  <UserIcon size={18} />
                  {t('profile.title')}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    close();
                    setDialogUsed(true);
                    setChanging(true);
                  }}
                >
                  <KeyIcon size={18} />
                  {t('accounts.changeTitle')}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    close();
                    onSignOut();
                  }}
                >
                  <LogoutIcon size={18} />
                  {t('header.logOut')}
                </button>
              </li>
            </ul>
          </>
        )}
      </Popover>
      {profileUsed ? (
        <Suspense fallback={null}>
          <ProfileDialog open={editing} onClose={() => setEditing(false)} returnFocus={trigger} />
        </Suspense>
      ) : null}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            open={changing}
            token={customerToken()}
            account={{ holder: 'customer', username: customer.username, email: customer.email }}
            onClose={() => setChanging(false)}
            returnFocus={trigger}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
