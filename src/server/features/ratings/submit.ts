/**
 * Submitting a rating: only for a completed visit, 1 to 5 stars, an optional comment of at most 500
 * characters, one per booking (the unique index on ratings.booking_id decides). The same submission
 * again (the PWA replays its offline queue) succeeds with `already_submitted`; a different one is a
 * conflict. The stylist's average and review count are computed from these rows.
 */
import { and, eq } from 'drizzle-orm';
import type { RatingSubmitRequest, RatingSubmitResponse } from '#shared/contract/ratings';
import { bookingServices, ratings } from '../../db/schema';
import type { Deps } from '../../deps';
import { invalid, refused } from '../../domain/domain-error';
import type { Principal } from '../../http/auth';
import { type WithMessage, withMessage } from '../../i18n/with-message';
import { bookingForRating } from './access';

export async function submitRating(
  deps: Deps,
  body: RatingSubmitRequest,
  principal: Principal | null,
): Promise<WithMessage<RatingSubmitResponse>> {
  const booking = await bookingForRating(deps, body, principal);
  if (booking.status !== 'completed') throw refused('rating_not_completed');
  if (body.stylist_id && body.stylist_id !== booking.stylistId) throw invalid('rating_stylist_mismatch');
  const serviceId = body.service_id ?? null;
  if (serviceId !== null) {
    const [line] = await deps.db
      .select({ id: bookingServices.serviceId })
      .from(bookingServices)
      .where(and(eq(bookingServices.bookingId, booking.id), eq(bookingServices.serviceId, serviceId)))
      .limit(1);
    if (!line) throw invalid('rating_service_mismatch');
  }
  const [inserted] = await deps.db
    .insert(ratings)
    .values({
      bookingId: booking.id,
      customerId: booking.customerId,
      stylistId: booking.stylistId,
      serviceId,
      rating: body.rating,
      comment: body.comment,
      createdAt: deps.now(),
    })
    .onConflictDoNothing({ target: ratings.bookingId })
    .returning({ id: ratings.id });
  if (inserted) return withMessage({ rating_id: inserted.id, already_submitted: false }, 'rating_submitted');

  const [existing] = await deps.db.select().from(ratings).where(eq(ratings.bookingId, booking.id)).limit(1);
  const same =
    existing &&
    existing.rating === body.rating &&
    existing.comment === body.comment &&
    (existing.serviceId ?? null) === serviceId;
  if (!existing || !same) throw refused('rating_already_submitted');
  return withMessage({ rating_id: existing.id, already_submitted: true }, 'rating_submitted');
}
