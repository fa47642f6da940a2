/**
 * The stylist form's values, checked with the call's own schema (`StylistForm`, docs/product.md §5):
 * name, email, phone, specialty and experience required; experience clamped to a whole number of 0
 * or more (non-numeric is 0); prices 0 or more (non-numeric is 0); the weekly hours on the salon's
 * grid. Builds the multipart body the API takes.
 */
import { z } from 'zod';
import type { TimeSlot } from '#shared/contract/availability';
import { type Stylist, StylistForm, StylistMinutes, type WorkingHours } from '#shared/contract/stylists';
import { type FormErrors, formErrors } from '../../../lib/form-check';
import { hoursForForm, hoursValid, primaryShift } from './working-hours';

export type StylistValues = {
  full_name: string;
  email: string;
  phone_number: string;
  speciality: string;
  /** The specialties in Chinese; optional (the English ones are shown when empty). */
  speciality_zh: string;
  experience_years: string;
  is_active: boolean;
  prices: Map<number, string>;
  /** The stylist's own length of a service in minutes (a junior takes longer); '' or absent: the service's own. */
  minutes: Map<number, string>;
  hours: WorkingHours[];
  photo: File | null;
};

export type StylistErrors = FormErrors<keyof StylistValues>;

export function initialValues(stylist: Stylist | null, slots: readonly TimeSlot[]): StylistValues {
  return {
    full_name: stylist?.full_name ?? '',
    email: stylist?.email ?? '',
    phone_number: stylist?.phone_number ?? '',
    speciality: stylist?.speciality ?? '',
    speciality_zh: stylist?.speciality_zh ?? '',
    experience_years: String(stylist?.experience_years ?? 0),
    is_active: stylist?.is_active ?? true,
    prices: new Map((stylist?.services ?? []).map((s) => [s.service_id, s.price.toFixed(2)])),
    minutes: new Map(
      (stylist?.services ?? []).flatMap((s) =>
        s.duration_minutes === null ? [] : [[s.service_id, String(s.duration_minutes)] as const],
      ),
    ),
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

/** The details the schema checks; experience may not be left blank (the call reads blank as 0). */
const Details = StylistForm.pick({
  full_name: true,
  email: true,
  phone_number: true,
  speciality: true,
}).extend({
  experience_years: z.string().trim().min(1, 'required'),
});

/**
 * The schema's problems with the details, and `invalidSlots` ('Please select valid start
 * and end slots') for the hours when a working day is off the salon's grid.
 */
export function stylistErrors(
  v: StylistValues,
  slots: readonly TimeSlot[],
  invalidSlots: string,
): StylistErrors {
  const found: StylistErrors = formErrors(Details, v);
  if (!hoursValid(v.hours, slots)) found.hours = invalidSlots;
  // each offered service's own length, by the call's own rule (5 to 600 minutes, steps of 5)
  for (const id of v.prices.keys()) {
    const problem = formErrors<'body'>(StylistMinutes, (v.minutes.get(id) ?? '').trim()).body;
    if (problem) {
      found.minutes = problem;
      break;
    }
  }
  return found;
}

/** The multipart body of /stylists/add and /stylists/update. */
export function stylistFormData(v: StylistValues, id: number | null): FormData {
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
    JSON.stringify(
      [...v.prices].map(([service_id, price]) => {
        const row = { service_id, price: clampPrice(price) };
        // a length only where one was given or cleared (absent: the stylist's length stays as saved)
        const minutes = v.minutes.get(service_id)?.trim();
        if (minutes === undefined) return row;
        return { ...row, duration_minutes: minutes === '' ? null : Number(minutes) };
      }),
    ),
  );
  fd.set('working_hours', JSON.stringify(v.hours));
  if (v.photo) fd.set('profile_image', v.photo);
  return fd;
}
