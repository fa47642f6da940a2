/**
 * The back office's way to the API: the shared typed client, plus one rule of its own. A 401 on any
 * back-office call means the admin token is no longer valid, so the app is told (an event) to clear
 * the session and go to /login, wherever the call was made.
 */
import type { EndpointName } from '#shared/contract/endpoints';
import type { DataOf, RequestOf } from '#shared/contract/routes';
import { ApiCallError, type CallOptions, call, callWithMessage } from '../../../lib/api';

export const UNAUTHORIZED_EVENT = 'tress:admin-unauthorized';

function watch<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((e: unknown) => {
    if (e instanceof ApiCallError && e.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    throw e;
  });
}

/** `call`, reporting an expired admin session. */
export function adminCall<N extends EndpointName>(
  name: N,
  body?: RequestOf<N> | FormData,
  opts?: CallOptions,
): Promise<DataOf<N>> {
  return watch(call(name, body, opts));
}

/** `callWithMessage`, reporting an expired admin session. */
export function adminCallWithMessage<N extends EndpointName>(
  name: N,
  body?: RequestOf<N> | FormData,
  opts?: CallOptions,
): Promise<{ data: DataOf<N>; message: string }> {
  return watch(callWithMessage(name, body, opts));
}

/** The server's message when it sent one (docs/product.md §8, admin-facing), else the screen's default. */
export function errorText(e: unknown, fallback: string): string {
  return e instanceof ApiCallError && e.hasMessage ? e.message : fallback;
}

/** Query keys of the back office all start with 'admin', so sign-out can drop them in one go. */
export const adminKeys = {
  all: ['admin'] as const,
  settings: ['admin', 'settings'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  timeslots: ['admin', 'timeslots'] as const,
  categories: (lang: string) => ['admin', 'categories', lang] as const,
  servicesAll: ['admin', 'services', 'all'] as const,
  services: (search: string, page: number) => ['admin', 'services', 'page', search, page] as const,
  users: (search: string, page: number) => ['admin', 'users', search, page] as const,
  stylists: (size: number) => ['admin', 'stylists', size] as const,
  stylistServices: (id: number) => ['admin', 'stylist-services', id] as const,
  shifts: (id: number, from: string) => ['admin', 'shifts', id, from] as const,
  calendar: (date: string, stylistId: number) => ['admin', 'calendar', date, stylistId] as const,
  reports: (filters: object) => ['admin', 'reports', filters] as const,
  promotions: ['admin', 'promotions'] as const,
};
