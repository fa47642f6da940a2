/**
 * The reads of the wizard's steps after services, as TanStack Query options: the stylists free at
 * a chosen time, free times and the dates that have any, and the payment methods. Free times and
 * the stylists free at a time need a connection (they pause without one); payment methods the
 * server fails to give are an empty list (without a connection the last known ones stay).
 */
import { queryOptions } from '@tanstack/react-query';
import { ApiCallError, call } from '../../lib/api';
import { orEmptyOnNoStylists, sorted } from './queries';

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
