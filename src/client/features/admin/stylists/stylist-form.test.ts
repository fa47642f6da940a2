import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '#shared/contract/availability';
import { gridTimes } from '#shared/domain/slots';
import { clampPrice, clampYears, initialValues, stylistErrors, stylistFormData } from './stylist-form';

const slots: TimeSlot[] = gridTimes().map((t, i) => ({
  id: i + 1,
  start_time: t,
  end_time: t,
  display_time: t,
}));
const required = { code: 'required' };

describe('stylist form', () => {
  it('starts a new stylist active, with 0 years and the default weekly hours', () => {
    const v = initialValues(null, slots);
    expect(v).toMatchObject({ is_active: true, experience_years: '0' });
    expect(v.hours).toHaveLength(7);
  });

  it('requires name, email, phone, specialty and experience', () => {
    const e = stylistErrors({ ...initialValues(null, slots), experience_years: '' }, slots, 'slots');
    expect(e).toEqual({
      full_name: required,
      email: required,
      phone_number: required,
      speciality: required,
      experience_years: required,
    });
  });

  it('checks the email form, 8 phone digits and the hours', () => {
    const v = {
      ...initialValues(null, slots),
      full_name: 'A',
      email: 'a@',
      phone_number: '1234',
      speciality: 'Cuts',
    };
    v.hours = v.hours.map((h) => (h.weekday === 1 ? { ...h, end_slot_id: h.start_slot_id } : h));
    expect(stylistErrors(v, slots, 'slots')).toEqual({
      email: { code: 'invalid_format' },
      phone_number: { code: 'phone_min_digits' },
      hours: 'slots',
    });
  });

  it('clamps experience to whole years of 0 or more and prices to 0 or more', () => {
    expect(clampYears('3.7')).toBe(3);
    expect(clampYears('-2')).toBe(0);
    expect(clampYears('abc')).toBe(0);
    expect(clampPrice('12.345')).toBe(12.35);
    expect(clampPrice('x')).toBe(0);
    expect(clampPrice('-1')).toBe(0);
  });

  it('sends services as repeated ids, prices and all seven days as JSON', () => {
    const v = {
      ...initialValues(null, slots),
      full_name: 'Ann',
      email: 'a@b.co',
      phone_number: '8123 4567',
      speciality: 'Cuts',
    };
    v.prices = new Map([
      [3, '50'],
      [5, '12.5'],
    ]);
    const fd = stylistFormData(v, 9);
    expect(fd.get('id')).toBe('9');
    expect(fd.get('phone_number')).toBe('81234567');
    expect(fd.getAll('services')).toEqual(['3', '5']);
    expect(JSON.parse(String(fd.get('service_prices')))).toEqual([
      { service_id: 3, price: 50 },
      { service_id: 5, price: 12.5 },
    ]);
    expect(JSON.parse(String(fd.get('working_hours')))).toHaveLength(7);
    expect(fd.get('shift_start_slot_id')).toBe('1');
    expect(fd.get('shift_end_slot_id')).toBe('17');
  });

  it("sends the stylist's own length of a service, clears it, and checks it with the call's rule", () => {
    const v = {
      ...initialValues(null, slots),
      full_name: 'Ann',
      email: 'a@b.co',
      phone_number: '81234567',
      speciality: 'Cuts',
    };
    v.prices = new Map([
      [2, '30'],
      [3, '50'],
      [5, '12'],
    ]);
    v.minutes = new Map([
      [2, '45'],
      [3, ''],
    ]);
    expect(JSON.parse(String(stylistFormData(v, 9).get('service_prices')))).toEqual([
      { service_id: 2, price: 30, duration_minutes: 45 },
      { service_id: 3, price: 50, duration_minutes: null },
      { service_id: 5, price: 12 },
    ]);
    expect(stylistErrors(v, slots, 'slots')).toEqual({});
    for (const bad of ['47', '3', '601', 'x'])
      expect(stylistErrors({ ...v, minutes: new Map([[2, bad]]) }, slots, 'slots').minutes).toBeDefined();
  });
});
