/**
 * The customer header (docs/product.md §2): salon name and tagline, phone (tap to call), address (opens
 * a map), the language menu, and Log in or the signed-in customer's menu. Pure: the shell passes the
 * salon profile and the customer in, so the same markup is prerendered at build time with
 * placeholders where the salon's details will appear. The Install button (or the iOS
 * add-to-home-screen steps) arrives after the first paint, and its code only where installing is
 * offered.
 */
import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalonProfile } from '#shared/contract/back-office';
import { Link } from '../../components/app-link';
import { langOf, localized } from '../../components/format';
import { PhoneIcon, PinIcon, UserIcon } from '../../components/icons';
import { LanguageMenu } from '../../components/language-menu';
import { Skeleton } from '../../components/skeleton';
import { installOffer, subscribeInstall } from '../../lib/install';
import type { StoredCustomer } from '../../lib/session';
import styles from './customer-header.module.css';

// a guest never needs the signed-in customer's menu: it loads once someone is signed in
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const InstallButton = lazy(() => import('./install-button').then((m) => ({ default: m.InstallButton })));

const offered = () => installOffer() !== 'none';

/** True once installing has been offered on this page (kept: the iOS steps may still be open). */
function useInstallOffered(): boolean {
  const now = useSyncExternalStore(subscribeInstall, offered, () => false);
  const ever = useRef(false);
  ever.current ||= now;
  return ever.current;
}

type Props = {
  salon: SalonProfile | undefined;
  customer: StoredCustomer | null;
  onSignIn: () => void;
  onSignOut: () => void;
};

export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function CustomerHeader({ salon, customer, onSignIn, onSignOut }: Props) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const name = salon ? localized(lang, salon.name, salon.name_zh) : null;
  const tagline = salon ? localized(lang, salon.tagline, salon.tagline_zh) : null;
  const installOffered = useInstallOffered();
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link
          to="/"
          className={styles.brand}
          aria-label={name ? t('header.homeLink', { name }) : t('header.home')}
        >
          <span className={styles.mark} aria-hidden="true">
            {(name ?? 'T').slice(0, 1)}
          </span>
          {name ? <span className={styles.name}>{name}</span> : <Skeleton width={140} height={22} onDark />}
        </Link>
        <div className={styles.actions}>
          <LanguageMenu />
          {customer ? (
            <Suspense fallback={<Skeleton width={96} height={40} onDark />}>
              <AccountMenu customer={customer} onSignOut={onSignOut} />
            </Suspense>
          ) : (
            <button type="button" className={styles.signIn} onClick={onSignIn} data-sign-in>
              <UserIcon size={18} />
              {t('header.logIn')}
            </button>
          )}
        </div>
      </div>
      <div className={styles.info}>
        {salon ? <p className={styles.tagline}>{tagline}</p> : <Skeleton width="70%" height={21} onDark />}
        <div className={styles.contacts}>
          {salon ? (
            <>
              <a
                className={styles.contact}
                href={telLink(salon.phone)}
                aria-label={t('header.call', { phone: salon.phone })}
              >
                <PhoneIcon size={18} />
                <span className={styles.contactText}>{salon.phone}</span>
              </a>
              <a
                className={styles.contact}
                href={mapLink(salon.address)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('header.map', { address: salon.address })}
              >
                <PinIcon size={18} />
                <span className={styles.contactText}>{salon.address}</span>
              </a>
            </>
          ) : (
            <>
              <Skeleton width={150} height={44} radius={999} onDark />
              <Skeleton width={190} height={44} radius={999} onDark />
            </>
          )}
          {installOffered ? (
            <Suspense fallback={null}>
              <InstallButton />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
