import { describe, expect, it } from 'vitest';
import { serviceFormData, serviceValues, validateService } from './service-form';

const m = { required: 'req', invalidFormat: 'fmt', durationRange: 'range' };

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
    expect(validateService({ ...serviceValues(null), price: '', duration_minutes: '' }, m)).toEqual({
      name: 'req',
      price: 'req',
      duration_minutes: 'req',
    });
    expect(
      validateService({ ...serviceValues(null), name: 'Cut', price: '-1', duration_minutes: '2' }, m),
    ).toEqual({ price: 'fmt', duration_minutes: 'range' });
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
