/**
 * The frame of every customer page: the header, the page, and the sign-in dialog (loaded on first
 * use), and the offline banner under the header (loaded after the first paint). Provides the salon
 * profile, the signed-in customer and "open sign-in" to the pages.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { CustomerContext } from '../../components/customer-context';
import { PageErrorBoundary } from '../../components/page-error-boundary';
import { PageLoader } from '../../components/page-loader';
import { pageSettled } from '../../lib/browser-turns';
import { useHydrated } from '../../lib/hydration';
import { useOnline } from '../../lib/online';
import { toast } from '../../lib/toast';
import { showsSavedData, subscribeSaved } from '../../offline/saved-query';
import type { AuthMode } from './auth-dialog';
import { CustomerHeader } from './customer-header';
import { logOut, restoreSession, useCustomer } from './customer-session';
import { usePrerenderHandoff } from './prerender-handoff';
import { salonQuery } from './queries';

const AuthDialog = lazy(() => import('./auth-dialog').then((m) => ({ default: m.AuthDialog })));
const OfflineBanner = lazy(() =>
  import('../../offline/offline-banner').then((m) => ({ default: m.OfflineBanner })),
);

/**
 * The offline banner's code (and the outbox's) loads at once when there is something to say (no
 * connection, saved data on screen), otherwise once the page has settled: not on the first load's
 * critical path.
 */
function useOfflineBannerWanted(): boolean {
  const online = useOnline();
  const saved = useSyncExternalStore(subscribeSaved, showsSavedData, () => false);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    void pageSettled().then(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return !online || saved || settled;
}

export function CustomerLayout() {
  const { t } = useTranslation();
  const customer = useCustomer();
  // while the prerendered frame is hydrated it shows what it was built with: no salon yet
  const hydrated = useHydrated();
  const salonRead = useQuery(salonQuery).data;
  const salon = hydrated ? salonRead : undefined;
  const [auth, setAuth] = useState<AuthMode | null>(null);
  const bannerWanted = useOfflineBannerWanted();

  useEffect(() => {
    void restoreSession();
    // the sign-in dialog's code arrives while the customer looks around, so it opens at once
    const id = window.setTimeout(() => void import('./auth-dialog'), 2500);
    return () => window.clearTimeout(id);
  }, []);

  const requestSignIn = useCallback((mode: AuthMode = 'login') => setAuth(mode), []);
  const openSignIn = useCallback(() => setAuth('login'), []);
  usePrerenderHandoff(openSignIn);
  const value = useMemo(() => ({ salon, customer, requestSignIn }), [salon, customer, requestSignIn]);
  const queryClient = useQueryClient();
  const signOut = useCallback(() => {
    void logOut().then(() => {
      // the customer's own pages leave the phone's saved copy with the session
      queryClient.removeQueries({ queryKey: ['ratings-pending'] });
      queryClient.removeQueries({ queryKey: ['my-bookings'] });
      toast.success(t('header.loggedOut'));
    });
  }, [t, queryClient]);

  return (
    <CustomerContext.Provider value={value}>
      <CustomerHeader salon={salon} customer={customer} onSignIn={openSignIn} onSignOut={signOut} />
      {bannerWanted ? (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      ) : null}
      <PageErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
      {auth ? (
        <Suspense fallback={null}>
          <AuthDialog mode={auth} onModeChange={setAuth} onClose={() => setAuth(null)} />
        </Suspense>
      ) : null}
    </CustomerContext.Provider>
  );
}
