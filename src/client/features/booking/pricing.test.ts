import { describe, expect, it } from 'vitest';
import type { Service } from '#shared/contract/catalogue';
import { splitDuration, summaryLines, totalsOf } from './pricing';
import type { Promo } from './wizard-choices';

const service = (id: number, price: number, duration_minutes: number): Service => ({
  id,
  name: `S${id}`,
  name_zh: null,
  description: '',
  description_zh: null,
  duration_minutes,
  processing_start_minutes: 0,
  processing_minutes: 0,
  buffer_minutes: 0,
  price,
  image_url: null,
  category_id: 1,
  category_name: 'Hair',
  is_active: true,
  protection: null,
});
const catalogue = [service(1, 68, 60), service(2, 38, 30), service(3, 19.99, 15)];
const promo = (over: Partial<Promo>): Promo => ({
  code: 'FIRST20',
  percent_off: 20,
  amount_off: null,
  service_ids: [],
  first_visit_only: true,
  ...over,
});

describe('the summary totals', () => {
  it('shows the base prices until a stylist is chosen, then that stylist’s prices', () => {
    expect(summaryLines(catalogue, [1, 2], null).map((l) => l.price)).toEqual([68, 38]);
    const mei = { id: 1, full_name: 'Mei', photo_url: null, prices: { 1: 78 } };
    expect(summaryLines(catalogue, [1, 2], mei).map((l) => l.price)).toEqual([78, 38]);
  });

  it('gives 20% off with a percentage code, with subtotal, discount, its code and total', () => {
    const totals = totalsOf(
      summaryLines(catalogue, [1, 2], { id: 1, full_name: 'Mei', photo_url: null, prices: { 1: 78 } }),
      promo({}),
    );
    expect(totals).toMatchObject({
      subtotal: 116,
      discount_amount: 23.2,
      total_amount: 92.8,
      promo_code: 'FIRST20',
      duration: 90,
    });
  });

  it('rounds a percentage half-up to the cent', () => {
    // 19.99 + 38 = 57.99; 10% = 5.799 -> 5.80
    const totals = totalsOf(
      summaryLines(catalogue, [3, 2], null),
      promo({ code: 'WELCOME10', percent_off: 10 }),
    );
    expect(totals).toMatchObject({ subtotal: 57.99, discount_amount: 5.8, total_amount: 52.19 });
  });

  it('takes an amount off only the services the code names', () => {
    const totals = totalsOf(
      summaryLines(catalogue, [1, 2], null),
      promo({ code: 'NAILS50', percent_off: null, amount_off: 50, service_ids: [2] }),
    );
    expect(totals).toMatchObject({ subtotal: 106, discount_amount: 38, total_amount: 68 });
  });

  it('shows no discount and no code without a promo', () => {
    expect(totalsOf(summaryLines(catalogue, [1], null), null)).toMatchObject({
      discount_amount: 0,
      total_amount: 68,
      promo_code: null,
    });
  });

  it('ignores chosen ids the catalogue does not (yet) have', () => {
    expect(summaryLines(catalogue, [1, 99], null)).toHaveLength(1);
    expect(summaryLines(undefined, [1], null)).toEqual([]);
  });

  it('splits a duration into hours and minutes', () => {
    expect(splitDuration(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitDuration(45)).toEqual({ hours: 0, minutes: 45 });
  });
});
