/** Rating a visit: by signed link, or as the signed-in owner (docs/decisions.md). */
import { z } from 'zod';
import { Id, IdOrZero } from '../fields';

export const RatingSubmitRequest = z.object({
  booking_id: Id,
  customer_id: IdOrZero.default(0),
  rating: z.coerce.number().int().min(1, 'rating_required').max(5, 'rating_range'),
  service_id: Id.nullable().optional(),
  stylist_id: Id.nullable().optional(),
  comment: z.string().trim().max(500).default(''),
  /** The signed token from the rating link; not needed by the signed-in owner. */
  t: z.string().max(300).optional(),
});
export type RatingSubmitRequest = z.infer<typeof RatingSubmitRequest>;
export const RatingSubmitResponse = z.object({ rating_id: z.number().int(), already_submitted: z.boolean() });
export type RatingSubmitResponse = z.infer<typeof RatingSubmitResponse>;

export const RatingStateRequest = z.object({
  booking_id: Id,
  customer_id: IdOrZero.default(0),
  t: z.string().max(300).optional(),
});
export type RatingStateRequest = z.infer<typeof RatingStateRequest>;

export const RatingState = z.object({
  booking_id: z.number().int(),
  customer_id: z.number().int(),
  stylist_id: z.number().int(),
  stylist_name: z.string(),
  stylist_photo_url: z.string().nullable(),
  appointment_date: z.string(),
  appointment_start_time: z.string(),
  services: z.array(z.object({ service_id: z.number().int(), name: z.string() })),
  completed: z.boolean(),
  rated: z.boolean(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
});
export type RatingState = z.infer<typeof RatingState>;
