/** A stylist's rating as shown: the salon's default while they have no reviews yet. */
import { DEFAULT_RATING, DEFAULT_REVIEWS } from '#shared/constants';

export function ratingOf(s: { ratings: number | null; reviews_count: number }): {
  value: number;
  count: number;
} {
  return s.ratings == null
    ? { value: DEFAULT_RATING, count: DEFAULT_REVIEWS }
    : { value: s.ratings, count: s.reviews_count };
}
