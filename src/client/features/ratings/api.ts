/**
 * The rating calls. Submitting goes through one function: with no connection (or a server that
 * cannot be reached) the rating is saved in the outbox and sent later (device-store/outbox.ts), and the
 * page says so; a refusal by the server is thrown as before.
 */
import type { RatingSubmitRequest, RatingSubmitResponse } from '#shared/contract/ratings';
import { ApiCallError, call } from '../../lib/api';

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
  // a saved copy shows at once, but the visit's state is always asked again: it may have been
  // rated a moment ago (on this page, or from the outbox)
  staleTime: 0,
  refetchOnMount: 'always' as const,
});

export const pendingRatingsQuery = (customerId: number) => ({
  queryKey: ['ratings-pending', customerId],
  queryFn: ({ signal }: { signal: AbortSignal }) => call('ratingsPending', {}, { signal }),
});

export type RatingOutcome = { kind: 'sent'; data: RatingSubmitResponse } | { kind: 'queued' };

async function queue(body: RatingSubmitRequest): Promise<RatingOutcome> {
  await (await import('../../offline/outbox-runner')).queueRating(body);
  return { kind: 'queued' };
}

/** Sends the rating, or queues it when there is no connection. */
export async function submitRating(body: RatingSubmitRequest): Promise<RatingOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue(body);
  try {
    return { kind: 'sent', data: await call('ratingSubmit', body) };
  } catch (e) {
    if (e instanceof ApiCallError && e.isNetwork) return queue(body);
    throw e;
  }
}

/** The outbox key of a visit's rating (device-store/outbox.ts, visitKey). */
export const ratingVisit = (bookingId: number, customerId: number) => `${bookingId}:${customerId}`;
