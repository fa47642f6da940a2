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
