/**
 * The booking wizard's reads, as TanStack Query options. The stylist list is kept for the whole
 * visit to the stylist step (docs/product.md §4: not reloaded if already loaded) and dropped when the
 * customer goes back to services (its key carries the wizard's `stylistListEpoch`). An empty list
 * or the server's "No stylists found" becomes an empty list, so the page shows the no-stylists
 * state instead of an error.
 *
 * The catalogue (services, categories, stylists) works offline: each answer is saved in
 * IndexedDB and used when the server cannot be reached, marked as saved data (offline/saved-query.ts).
 * The reads of the later steps (free times, stylists free at a time, payment methods) are in
 * later-step-queries.ts, so the home page's first load carries only these.
 */
import { hashKey, queryOptions } from '@tanstack/react-query';
import { ApiCallError, call } from '../../lib/api';
import { freshFor, readWithSaved } from '../../offline/saved-query';

/** Service ids in one order, so the same choice is the same cache entry. */
export const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal, queryKey }) =>
    readWithSaved({
      key: 'categories',
      queryHash: hashKey(queryKey),
      load: () => call('categories', undefined, { signal }),
    }),
  staleTime: freshFor(10 * 60_000),
  networkMode: 'offlineFirst',
});

export const servicesQuery = queryOptions({
  queryKey: ['services', 0],
  queryFn: ({ signal, queryKey }) =>
    readWithSaved({
      key: 'services',
      queryHash: hashKey(queryKey),
      load: () => call('servicesList', { category_id: 0 }, { signal }),
    }),
  staleTime: freshFor(5 * 60_000),
  networkMode: 'offlineFirst',
});

export const isNoStylists = (e: unknown): boolean => e instanceof ApiCallError && e.code === 'no_stylists';

export async function orEmptyOnNoStylists<T>(load: Promise<T[]>): Promise<T[]> {
  try {
    return await load;
  } catch (e) {
    if (isNoStylists(e)) return [];
    throw e;
  }
}

export const stylistsQuery = (serviceIds: readonly number[], epoch: number) =>
  queryOptions({
    queryKey: ['stylists', sorted(serviceIds), epoch],
    queryFn: ({ signal, queryKey }) =>
      readWithSaved({
        key: `stylists:${sorted(serviceIds).join(',')}`,
        queryHash: hashKey(queryKey),
        load: () =>
          orEmptyOnNoStylists(call('stylistsByServices', { service_ids: sorted(serviceIds) }, { signal })),
      }),
    staleTime: freshFor(Number.POSITIVE_INFINITY),
    networkMode: 'offlineFirst',
    enabled: serviceIds.length > 0,
  });
