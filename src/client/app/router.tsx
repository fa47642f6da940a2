/**
 * The routes, declared as components: customer pages come from the customer feature's routes; the
 * back office (/login, /admin/*) is one lazily loaded chunk that customers never download. The
 * declarative router is a third of the data router's size, and nothing here needs loaders: the
 * first reads start in `startFirstReads` before the first render.
 */
import { Route, Routes } from 'react-router-dom';
import { ADMIN_LOGIN_PATH, ADMIN_PATH } from '#shared/app-routes';
import { lazyPage } from '../lib/lazy-page';
import { customerRoutes } from './customer-routes';
import { RootLayout } from './root-layout';

const AdminLoginPage = lazyPage(() => import('../features/admin/admin-login-page'), 'AdminLoginPage');
const AdminApp = lazyPage(() => import('../features/admin/admin-app'), 'AdminApp');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {customerRoutes}
        <Route path={ADMIN_LOGIN_PATH} element={<AdminLoginPage />} />
        <Route path={`${ADMIN_PATH}/*`} element={<AdminApp />} />
      </Route>
    </Routes>
  );
}
