import { describe, expect, it } from 'vitest';
import { priceBooking, promoPercent } from './promo';

describe('promo', () => {
  it('gives 10% for welcome10 and 20% for FIRST20 in any case', () => {
    expect(promoPercent('welcome10')).toBe(10);
    expect(promoPercent('  First20 ')).toBe(20);
    expect(promoPercent('FIRST30')).toBeNull();
    expect(promoPercent('')).toBeNull();
  });

  it('rounds the discount half-up to the cent and keeps totals exact', () => {
    expect(priceBooking([0.1, 0.2])).toEqual({
      subtotal: 0.3,
      discount_amount: 0,
      total_amount: 0.3,
      percent: 0,
    });
    // 20% of 12.345 is impossible (cents only); 20% of 10.13 = 2.026 -> 2.03
    expect(priceBooking([10.13], 'first20')).toMatchObject({ discount_amount: 2.03, total_amount: 8.1 });
    // 10% of 0.05 = 0.005 -> 0.01 (half-up)
    expect(priceBooking([0.05], 'WELCOME10')).toMatchObject({ discount_amount: 0.01, total_amount: 0.04 });
    expect(priceBooking([68, 128], 'first20')).toMatchObject({
      subtotal: 196,
      discount_amount: 39.2,
      total_amount: 156.8,
    });
  });

  it('ignores an unknown code when pricing (the caller refuses it first)', () => {
    expect(priceBooking([50], 'nope').discount_amount).toBe(0);
  });
});
