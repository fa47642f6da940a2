/**
 * Who may see and rate a visit: whoever holds the signed link for that booking and customer
 * (`t`, see links/rating-links.ts), or the signed-in customer who owns the booking. Anyone else is
 * refused the same way whether the booking exists or not. A link stops working RATING_LINK_DAYS
 * (default 60) after the visit.
 */
import type { Deps } from '../../deps';
import { type BookingRow, bookingRow } from '../../domain/booking-store/rows';
import { missing, notAllowed } from '../../domain/domain-error';
import type { Principal } from '../../http/auth';
import { verifyRatingToken } from '../../links/rating-links';

export type RatingAccessRequest = { booking_id: number; customer_id: number; t?: string | undefined };

export async function bookingForRating(
  deps: Deps,
  req: RatingAccessRequest,
  principal: Principal | null,
): Promise<BookingRow> {
  const linked = verifyRatingToken(deps.secrets.rating, req.booking_id, req.customer_id, req.t);
  if (!linked && principal?.kind !== 'customer') throw notAllowed('rating_link_invalid');
  const booking = await bookingRow(deps.db, req.booking_id);
  if (linked) {
    if (!booking) throw missing('booking_not_found');
    if ((booking.customerId ?? 0) !== req.customer_id) throw notAllowed('rating_link_invalid');
    // a link works for RATING_LINK_DAYS after the visit, then only the signed-in owner may rate
    const lapses = booking.endsAt.getTime() + deps.config.ratingLinkDays * 86_400_000;
    if (deps.now().getTime() > lapses && principal?.kind !== 'customer')
      throw notAllowed('rating_link_expired');
    return booking;
  }
  if (!booking || principal?.kind !== 'customer' || booking.customerId !== principal.customerId)
    throw notAllowed('rating_link_invalid');
  return booking;
}
