/**
 * The customer side's routes. Every page is its own lazily loaded chunk; the customer frame
 * (header, sign-in) is one too. The home page's first paint is prerendered into index.html
 * (scripts/prerender.mjs), so it never waits for JavaScript, and the app hydrates it.
 * `startFirstReads` starts the first reads in parallel with the code, and the rating pages end
 * the pending booking details (docs/product.md §4: kept until the success or rating page).
 */
import { type ReactNode, useEffect } from 'react';
import { Route } from 'react-router-dom';
import { CUSTOMER_PATHS, type CustomerPage } from '#shared/app-routes';
import { categoriesQuery, servicesQuery } from '../features/booking/queries';
import { salonQuery } from '../features/customer-shell/queries';
import { nextTurn } from '../lib/browser-turns';
import { lazyPage as page } from '../lib/lazy-page';
import { queryClient } from './query-client';

const CustomerLayout = page(() => import('../features/customer-shell/customer-layout'), 'CustomerLayout');
const HomePage = page(() => import('../features/booking/home-page'), 'HomePage');
const BookingSuccessPage = page(
  () => import('../features/booking/booking-success-page'),
  'BookingSuccessPage',
);
const BookingCancelledPage = page(
  () => import('../features/booking/booking-cancelled-page'),
  'BookingCancelledPage',
);
const PaymentRedirectPage = page(
  () => import('../features/booking/payment-redirect-page'),
  'PaymentRedirectPage',
);
const ResetPasswordPage = page(() => import('../features/accounts/reset-password-page'), 'ResetPasswordPage');
const TermsPage = page(() => import('../features/legal/legal-page'), 'TermsPage');
const PrivacyPage = page(() => import('../features/legal/legal-page'), 'PrivacyPage');
const MyBookingsPage = page(() => import('../features/booking/manage/my-bookings-page'), 'MyBookingsPage');
const BookingDetailPage = page(
  () => import('../features/booking/manage/booking-detail-page'),
  'BookingDetailPage',
);
const ManageLinkPage = page(() => import('../features/booking/manage/booking-detail-page'), 'ManageLinkPage');
const RatingsListPage = page(() => import('../features/ratings/ratings-list-page'), 'RatingsListPage');
const RatingPage = page(() => import('../features/ratings/rating-page'), 'RatingPage');
const WaitlistOfferPage = page(() => import('../features/waitlist/offer-page'), 'WaitlistOfferPage');
const WaitlistLeavePage = page(() => import('../features/waitlist/leave-page'), 'WaitlistLeavePage');
const NotFoundPage = page(() => import('./not-found-page'), 'NotFoundPage');

/**
 * Starts the reads the first page needs while its code loads: the salon profile for every customer
 * page, the catalogue for the home page. The back office reads its own. Each read starts in a turn
 * of its own (starting a request costs a slow phone several milliseconds).
 */
export async function startFirstReads(pathname: string): Promise<void> {
  if (pathname === '/login' || pathname.startsWith('/admin')) return;
  const reads = [() => queryClient.prefetchQuery(salonQuery)];
  if (pathname === '/')
    reads.push(
      () => queryClient.prefetchQuery(servicesQuery),
      () => queryClient.prefetchQuery(categoriesQuery),
    );
  for (const read of reads) {
    void read();
    await nextTurn();
  }
}

/**
 * Loads the code of the prerendered home page's first render (its frame, the page and what the page
 * asks for at once) so that React hydrates it in one pass, with nothing left waiting for code.
 */
export function loadPrerenderedPage(): Promise<unknown> {
  return Promise.all([
    CustomerLayout.preload(),
    HomePage.preload(),
    import('../features/booking/home-page').then((m) => m.loadHomePageParts()),
  ]);
}

/** A rating page ends the pending booking details the success page kept. */
function EndsPendingBooking({ children }: { children: ReactNode }) {
  useEffect(() => {
    void import('../features/booking/pending-booking').then((m) => m.clearPendingBooking());
  }, []);
  return children;
}

/** Each customer path's page; a path of the shared table without a page here does not compile. */
const customerPages: Record<CustomerPage, ReactNode> = {
  home: <HomePage />,
  bookingSuccess: <BookingSuccessPage />,
  bookingCancelled: <BookingCancelledPage />,
  paymentRedirect: <PaymentRedirectPage />,
  resetPassword: <ResetPasswordPage />,
  terms: <TermsPage />,
  privacy: <PrivacyPage />,
  myBookings: <MyBookingsPage />,
  bookingDetail: <BookingDetailPage />,
  // the signed link of the confirmation email: opening it only reads
  manageLink: <ManageLinkPage />,
  ratings: (
    <EndsPendingBooking>
      <RatingsListPage />
    </EndsPendingBooking>
  ),
  rating: (
    <EndsPendingBooking>
      <RatingPage />
    </EndsPendingBooking>
  ),
  ratingLink: (
    <EndsPendingBooking>
      <RatingPage />
    </EndsPendingBooking>
  ),
  // the signed link of a waitlist offer: opening it only reads
  waitlistOffer: <WaitlistOfferPage />,
  // a guest's signed link to leave the waitlist: opening it only reads
  waitlistLeave: <WaitlistLeavePage />,
};

export const customerRoutes = (
  <Route element={<CustomerLayout />}>
    {(Object.keys(customerPages) as CustomerPage[]).map((name) => (
      <Route key={name} path={CUSTOMER_PATHS[name]} element={customerPages[name]} />
    ))}
    {/* any other path: the 404 page, in the customer frame */}
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);
