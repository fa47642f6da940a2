import { z } from 'zod';
import { Gender, RoleId } from '../enums';
import { Email, NewPassword, OptionalBirthDate, Phone, Required, Username, withoutNames } from '../fields';

export const LoginRequest = z.object({
  username: Required(100),
  password: z.string().min(1, 'required').max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Registration's fields, before the check across them (the client's form adds its repeated password). */
export const RegisterFields = z.object({
  full_name: Required(100),
  username: Username,
  password: NewPassword,
  phone_number: Phone,
  email: Email,
  // both optional, and nothing is assumed: a gender left out is not recorded as any
  gender: Gender.nullish().transform((v) => v ?? null),
  date_of_birth: OptionalBirthDate,
});
export const RegisterRequest = withoutNames(RegisterFields, 'password', ['username', 'email']);
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** What a signed-in customer may edit of their own details (the username and password apart). */
export const ProfileUpdateRequest = RegisterFields.pick({
  full_name: true,
  phone_number: true,
  email: true,
  gender: true,
  date_of_birth: true,
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;

export const CustomerProfile = z.object({
  full_name: z.string(),
  username: z.string(),
  phone_number: z.string(),
  email: z.string(),
  gender: Gender.nullable(),
  date_of_birth: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof CustomerProfile>;

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

// accounts and passwords
export const ChangePasswordRequest = z.object({
  current_password: z.string().min(1, 'required').max(200),
  new_password: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.object({
  token: z.string().trim().min(1, 'required').max(200),
  new_password: NewPassword,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** What the sign-in screens may show: the demo credentials only while they still work. */
export const SignInOptions = z.object({ demo_credentials: z.boolean() });
export type SignInOptions = z.infer<typeof SignInOptions>;

/** Warnings the back office shows in a banner. */
export const BackOfficeNotices = z.object({ demo_passwords: z.boolean(), sandbox_payments: z.boolean() });
export type BackOfficeNotices = z.infer<typeof BackOfficeNotices>;
