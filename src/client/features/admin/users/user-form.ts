/**
 * The user form's rules (spec section 5): full name, username and email required; a password on
 * create only (at least 8 characters), never sent on edit; phone optional (8 digits when given);
 * role 1 Super Admin or 2 Staff, default 2; active by default.
 */
import type { AdminUser } from '../../../../shared/contract/users';
import type { RoleId } from '../../../../shared/enums';
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
export type UserErrors = Partial<Record<keyof UserValues, string>>;

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

type Messages = { required: string; invalidFormat: string; phoneMin: string; passwordMin: string };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateUser(v: UserValues, creating: boolean, m: Messages): UserErrors {
  const e: UserErrors = {};
  if (!v.full_name.trim()) e.full_name = m.required;
  if (!v.username.trim()) e.username = m.required;
  else if (!/^[A-Za-z0-9._-]+$/.test(v.username.trim())) e.username = m.invalidFormat;
  if (!v.email.trim()) e.email = m.required;
  else if (!EMAIL.test(v.email.trim())) e.email = m.invalidFormat;
  if (creating && !v.password) e.password = m.required;
  else if (creating && v.password.length < 8) e.password = m.passwordMin;
  const digits = v.phone_number.replace(/\D/g, '');
  if (digits && digits.length < 8) e.phone_number = m.phoneMin;
  return e;
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
