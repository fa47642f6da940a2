/** Services and their categories, as the customer sees them and as the back office edits them. */
import { z } from 'zod';
import { PROTECTION_KINDS } from '../domain/protection';
import { serviceTimeProblem } from '../domain/service-time';
import { Id, IdOrZero, PageInfo } from '../fields';

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
});
export type Category = z.infer<typeof Category>;

export const Service = z.object({
  id: z.number().int(),
  name: z.string(),
  name_zh: z.string().nullable(),
  description: z.string(),
  description_zh: z.string().nullable(),
  duration_minutes: z.number().int(),
  /** From this minute the stylist is free while the client waits (a colour developing)... */
  processing_start_minutes: z.number().int(),
  /** ...for this long (0: no processing time). */
  processing_minutes: z.number().int(),
  /** Clean-up after the client leaves: the stylist is busy, not part of the visit. */
  buffer_minutes: z.number().int(),
  price: z.number(),
  image_url: z.string().nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  is_active: z.boolean(),
  /** This service's own no-show protection (a colour asks a deposit); null follows the salon's policy. */
  protection: z.enum(PROTECTION_KINDS).nullable(),
});
export type Service = z.infer<typeof Service>;

export const ServicesListRequest = z.object({ category_id: IdOrZero.default(0) });
export type ServicesListRequest = z.infer<typeof ServicesListRequest>;

export const ServicePage = PageInfo.extend({ services: z.array(Service) });
export type ServicePage = z.infer<typeof ServicePage>;

/** Minutes of a service's parts: 0 (none) up to the longest service. */
const PartMinutes = z.coerce.number().int().min(0).max(480).default(0);

/**
 * The service form (multipart on the wire; the image travels as a file part `image`).
 * Defaults: price 0, duration 30 minutes, no processing time or clean-up, category 10 (General),
 * active.
 */
export const ServiceFields = z.object({
  name: z.string().trim().min(1, 'required').max(100),
  name_zh: z.string().trim().max(100).optional().default(''),
  description: z.string().trim().max(1000).default(''),
  description_zh: z.string().trim().max(1000).optional().default(''),
  price: z.coerce.number().min(0).max(100000).default(0),
  duration_minutes: z.coerce.number().int().min(5).max(480).default(30),
  processing_start_minutes: PartMinutes,
  processing_minutes: PartMinutes,
  buffer_minutes: PartMinutes.pipe(z.number().max(120)),
  category_id: Id.default(10),
  is_active: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'on')
    .default(true),
  /**
   * `salon` follows the salon's no-show protection (so does null, as the list answers it); left
   * out, an edit keeps what is saved.
   */
  protection: z
    .enum(['salon', ...PROTECTION_KINDS])
    .nullable()
    .optional()
    .transform((v) => (v === null ? 'salon' : v)),
});

/** Processing time starts after some work and ends before the service does (a finishing part). */
export function checkServiceTime(f: z.infer<typeof ServiceFields>, ctx: z.RefinementCtx) {
  const problem = serviceTimeProblem({
    durationMinutes: f.duration_minutes,
    processingStartMinutes: f.processing_start_minutes,
    processingMinutes: f.processing_minutes,
    bufferMinutes: f.buffer_minutes,
  });
  if (problem) ctx.addIssue({ code: 'custom', path: ['processing_minutes'], message: problem });
}

export const ServiceForm = ServiceFields.superRefine(checkServiceTime);
export type ServiceForm = z.infer<typeof ServiceForm>;
export const ServiceUpdateForm = ServiceFields.extend({ id: Id }).superRefine(checkServiceTime);
export type ServiceUpdateForm = z.infer<typeof ServiceUpdateForm>;
