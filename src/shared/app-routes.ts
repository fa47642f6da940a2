/**
 * Every path the client answers, in the router's pattern syntax. Each `:param` is a record's id, so
 * the server matches it as a number: `/ratings/abc` is a 404.
 * The client builds its route table from these lists (a page missing from either side is a type
 * error there), and the server answers exactly these paths with the app and a 200 status; any other
 * path gets the app's "page not found" with a 404, so a wrong link is an honest 404 and a link from
 * an email is never one.
 */
export const CUSTOMER_PATHS = {
  home: '/',
  bookingSuccess: '/booking-success',
  bookingCancelled: '/booking-cancelled',
  paymentRedirect: '/payment-redirect',
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  myBookings: '/bookings',
  bookingDetail: '/bookings/:bookingId',
  manageLink: '/manage/:bookingId',
  ratings: '/ratings',
  rating: '/ratings/:bookingId',
  ratingLink: '/ratings/:bookingId/:customerId',
  /** A waitlist offer's one-tap page (`?t=` the offer's signed token): opening it only reads. */
  waitlistOffer: '/waitlist/offer/:offerId',
  /** A guest's "Leave the waitlist" page (`?t=` the entry's signed token): opening it only reads. */
  waitlistLeave: '/waitlist/leave/:entryId',
} as const;
export type CustomerPage = keyof typeof CUSTOMER_PATHS;

export const ADMIN_LOGIN_PATH = '/login';
export const ADMIN_PATH = '/admin';
/** The back office's pages under `/admin/`; `/admin` itself is the dashboard. */
export const ADMIN_SECTIONS = [
  'calendar',
  'clients',
  'personnel',
  'users',
  'services',
  'reports',
  'settings',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Every path pattern the client answers, customer side and back office. */
export const APP_PATH_PATTERNS: readonly string[] = [
  ...Object.values(CUSTOMER_PATHS),
  ADMIN_LOGIN_PATH,
  ADMIN_PATH,
  ...ADMIN_SECTIONS.map((section) => `${ADMIN_PATH}/${section}`),
];

function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '\\d+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body.replace(/\/$/, '')}/?$`);
}

const APP_PATH_EXPRESSIONS = APP_PATH_PATTERNS.map(patternRegExp);

export function isAppRoute(path: string): boolean {
  return APP_PATH_EXPRESSIONS.some((p) => p.test(path));
}
