/**
 * The personnel form's values and their rules (spec section 5): name, email, phone, speciality and
 * experience required; experience clamped to a whole number of 0 or more (non-numeric is 0); prices
 * 0 or more (non-numeric is 0); the weekly hours valid. Builds the multipart body the API takes.
 */
import type { TimeSlot } from '../../../../shared/contract/availability';
import type { Stylist, WorkingHours } from '../../../../shared/contract/stylists';
import { hoursForForm, hoursValid, primaryShift } from './working-hours';

export type PersonnelValues = {
  full_name: string;
  email: string;
  phone_number: string;
  speciality: string;
  /** The specialties in Chinese; optional (the English ones are shown when empty). */
  speciality_zh: string;
  experience_years: string;
  is_active: boolean;
  prices: Map<number, string>;
  hours: WorkingHours[];
  photo: File | null;
};

export type PersonnelErrors = Partial<
  Record<'full_name' | 'email' | 'phone_number' | 'speciality' | 'experience_years' | 'hours', string>
>;

export function initialValues(stylist: Stylist | null, slots: readonly TimeSlot[]): PersonnelValues {
  return {
    full_name: stylist?.full_name ?? '',
    email: stylist?.email ?? '',
    phone_number: stylist?.phone_number ?? '',
    speciality: stylist?.speciality ?? '',
    speciality_zh: stylist?.speciality_zh ?? '',
    experience_years: String(stylist?.experience_years ?? 0),
    is_active: stylist?.is_active ?? true,
    prices: new Map((stylist?.services ?? []).map((s) => [s.service_id, s.price.toFixed(2)])),
    hours: hoursForForm(stylist?.working_hours, slots),
    photo: null,
  };
}

/** Whole years, 0 or more; anything else is 0. */
export function clampYears(raw: string): number {
  const n = Number(raw);
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

/** A price of 0 or more with cents; anything else is 0. */
export function clampPrice(raw: string): number {
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : 0;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Messages = { required: string; invalidFormat: string; phoneMin: string; invalidSlots: string };

export function validatePersonnel(
  v: PersonnelValues,
  slots: readonly TimeSlot[],
  m: Messages,
): PersonnelErrors {
  const e: PersonnelErrors = {};
  if (!v.full_name.trim()) e.full_name = m.required;
  if (!v.email.trim()) e.email = m.required;
  else if (!EMAIL.test(v.email.trim())) e.email = m.invalidFormat;
  const digits = v.phone_number.replace(/\D/g, '');
  if (!digits) e.phone_number = m.required;
  else if (digits.length < 8) e.phone_number = m.phoneMin;
  if (!v.speciality.trim()) e.speciality = m.required;
  if (v.experience_years.trim() === '') e.experience_years = m.required;
  if (!hoursValid(v.hours, slots)) e.hours = m.invalidSlots;
  return e;
}

/** The multipart body of /stylists/add and /stylists/update. */
export function personnelFormData(v: PersonnelValues, id: number | null): FormData {
  const fd = new FormData();
  if (id) fd.set('id', String(id));
  fd.set('full_name', v.full_name.trim());
  fd.set('email', v.email.trim());
  fd.set('phone_number', v.phone_number.replace(/\D/g, ''));
  fd.set('speciality', v.speciality.trim());
  fd.set('speciality_zh', v.speciality_zh.trim());
  fd.set('experience_years', String(clampYears(v.experience_years)));
  fd.set('is_active', String(v.is_active));
  const shift = primaryShift(v.hours);
  if (shift) {
    fd.set('shift_start_slot_id', String(shift.start));
    fd.set('shift_end_slot_id', String(shift.end));
  }
  for (const serviceId of v.prices.keys()) fd.append('services', String(serviceId));
  fd.set(
    'service_prices',
    JSON.stringify([...v.prices].map(([service_id, price]) => ({ service_id, price: clampPrice(price) }))),
  );
  fd.set('working_hours', JSON.stringify(v.hours));
  if (v.photo) fd.set('profile_image', v.photo);
  return fd;
}
