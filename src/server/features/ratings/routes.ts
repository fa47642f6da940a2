/** HTTP handlers of the ratings feature: submit, the rating page's read, and the visits still to rate. */
import type { Handlers } from '../../http/register-api';
import { bookingForRating } from './access';
import { pendingRatings, ratingState } from './state';
import { submitRating } from './submit';

export const ratingsHandlers = {
  ratingSubmit: ({ deps, body, principal }) => submitRating(deps, body, principal),
  ratingState: async ({ deps, body, principal, lang }) => {
    const booking = await bookingForRating(deps, body, principal);
    return ratingState(deps.db, booking.id, lang);
  },
  ratingsPending: ({ deps, principal, lang }) =>
    pendingRatings(deps.db, principal?.kind === 'customer' ? principal.customerId : 0, lang),
} satisfies Handlers;
