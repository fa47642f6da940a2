import { Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LiveRegions } from '../components/live-regions';
import { PageLoader } from '../components/page-loader';
import { focusPageHeadingSoon } from '../lib/focus-keeper';
import { Toaster } from './toaster';

/**
 * Everything every page shares: the live regions (present from the first render, so what is
 * announced is heard), the toaster and a loader while a lazily loaded page arrives.
 */
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

export function RootLayout() {
  useRouteFocus();
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <Toaster />
      <LiveRegions />
    </>
  );
}
