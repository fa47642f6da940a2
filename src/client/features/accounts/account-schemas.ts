/**
 * The account forms' schemas: the shared contract's, plus the repeated password every form that
 * chooses one asks for. Customer pages load this module when a form is first checked.
 */
import { z } from 'zod';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  ProfileUpdateRequest,
  RegisterRequest,
} from '../../../shared/contract/auth';
import { NewPassword } from '../../../shared/fields';

/** `confirm_password` must be filled in and equal the chosen password (`field`). */
function confirmed<S extends z.ZodObject, F extends keyof z.infer<S> & string>(schema: S, field: F) {
  return schema
    .extend({ confirm_password: z.string().min(1, 'required') })
    .refine((v: Record<string, unknown>) => v.confirm_password === v[field], {
      path: ['confirm_password'],
      message: 'passwords_mismatch',
    });
}

export const LoginForm = LoginRequest;
export const RegisterForm = confirmed(RegisterRequest, 'password');
export const ForgotForm = ForgotPasswordRequest;
export const ProfileForm = ProfileUpdateRequest;
export const ChangePasswordForm = confirmed(ChangePasswordRequest, 'new_password');
/** The reset page and a Super Admin setting a staff member's password. */
export const NewPasswordForm = confirmed(z.object({ new_password: NewPassword }), 'new_password');
