/**
 * The client's routes, known to the server too: it answers them with the app shell (200) and
 * anything else with the shell and a 404 status, so that a wrong link is an honest 404.
 */
export const APP_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/booking-success\/?$/,
  /^\/booking-cancelled\/?$/,
  /^\/payment-redirect\/?$/,
  /^\/terms\/?$/,
  /^\/privacy\/?$/,
  /^\/ratings(\/\d+(\/\d+)?)?\/?$/,
  /^\/login\/?$/,
  /^\/reset-password\/?$/,
  /^\/admin(\/(personnel|calendar|users|services|reports|settings))?\/?$/,
];

export function isAppRoute(path: string): boolean {
  return APP_ROUTE_PATTERNS.some((p) => p.test(path));
}
