/**
 * The user form (docs/product.md §5), checked with the calls' own schemas: `UserAddRequest` on create
 * (with the password), `UserUpdateRequest` on edit (never a password); phone optional (8 digits
 * when given); role 1 Super Admin or 2 Staff, default 2; active by default.
 */
import { type AdminUser, UserAddRequest, UserUpdateRequest } from '#shared/contract/users';
import type { RoleId } from '#shared/enums';
import { type FormErrors, formErrors } from '../../../lib/form-check';
import { ROLE_STAFF } from '../lib/constants';

export type UserValues = {
  full_name: string;
  username: string;
  password: string;
  phone_number: string;
  email: string;
  role_id: RoleId;
  is_active: boolean;
};
export type UserErrors = FormErrors<keyof UserValues>;

export function userValues(user: AdminUser | null): UserValues {
  return {
    full_name: user?.full_name ?? '',
    username: user?.username ?? '',
    password: '',
    phone_number: user?.phone_number ?? '',
    email: user?.email ?? '',
    role_id: user?.role_id ?? ROLE_STAFF,
    is_active: user?.is_active ?? true,
  };
}

const UserEdit = UserUpdateRequest.omit({ id: true });

/** The schema's problems with the form, as the call it makes would have them. */
export function userErrors(v: UserValues, creating: boolean): UserErrors {
  return creating ? formErrors(UserAddRequest, userBody(v, null)) : formErrors(UserEdit, userBody(v, 1));
}

/** The body of /users/add (with the password) or /users/update (with the id, without it). */
export function userBody(v: UserValues, id: number | null) {
  const base = {
    full_name: v.full_name.trim(),
    username: v.username.trim(),
    email: v.email.trim(),
    phone_number: v.phone_number.replace(/\D/g, ''),
    role_id: v.role_id,
    is_active: v.is_active,
  };
  return id ? { ...base, id } : { ...base, password: v.password };
}
