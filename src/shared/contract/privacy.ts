/**
 * Personal data on request: a customer's own data as JSON, the erasure of their account, the desk's
 * erasure of a client who asks in person. Erasure anonymises the person; the salon's financial
 * records (amounts, dates, services) stay.
 */
import { z } from 'zod';
import { INT32_MAX } from '../fields';

const Row = z.record(z.string(), z.unknown());

/** Everything the salon holds about the signed-in customer, and nothing about anyone else. */
export const AccountExport = z.object({
  exported_at: z.string(),
  profile: Row,
  bookings: z.array(Row),
  payments: z.array(Row),
  ratings: z.array(Row),
  push_devices: z.array(Row),
  waitlist_entries: z.array(Row),
});
export type AccountExport = z.infer<typeof AccountExport>;

/** The account's password again: a borrowed, unlocked phone cannot erase its owner. */
export const AccountDeleteRequest = z.object({ password: z.string().min(1, 'required').max(200) });
export type AccountDeleteRequest = z.infer<typeof AccountDeleteRequest>;

/** A client by id, or (id 0) a guest client known only from their bookings, by one of them. */
export const ClientEraseRequest = z
  .object({
    client_id: z.coerce.number().int().min(0).max(INT32_MAX),
    booking_id: z.coerce.number().int().positive().max(INT32_MAX).optional(),
  })
  .refine((v) => v.client_id > 0 || v.booking_id !== undefined, { path: ['client_id'], message: 'required' });
export type ClientEraseRequest = z.infer<typeof ClientEraseRequest>;

export const ErasureResult = z.object({
  /** How many bookings had their contact details anonymised. */
  bookings: z.number().int(),
});
export type ErasureResult = z.infer<typeof ErasureResult>;
