/**
 * The service form (docs/product.md §5), checked with the call's own schema (`ServiceForm`): name,
 * price and duration required (the inputs may not be left blank, though the call defaults them);
 * defaults price 0, duration 30 minutes, category General (10), active. Sent as multipart with an
 * optional image.
 */
import { z } from 'zod';
import { type Service, ServiceForm } from '../../../../shared/contract/catalogue';
import { type FormErrors, formErrors } from '../../../lib/form-check';
import { CATEGORY_GENERAL } from '../lib/constants';

export type ServiceValues = {
  name: string;
  name_zh: string;
  description: string;
  description_zh: string;
  price: string;
  duration_minutes: string;
  category_id: number;
  is_active: boolean;
  image: File | null;
};
export type ServiceErrors = FormErrors<keyof ServiceValues>;

export function serviceValues(s: Service | null): ServiceValues {
  return {
    name: s?.name ?? '',
    name_zh: s?.name_zh ?? '',
    description: s?.description ?? '',
    description_zh: s?.description_zh ?? '',
    price: (s?.price ?? 0).toFixed(2),
    duration_minutes: String(s?.duration_minutes ?? 30),
    category_id: s?.category_id ?? CATEGORY_GENERAL,
    is_active: s?.is_active ?? true,
    image: null,
  };
}

/** A number input that may not be left blank, then the call's own rule for it. */
const filled = (rule: z.ZodType<unknown, unknown>) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .pipe(rule as z.ZodType<unknown, string>);

const ServiceValuesSchema = ServiceForm.extend({
  price: filled(ServiceForm.shape.price),
  duration_minutes: filled(ServiceForm.shape.duration_minutes),
});

export const serviceErrors = (v: ServiceValues): ServiceErrors => formErrors(ServiceValuesSchema, v);

export function serviceFormData(v: ServiceValues, id: number | null): FormData {
  const fd = new FormData();
  if (id) fd.set('id', String(id));
  fd.set('name', v.name.trim());
  fd.set('name_zh', v.name_zh.trim());
  fd.set('description', v.description.trim());
  fd.set('description_zh', v.description_zh.trim());
  fd.set('price', String(Math.round(Number(v.price) * 100) / 100));
  fd.set('duration_minutes', String(Number(v.duration_minutes)));
  fd.set('category_id', String(v.category_id));
  fd.set('is_active', String(v.is_active));
  if (v.image) fd.set('image', v.image);
  return fd;
}
