/** The waitlist's calls, as the customer pages use them. */
import { call } from '../../lib/api';

export type OfferKey = { offerId: number; token: string };

export const offerQuery = (key: OfferKey) => ({
  queryKey: ['waitlist-offer', key.offerId, key.token],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call('waitlistOfferGet', { offer_id: key.offerId, token: key.token }, { signal }),
  retry: false,
  staleTime: 0,
});

export type EntryKey = { entryId: number; token: string };

/** A guest's entry, for its leave link's page. */
export const entryQuery = (key: EntryKey) => ({
  queryKey: ['waitlist-entry', key.entryId, key.token],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call('waitlistEntryGet', { entry_id: key.entryId, manage_token: key.token }, { signal }),
  retry: false,
  staleTime: 0,
});
