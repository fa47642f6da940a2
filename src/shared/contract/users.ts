/** Back-office staff accounts (not customers). */
import { z } from 'zod';
import { RoleId } from '../enums';
import { Email, Id, PageInfo, Required, StaffPassword, Username, withoutNames } from '../fields';
import { FormBool } from './stylists';

export const AdminUser = z.object({
  id: z.number().int(),
  full_name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  role_id: RoleId,
  is_active: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const UserPage = PageInfo.extend({ users: z.array(AdminUser) });
export type UserPage = z.infer<typeof UserPage>;

const OptionalPhone = z
  .string()
  .max(40)
  .transform((s) => s.replace(/\D/g, ''))
  .refine((s) => s === '' || s.length >= 8, 'phone_min_digits')
  .default('');

const UserFields = z.object({
  full_name: Required(100),
  username: Username,
  email: Email,
  phone_number: OptionalPhone,
  role_id: z.coerce.number().pipe(RoleId).default(2),
  is_active: FormBool.default(true),
});

export const UserAddRequest = withoutNames(UserFields.extend({ password: StaffPassword }), 'password', [
  'username',
  'email',
]);
export type UserAddRequest = z.infer<typeof UserAddRequest>;
/** Update never carries a password; one sent is dropped. */
export const UserUpdateRequest = UserFields.extend({ id: Id });
export type UserUpdateRequest = z.infer<typeof UserUpdateRequest>;

/** A Super Admin sets a staff member's password (their other sessions end). */
export const UserSetPasswordRequest = z.object({ id: Id, new_password: StaffPassword });
export type UserSetPasswordRequest = z.infer<typeof UserSetPasswordRequest>;
