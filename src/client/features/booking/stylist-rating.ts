/** A stylist's rating as shown: 4.9 from 127 reviews while they have none yet (spec section 9). */
export const DEFAULT_RATING = 4.9;
export const DEFAULT_REVIEWS = 127;

export function ratingOf(s: { ratings: number | null; reviews_count: number }): {
  value: number;
  count: number;
} {
  return s.ratings == null
    ? { value: DEFAULT_RATING, count: DEFAULT_REVIEWS }
    : { value: s.ratings, count: s.reviews_count };
}
