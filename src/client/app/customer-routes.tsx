/**
 * The customer side's routes. Every page is its own lazily loaded chunk; the customer frame
 * (header, sign-in) is one too. The home page's first paint is prerendered into index.html
 * (scripts/prerender.mjs) and stays until the real page takes over, so it never waits for
 * JavaScript. Route loaders start the first reads in parallel with the code, and the rating pages
 * end the pending booking details (spec section 4: kept until the success or rating page).
 */
import type { RouteObject } from 'react-router-dom';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { categoriesQuery, servicesQuery } from '../features/booking/queries';
import { salonQuery } from '../features/customer-shell/queries';
import { queryClient } from './query-client';

/**
 * While the first chunks load: on `/` nothing, because the prerendered home page (outside #root)
 * stays on screen until the real page replaces it; elsewhere a loader.
 */
function CustomerFallback() {
  return useLocation().pathname === '/' ? null : <PageLoader />;
}

/** Starts the salon profile as the customer frame's code loads. */
const prefetchSalon = () => {
  void queryClient.prefetchQuery(salonQuery);
  return null;
};

/** Starts the catalogue as the home page's code loads. */
const prefetchCatalogue = () => {
  void queryClient.prefetchQuery(servicesQuery);
  void queryClient.prefetchQuery(categoriesQuery);
  return null;
};

const endPendingBooking = async () => {
  void (await import('../features/booking/pending-booking')).clearPendingBooking();
  return null;
};

export const customerRoutes: RouteObject[] = [
  {
    id: 'customer',
    HydrateFallback: CustomerFallback,
    loader: prefetchSalon,
    lazy: async () => ({
      Component: (await import('../features/customer-shell/customer-layout')).CustomerLayout,
    }),
    children: [
      {
        index: true,
        loader: prefetchCatalogue,
        lazy: async () => ({ Component: (await import('../features/booking/home-page')).HomePage }),
      },
      {
        path: '/booking-success',
        lazy: async () => ({
          Component: (await import('../features/booking/booking-success-page')).BookingSuccessPage,
        }),
      },
      {
        path: '/booking-cancelled',
        lazy: async () => ({
          Component: (await import('../features/booking/booking-cancelled-page')).BookingCancelledPage,
        }),
      },
      {
        path: '/payment-redirect',
        lazy: async () => ({
          Component: (await import('../features/booking/payment-redirect-page')).PaymentRedirectPage,
        }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('../features/accounts/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: '/terms',
        lazy: async () => ({ Component: (await import('../features/legal/legal-page')).TermsPage }),
      },
      {
        path: '/privacy',
        lazy: async () => ({ Component: (await import('../features/legal/legal-page')).PrivacyPage }),
      },
      {
        path: '/bookings',
        lazy: async () => ({
          Component: (await import('../features/booking/manage/my-bookings-page')).MyBookingsPage,
        }),
      },
      {
        path: '/bookings/:bookingId',
        lazy: async () => ({
          Component: (await import('../features/booking/manage/booking-detail-page')).BookingDetailPage,
        }),
      },
      {
        // the signed link of the confirmation email: opening it only reads
        path: '/manage/:bookingId',
        lazy: async () => ({
          Component: (await import('../features/booking/manage/booking-detail-page')).ManageLinkPage,
        }),
      },
      {
        path: '/ratings',
        loader: endPendingBooking,
        lazy: async () => ({
          Component: (await import('../features/ratings/ratings-list-page')).RatingsListPage,
        }),
      },
      {
        path: '/ratings/:bookingId',
        loader: endPendingBooking,
        lazy: async () => ({ Component: (await import('../features/ratings/rating-page')).RatingPage }),
      },
      {
        path: '/ratings/:bookingId/:customerId',
        loader: endPendingBooking,
        lazy: async () => ({ Component: (await import('../features/ratings/rating-page')).RatingPage }),
      },
      // any other path: the 404 page, in the customer frame
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
    ],
  },
];
