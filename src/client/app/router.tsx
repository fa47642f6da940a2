/**
 * The routes. Customer pages come from the customer feature's route list; the back office
 * (/login, /admin/*) is one lazily loaded chunk that customers never download; the 404 page is a
 * customer page (with the customer header and language menu), loaded when needed.
 */
import { createBrowserRouter } from 'react-router-dom';
import { customerRoutes } from './customer-routes';
import { RootLayout } from './root-layout';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      ...customerRoutes,
      {
        path: '/login',
        lazy: async () => ({
          Component: (await import('../features/admin/admin-login-page')).AdminLoginPage,
        }),
      },
      {
        path: '/admin/*',
        lazy: async () => ({ Component: (await import('../features/admin/admin-app')).AdminApp }),
      },
    ],
  },
]);
