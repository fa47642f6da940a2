/**
 * The routes, declared as components: customer pages come from the customer feature's routes; the
 * back office (/login, /admin/*) is one lazily loaded chunk that customers never download. The
 * declarative router is a third of the data router's size, and nothing here needs loaders: the
 * first reads start in `startFirstReads` before the first render.
 */
import { Route, Routes } from 'react-router-dom';
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
        <Route path="/login" element={<AdminLoginPage />} />
        <Route path="/admin/*" element={<AdminApp />} />
      </Route>
    </Routes>
  );
}
