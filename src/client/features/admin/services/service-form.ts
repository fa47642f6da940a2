/**
 * The service form (docs/product.md §5), checked with the call's own schema (`ServiceForm`): name,
 * price and duration required (the inputs may not be left blank, though the call defaults them);
 * processing time and clean-up optional (0), processing inside the service; defaults price 0,
 * duration 30 minutes, category General (10), active. Sent as multipart with an
 * optional image.
 */
import { z } from 'zod';
import { checkServiceTime, type Service, ServiceFields } from '#shared/contract/catalogue';
import { type FormErrors, formErrors } from '../../../lib/form-check';
import { CATEGORY_GENERAL } from '../lib/constants';

export type ServiceValues = {
  name: string;
  name_zh: string;
  description: string;
  description_zh: string;
  price: string;
  duration_minutes: string;
  processing_start_minutes: string;
  processing_minutes: string;
  buffer_minutes: string;
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
    processing_start_minutes: String(s?.processing_start_minutes ?? 0),
    processing_minutes: String(s?.processing_minutes ?? 0),
    buffer_minutes: String(s?.buffer_minutes ?? 0),
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

const ServiceValuesSchema = ServiceFields.extend({
  price: filled(ServiceFields.shape.price),
  duration_minutes: filled(ServiceFields.shape.duration_minutes),
}).superRefine((v, ctx) => checkServiceTime(v as never, ctx));

export const serviceErrors = (v: ServiceValues): ServiceErrors => formErrors(ServiceValuesSchema, v);

/** The minutes the diagram draws, as typed so far (blank or not a number: 0). */
export function typedServiceTime(v: ServiceValues) {
  const n = (s: string) => (Number.isFinite(Number(s)) ? Math.max(0, Math.round(Number(s))) : 0);
  return {
    durationMinutes: n(v.duration_minutes),
    processingStartMinutes: n(v.processing_start_minutes),
    processingMinutes: n(v.processing_minutes),
    bufferMinutes: n(v.buffer_minutes),
  };
}

export function serviceFormData(v: ServiceValues, id: number | null): FormData {
  const fd = new FormData();
  if (id) fd.set('id', String(id));
  fd.set('name', v.name.trim());
  fd.set('name_zh', v.name_zh.trim());
  fd.set('description', v.description.trim());
  fd.set('description_zh', v.description_zh.trim());
  fd.set('price', String(Math.round(Number(v.price) * 100) / 100));
  fd.set('duration_minutes', String(Number(v.duration_minutes)));
  const time = typedServiceTime(v);
  fd.set('processing_start_minutes', String(time.processingStartMinutes));
  fd.set('processing_minutes', String(time.processingMinutes));
  fd.set('buffer_minutes', String(time.bufferMinutes));
  fd.set('category_id', String(v.category_id));
  fd.set('is_active', String(v.is_active));
  if (v.image) fd.set('image', v.image);
  return fd;
}
