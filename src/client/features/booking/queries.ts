/**
 * The booking wizard's reads, as TanStack Query options. The stylist list is kept for the whole
 * visit to the personnel step (spec section 4: not reloaded if already loaded) and dropped when the
 * customer goes back to services (its key carries the wizard's `stylistListEpoch`). An empty list
 * or the server's "No stylists found" becomes an empty list, so the page shows the no-stylists
 * state instead of an error; payment methods the server fails to give are an empty list too
 * (without a connection the last known ones stay).
 *
 * The catalogue (services, categories, stylists) works offline: each answer is saved in
 * IndexedDB and used when the server cannot be reached, marked as saved data (offline/saved-query.ts).
 * Free times and the stylists free at a time need a connection (they pause without one).
 */
import { hashKey, queryOptions } from '@tanstack/react-query';
import { ApiCallError, call } from '../../lib/api';
import { freshFor, readWithSaved } from '../../offline/saved-query';

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

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

async function orEmptyOnNoStylists<T>(load: Promise<T[]>): Promise<T[]> {
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

export const availableStylistsQuery = (date: string, slotId: number, serviceIds: readonly number[]) =>
  queryOptions({
    queryKey: ['stylists-available', date, slotId, sorted(serviceIds)],
    queryFn: ({ signal }) =>
      orEmptyOnNoStylists(
        call(
          'stylistsAvailable',
          { booking_date: date, start_slot_id: slotId, selected_service_ids: sorted(serviceIds) },
          { signal },
        ),
      ),
    staleTime: 30_000,
  });

export const slotsQuery = (date: string, stylistId: number, serviceIds: readonly number[]) =>
  queryOptions({
    queryKey: ['slots', date, stylistId, sorted(serviceIds)],
    queryFn: ({ signal }) =>
      call(
        'slotsByStylist',
        { booking_date: date, stylist_id: stylistId, selected_service_ids: sorted(serviceIds) },
        { signal },
      ),
    staleTime: 30_000,
  });

/** Which of the 14 bookable dates have any free start, so the strip opens on the first that does. */
export const freeDatesQuery = (stylistId: number, serviceIds: readonly number[]) =>
  queryOptions({
    queryKey: ['free-dates', stylistId, sorted(serviceIds)],
    queryFn: ({ signal }) =>
      call('freeDates', { stylist_id: stylistId, selected_service_ids: sorted(serviceIds) }, { signal }),
    staleTime: 30_000,
    enabled: serviceIds.length > 0,
  });

export const paymentMethodsQuery = queryOptions({
  queryKey: ['payment-methods'],
  queryFn: async ({ signal }) => {
    try {
      return await call('paymentMethods', {}, { signal });
    } catch (e) {
      // without a connection the last known methods stay (the query persister keeps them)
      if ((e as Error).name === 'AbortError' || (e instanceof ApiCallError && e.isNetwork)) throw e;
      return [];
    }
  },
  staleTime: 10 * 60_000,
});
