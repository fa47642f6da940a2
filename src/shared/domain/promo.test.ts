import { describe, expect, it } from 'vitest';
import { appliesTo, normalisePromo, type PromoTerms, priceBooking } from './promo';

const percent = (p: number, service_ids: number[] = []): PromoTerms => ({
  code: 'first20',
  percent_off: p,
  amount_off: null,
  service_ids,
});
const amount = (a: number, service_ids: number[] = []): PromoTerms => ({
  code: 'Take5',
  percent_off: null,
  amount_off: a,
  service_ids,
});
const lines = (...prices: number[]) => prices.map((price, i) => ({ service_id: i + 1, price }));

describe('promo', () => {
  it('matches codes in any case, without the spaces around them', () => {
    expect(normalisePromo('  First20 ')).toBe('FIRST20');
    expect(normalisePromo(null)).toBe('');
  });

  it('rounds the discount half-up to the cent and keeps totals exact', () => {
    expect(priceBooking(lines(0.1, 0.2))).toEqual({
      subtotal: 0.3,
      discount_amount: 0,
      total_amount: 0.3,
      promo_code: null,
    });
    // 20% of 10.13 = 2.026 -> 2.03
    expect(priceBooking(lines(10.13), percent(20))).toMatchObject({
      discount_amount: 2.03,
      total_amount: 8.1,
      promo_code: 'FIRST20',
    });
    // 10% of 0.05 = 0.005 -> 0.01 (half-up)
    expect(priceBooking(lines(0.05), percent(10))).toMatchObject({
      discount_amount: 0.01,
      total_amount: 0.04,
    });
    expect(priceBooking(lines(78, 140), percent(10))).toMatchObject({
      subtotal: 218,
      discount_amount: 21.8,
      total_amount: 196.2,
    });
  });

  it('takes an amount off, never more than the booking costs', () => {
    expect(priceBooking(lines(30, 45), amount(5))).toMatchObject({ discount_amount: 5, total_amount: 70 });
    expect(priceBooking(lines(30), amount(50))).toMatchObject({ discount_amount: 30, total_amount: 0 });
  });

  it('takes off only from the prices of the services the code names', () => {
    // services 1 and 2 at 78 and 140; a code for service 2 only
    expect(priceBooking(lines(78, 140), percent(10, [2]))).toMatchObject({
      subtotal: 218,
      discount_amount: 14,
      total_amount: 204,
    });
    expect(priceBooking(lines(78, 140), amount(100, [1]))).toMatchObject({ discount_amount: 78 });
    expect(appliesTo(percent(10, [3]), [1, 2])).toBe(false);
    expect(appliesTo(percent(10), [1, 2])).toBe(true);
    expect(priceBooking(lines(78), percent(10, [3]))).toMatchObject({ discount_amount: 0, promo_code: null });
  });
});
