/**
 * The service form's rules (spec section 5): name, price and duration required; defaults price 0,
 * duration 30 minutes, category General (10), active. Sent as multipart with an optional image.
 */
import type { Service } from '../../../../shared/contract/catalogue';
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
export type ServiceErrors = Partial<Record<'name' | 'price' | 'duration_minutes', string>>;

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

type Messages = { required: string; invalidFormat: string; durationRange: string };

export function validateService(v: ServiceValues, m: Messages): ServiceErrors {
  const e: ServiceErrors = {};
  if (!v.name.trim()) e.name = m.required;
  const price = Number(v.price);
  if (v.price.trim() === '') e.price = m.required;
  else if (!Number.isFinite(price) || price < 0) e.price = m.invalidFormat;
  const minutes = Number(v.duration_minutes);
  if (v.duration_minutes.trim() === '') e.duration_minutes = m.required;
  else if (!Number.isInteger(minutes) || minutes < 5 || minutes > 480) e.duration_minutes = m.durationRange;
  return e;
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
  fd.set('category_id', String(v.category_id));
  fd.set('is_active', String(v.is_active));
  if (v.image) fd.set('image', v.image);
  return fd;
}
