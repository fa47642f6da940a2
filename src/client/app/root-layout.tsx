import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { Toaster } from './toaster';

/** Everything every page shares: the toaster and a loader while a lazily loaded page arrives. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <Toaster />
    </>
  );
}
