/**
 * A stylist's rating as shown: their real average and review count, or nothing while nobody has
 * rated them (the card then says "New"). Never a made-up figure: an invented score reads as real
 * reviews, which consumer-protection rules on fake reviews forbid (docs/decisions.md).
 */
export function ratingOf(s: { ratings: number | null; reviews_count: number }): {
  value: number;
  count: number;
} | null {
  return s.ratings == null || s.reviews_count === 0 ? null : { value: s.ratings, count: s.reviews_count };
}
