/**
 * A customer's own bookings: the list, one booking (by the owner's session or the manage link's
 * token), and the changes. Reads are never kept for offline use beyond the query persister's copy of
 * the list: whether a booking can still change is the server's answer of the moment.
 */
import type { RescheduleRequest } from '#shared/contract/manage';
import { call, callWithMessage } from '../../../lib/api';

/** The manage link's token, when the booking was opened from an email. */
export type Proof = { token?: string | undefined };

const withProof = (proof: Proof) => (proof.token ? { manage_token: proof.token } : {});

export const myBookingsQuery = (customerId: number) => ({
  queryKey: ['my-bookings', customerId],
  queryFn: ({ signal }: { signal: AbortSignal }) => call('myBookings', {}, { signal }),
  staleTime: 0,
  refetchOnMount: 'always' as const,
});

export const bookingQuery = (id: number, proof: Proof) => ({
  queryKey: ['my-booking', id, proof.token ?? null],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    // the link's token is the proof: no bearer token is needed (nor sent) with it
    call(
      'bookingGet',
      { booking_id: id, ...withProof(proof) },
      { signal, ...(proof.token ? { token: null } : {}) },
    ),
  retry: false,
  staleTime: 0,
});

type Move = Omit<RescheduleRequest, 'booking_id' | 'manage_token' | 'preview'>;

export const previewReschedule = (id: number, proof: Proof, move: Move) =>
  call('bookingReschedule', { booking_id: id, ...withProof(proof), ...move, preview: true });

export const reschedule = (id: number, proof: Proof, move: Move) =>
  callWithMessage('bookingReschedule', { booking_id: id, ...withProof(proof), ...move, preview: false });

export const cancel = (id: number, proof: Proof, reason: string) =>
  callWithMessage('bookingCancel', { booking_id: id, ...withProof(proof), reason });
