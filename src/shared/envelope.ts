/**
 * The one response shape of every API call: `{ success, data, errors, message, code }`, and on a
 * refused form `field_errors` ({ field: message }, the same messages as `errors` by field).
 * `code` is a stable machine code the client can react to; `message` is in the caller's language.
 */
import { z } from 'zod';

export const ErrorCode = z.enum([
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'slot_taken',
  /** The booking's total differs from the `expected_total` the client showed; `data` has the new one. */
  'price_changed',
  /** The promo code does not apply (any more); `data.reason` says why (contract/promotions.ts). */
  'promo_not_applicable',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'too_many_holds',
  'invalid_signature',
  'no_stylists',
  /** The database cannot serve just now (restarting, unreachable, disk full): try again after Retry-After. */
  'unavailable',
  /** A link or offer that ran out (410): what it offered is no longer held. */
  'gone',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.nullable(),
    errors: z.array(z.string()),
    message: z.string(),
    code: ErrorCode.optional(),
    /** A 400 `validation`: one message per bad field, keyed by the field's name (`email`, `services.0`). */
    field_errors: z.record(z.string(), z.string()).optional(),
  });
}

export type Envelope<T> = {
  success: boolean;
  data: T | null;
  errors: string[];
  message: string;
  code?: ErrorCode;
  field_errors?: Record<string, string>;
};
