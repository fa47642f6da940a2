/**
 * The account forms' schemas: the shared contract's, plus the repeated password every form that
 * chooses one asks for. Customer pages load this module when a form is first checked.
 */
import { z } from 'zod';
import type { PasswordHolder } from '#shared/constants';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  ProfileUpdateRequest,
  RegisterFields,
} from '#shared/contract/auth';
import { NewPassword, StaffPassword, withoutNames } from '#shared/fields';
import { containsName } from '#shared/password-rule';

/** `confirm_password` must be filled in and equal the chosen password (`field`). */
function confirmed<S extends z.ZodObject, F extends keyof z.infer<S> & string>(schema: S, field: F) {
  return schema
    .extend({ confirm_password: z.string().min(1, 'required') })
    .refine((v: Record<string, unknown>) => v.confirm_password === v[field], {
      path: ['confirm_password'],
      message: 'passwords_mismatch',
    });
}

/** The account a password is chosen for, when the form knows it: its length and names follow the rule. */
export type PasswordAccount = { holder: PasswordHolder; username: string; email: string };

const passwordOf = (account: PasswordAccount) =>
  (account.holder === 'staff' ? StaffPassword : NewPassword).refine(
    (p) => !containsName(p, [account.username, account.email]),
    'password_has_name',
  );

export const LoginForm = LoginRequest;
export const RegisterForm = withoutNames(confirmed(RegisterFields, 'password'), 'password', [
  'username',
  'email',
]);
export const ForgotForm = ForgotPasswordRequest;
/** Changing one's own password. */
export const changePasswordForm = (account: PasswordAccount) =>
  confirmed(
    z.object({
      current_password: ChangePasswordRequest.shape.current_password,
      new_password: passwordOf(account),
    }),
    'new_password',
  );
/** A Super Admin setting a staff member's password. */
export const setPasswordForm = (account: PasswordAccount) =>
  confirmed(z.object({ new_password: passwordOf(account) }), 'new_password');
/** The reset page: whose account the link opens only the server knows, and checks. */
export const ProfileForm = ProfileUpdateRequest;
export const NewPasswordForm = confirmed(z.object({ new_password: NewPassword }), 'new_password');
