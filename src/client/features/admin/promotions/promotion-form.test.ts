import { describe, expect, it } from 'vitest';
import { promotionBody, promotionErrors, promotionValues } from './promotion-form';

const values = (over: Partial<ReturnType<typeof promotionValues>>) => ({ ...promotionValues(null), ...over });

describe('the promo code form', () => {
  it('sends a percentage code with its limits, leaving empty ones out', () => {
    const v = values({ code: ' spring ', value: '15', max_uses: '100', service_ids: [3] });
    expect(promotionErrors(v, null)).toEqual({});
    expect(promotionBody(v, null)).toMatchObject({
      code: 'spring',
      percent_off: 15,
      amount_off: null,
      max_uses: 100,
      uses_per_customer: null,
      valid_from: null,
      service_ids: [3],
    });
  });

  it('shows the schema’s problems on the fields: a percentage past 100, dates out of order, a bad code', () => {
    const errors = promotionErrors(
      values({ code: 'NO WAY', value: '120', valid_from: '2026-12-10', valid_to: '2026-12-01' }),
      null,
    );
    expect(errors.code).toMatchObject({ code: 'promo_code_format' });
    expect(errors.value).toMatchObject({ code: 'too_big', max: 100 });
    expect(errors.valid_to).toMatchObject({ code: 'promo_dates_order' });
  });

  it('asks for the amount of an amount code', () => {
    expect(promotionErrors(values({ code: 'TEN', kind: 'amount', value: '' }), 7).value).toMatchObject({
      code: 'required',
    });
  });
});
