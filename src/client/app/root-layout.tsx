import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LiveRegions } from '../components/live-regions';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { PageLoader } from '../components/page-loader';
import { focusPageHeadingSoon } from '../lib/focus-keeper';
import { titleFromHeading } from '../lib/title-from-heading';
import { Toaster } from './toaster';

/** On every route change (not the first load), focus moves to the new page's heading. */
function useRouteFocus() {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useLayoutEffect(() => {
    const before = last.current;
    last.current = pathname;
    if (before === null || before === pathname) return;
    return focusPageHeadingSoon(document.activeElement);
  }, [pathname]);
}

/** Customer pages take their title from their heading; the back office names its own pages. */
function usePageTitles() {
  const admin = useLocation().pathname.startsWith('/admin');
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const brand = ready ? t('app.name') : 'Tress';
  useEffect(() => (admin ? undefined : titleFromHeading(brand)), [admin, brand]);
}

/**
 * Everything every page shares: the live regions (present from the first render, so what is
 * announced is heard), the toaster, a loader while a lazily loaded page arrives and a way out when
 * a page fails.
 */
export function RootLayout() {
  useRouteFocus();
  usePageTitles();
  return (
    <>
      <PageErrorBoundary>
        {/* never seen on the prerendered home page: React keeps its markup while it hydrates */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
      <Toaster />
      <LiveRegions />
    </>
  );
}
