import { describe, expect, it } from 'vitest';
import { ratingOf } from './stylist-rating';

describe('stylist rating', () => {
  it('shows no figure at all when a stylist has no rating yet', () => {
    expect(ratingOf({ ratings: null, reviews_count: 0 })).toBeNull();
  });
  it("shows the stylist's own rating once there is one", () => {
    expect(ratingOf({ ratings: 4.6, reviews_count: 3 })).toEqual({ value: 4.6, count: 3 });
  });
});
