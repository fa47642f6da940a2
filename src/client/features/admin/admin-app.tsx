/**
 * /admin/*: the guard, the session restore and the back office's screens. Without a stored admin
 * session the user goes to /login (history replaced). A stored session is trusted at once (the front
 * desk sees its screen without waiting) and checked with `me` in the background: an invalid token or
 * a customer's token clears the stored session and goes to /login; a network failure keeps it.
 */
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ADMIN_SECTIONS, type AdminSection } from '#shared/app-routes';
import { PageErrorBoundary } from '../../components/page-error-boundary';
import { PageLoader } from '../../components/page-loader';
import { ApiCallError, call } from '../../lib/api';
import { lazyPage as page } from '../../lib/lazy-page';
import {
  adminToken,
  clearAdminSession,
  type StoredAdmin,
  saveAdminSession,
  storedAdmin,
} from '../../lib/session';
import { toast } from '../../lib/toast';
import { AdminLayout } from './layout/admin-layout';
import { UNAUTHORIZED_EVENT } from './lib/admin-api';
import { AdminSessionProvider } from './lib/admin-session';

const DashboardPage = page(() => import('./dashboard/dashboard-page'), 'DashboardPage');
const CalendarPage = page(() => import('./calendar/calendar-page'), 'CalendarPage');
const ClientsPage = page(() => import('./clients/clients-page'), 'ClientsPage');
const StylistsPage = page(() => import('./stylists/stylists-page'), 'StylistsPage');
const UsersPage = page(() => import('./users/users-page'), 'UsersPage');
const ServicesPage = page(() => import('./services/services-page'), 'ServicesPage');
const ReportsPage = page(() => import('./reports/reports-page'), 'ReportsPage');
const SettingsPage = page(() => import('./settings/settings-page'), 'SettingsPage');
const AdminNotFound = page(() => import('./layout/admin-not-found'), 'AdminNotFound');

function currentSession(): StoredAdmin | null {
  return adminToken() ? storedAdmin() : null;
}

/** Checks the stored token with `me` and follows expiry reported by any back-office call. */
function useSessionCheck(user: StoredAdmin | null, setUser: (u: StoredAdmin | null) => void) {
  const { t } = useTranslation('admin');
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const token = adminToken();
    let alive = true;
    const drop = () => {
      clearAdminSession();
      if (alive) setUser(null);
    };
    if (token) {
      call('me', {}, { token })
        .then((me) => {
          if (me.kind !== 'admin') return drop();
          saveAdminSession({ ...me.user, auth_token: token });
          if (alive) setUser(me.user);
        })
        .catch((e: unknown) => {
          if (e instanceof ApiCallError && (e.status === 401 || e.status === 403)) drop();
        });
    }
    const expired = () => {
      toast.error(t('login.expired'), { id: 'session-expired' });
      drop();
    };
    window.addEventListener(UNAUTHORIZED_EVENT, expired);
    return () => {
      alive = false;
      window.removeEventListener(UNAUTHORIZED_EVENT, expired);
    };
  }, [signedIn, setUser, t]);
}

/** Each back-office section's page; a section of the shared table without a page does not compile. */
const adminPages: Record<AdminSection, ReactNode> = {
  calendar: <CalendarPage />,
  clients: <ClientsPage />,
  personnel: <StylistsPage />,
  users: <UsersPage />,
  services: <ServicesPage />,
  reports: <ReportsPage />,
  settings: <SettingsPage />,
};

export function AdminApp() {
  const location = useLocation();
  const [user, setUser] = useState<StoredAdmin | null>(currentSession);
  useSessionCheck(user, setUser);
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <AdminSessionProvider user={user}>
      <AdminLayout>
        <PageErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Routes>
              <Route index element={<DashboardPage />} />
              {ADMIN_SECTIONS.map((section) => (
                <Route key={section} path={section} element={adminPages[section]} />
              ))}
              <Route path="*" element={<AdminNotFound />} />
            </Routes>
          </Suspense>
        </PageErrorBoundary>
      </AdminLayout>
    </AdminSessionProvider>
  );
}
