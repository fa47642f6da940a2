/**
 * The booking wizard's reads, as TanStack Query options. The stylist list is kept for the whole
 * visit to the personnel step (spec section 4: not reloaded if already loaded) and dropped when the
 * customer goes back to services (its key carries the wizard's `stylistListEpoch`). An empty list
 * or the server's "No stylists found" becomes an empty list, so the page shows the no-stylists
 * state instead of an error; payment methods that fail to load are an empty list too.
 */
import { queryOptions } from '@tanstack/react-query';
import { ApiCallError, call } from '../../lib/api';

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => call('categories', undefined, { signal }),
  staleTime: 10 * 60_000,
});

export const servicesQuery = queryOptions({
  queryKey: ['services', 0],
  queryFn: ({ signal }) => call('servicesList', { category_id: 0 }, { signal }),
  staleTime: 5 * 60_000,
});

export function isNoStylists(e: unknown): boolean {
  return (
    e instanceof ApiCallError &&
    (e.code === 'no_stylists' || /no stylists found|没有找到发型师/i.test(e.message))
  );
}

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
    queryFn: ({ signal }) =>
      orEmptyOnNoStylists(call('stylistsByServices', { service_ids: sorted(serviceIds) }, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
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

export const paymentMethodsQuery = queryOptions({
  queryKey: ['payment-methods'],
  queryFn: async ({ signal }) => {
    try {
      return await call('paymentMethods', {}, { signal });
    } catch (e) {
      if ((e as Error).name === 'AbortError') throw e;
      return [];
    }
  },
  staleTime: 10 * 60_000,
});
