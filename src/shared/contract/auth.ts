import { z } from 'zod';
import { Gender, RoleId } from '../enums';
import { Email, IsoDate, Phone, Required } from '../fields';

export const LoginRequest = z.object({
  username: Required(100),
  password: z.string().min(1, 'required').max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const RegisterRequest = z.object({
  full_name: Required(100),
  username: Required(50).regex(/^[A-Za-z0-9._-]+$/, 'invalid_format'),
  password: z.string().min(1, 'required').min(8, 'password_min_length').max(200),
  phone_number: Phone,
  email: Email,
  gender: Gender.default(1),
  date_of_birth: IsoDate,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const CustomerSession = z.object({
  auth_token: z.string(),
  customer_id: z.number().int(),
  full_name: z.string(),
  username: z.string(),
  phone_number: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
});
export type CustomerSession = z.infer<typeof CustomerSession>;

export const AdminSession = z.object({
  auth_token: z.string(),
  user_id: z.number().int(),
  full_name: z.string(),
  username: z.string(),
  phone_number: z.string(),
  email: z.string(),
  role_id: RoleId,
});
export type AdminSession = z.infer<typeof AdminSession>;

/** Who the bearer token belongs to; used to restore a session on load. */
export const Me = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('customer'), customer: CustomerSession.omit({ auth_token: true }) }),
  z.object({ kind: z.literal('admin'), user: AdminSession.omit({ auth_token: true }) }),
]);
export type Me = z.infer<typeof Me>;
