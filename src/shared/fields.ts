/** Field rules reused across contracts (spec section 5). */
import { z } from 'zod';

export const Id = z.coerce.number().int().positive();
export const Text = (max: number) => z.string().trim().max(max);
export const Required = (max: number) => z.string().trim().min(1, 'required').max(max);
export const Email = z.string().trim().min(1, 'required').max(254).email('invalid_format');
/** Phones keep digits only; at least 8 digits. */
export const Phone = z
  .string()
  .transform((s) => s.replace(/\D/g, ''))
  .pipe(z.string().min(1, 'required').min(8, 'phone_min_digits').max(20, 'invalid_format'));
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_format');
export const Money = z.number().nonnegative();
export const PageNumber = z.coerce.number().int().min(1).max(100000).default(1);
export const PageSize = z.coerce.number().int().min(1).max(100).default(10);
export const SearchText = z.string().trim().max(100).default('');

export const PagedRequest = z.object({
  search_text: SearchText,
  page_number: PageNumber,
  page_size: PageSize,
});
export type PagedRequest = z.infer<typeof PagedRequest>;

export const PageInfo = z.object({
  total_records: z.number().int(),
  total_page_count: z.number().int(),
  page_number: z.number().int(),
  page_size: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfo>;

export const Empty = z.object({}).default({});
export const Ok = z.null();
export const ById = z.object({ id: Id });
