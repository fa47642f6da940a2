import { describe, expect, it } from 'vitest';
import { serviceErrors, serviceFormData, serviceValues } from './service-form';

describe('service form', () => {
  it('defaults to price 0, 30 minutes, category General (10) and active', () => {
    expect(serviceValues(null)).toMatchObject({
      price: '0.00',
      duration_minutes: '30',
      category_id: 10,
      is_active: true,
    });
  });

  it('requires name, price and duration', () => {
    expect(serviceErrors({ ...serviceValues(null), price: '', duration_minutes: '' })).toEqual({
      name: { code: 'required' },
      price: { code: 'required' },
      duration_minutes: { code: 'required' },
    });
    expect(
      serviceErrors({ ...serviceValues(null), name: 'Cut', price: '-1', duration_minutes: '2' }),
    ).toEqual({
      price: { code: 'too_small', min: 0 },
      duration_minutes: { code: 'too_small', min: 5 },
    });
  });

  it('sends the chosen category and rounds the price to cents', () => {
    const fd = serviceFormData(
      { ...serviceValues(null), name: 'Cut', price: '12.345', category_id: 2 },
      null,
    );
    expect(fd.get('category_id')).toBe('2');
    expect(fd.get('price')).toBe('12.35');
    expect(fd.get('id')).toBeNull();
  });
});
