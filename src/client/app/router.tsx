/**
 * The routes. Customer pages come from the customer feature's route list; the back office
 * (/login, /admin/*) is one lazily loaded chunk that customers never download.
 */
import { createBrowserRouter } from 'react-router-dom';
import { customerRoutes } from './customer-routes';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      ...customerRoutes,
      { path: '/login', lazy: async () => ({ Component: (await import('../features/admin/admin-login-page')).AdminLoginPage }) },
      { path: '/admin/*', lazy: async () => ({ Component: (await import('../features/admin/admin-app')).AdminApp }) },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
