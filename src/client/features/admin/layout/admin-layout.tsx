import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminHeader } from './admin-header';
import styles from './admin-layout.module.css';
import { NoticeBanners } from './notice-banners';

/** The frame of every admin screen: skip link, header, then the screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('nav.skip')}
      </a>
      <AdminHeader />
      <NoticeBanners />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
