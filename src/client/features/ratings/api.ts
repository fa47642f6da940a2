/**
 * The rating calls. Submitting goes through this one function, so the offline work can queue it
 * (outbox and Background Sync) without changing the page.
 */
import type { RequestOf } from '../../../shared/contract/routes';
import { call } from '../../lib/api';

export type RatingKey = { bookingId: number; customerId: number | null; token: string | undefined };

export const ratingStateQuery = (key: RatingKey, signedIn: number | null) => ({
  queryKey: ['rating', key.bookingId, key.customerId, key.token ?? null, signedIn],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(
      'ratingState',
      {
        booking_id: key.bookingId,
        customer_id: key.customerId ?? signedIn ?? 0,
        ...(key.token ? { t: key.token } : {}),
      },
      { signal },
    ),
  retry: false,
});

export const pendingRatingsQuery = (customerId: number) => ({
  queryKey: ['ratings-pending', customerId],
  queryFn: ({ signal }: { signal: AbortSignal }) => call('ratingsPending', {}, { signal }),
});

export function submitRating(body: RequestOf<'ratingSubmit'>) {
  return call('ratingSubmit', body);
}
