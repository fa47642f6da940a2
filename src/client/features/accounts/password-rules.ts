/** The password forms' rules (spec section 5), as the server checks them again. */
import {
  compact,
  confirmError,
  emailError,
  type FieldError,
  newPasswordError,
  required,
} from '../../components/field-rules';

export type ChangeForm = { current: string; next: string; confirm: string };
export type ResetForm = { next: string; confirm: string };

export const validateChange = (f: ChangeForm): Partial<Record<keyof ChangeForm, FieldError>> =>
  compact({
    current: required(f.current),
    next: newPasswordError(f.next),
    confirm: confirmError(f.next, f.confirm),
  });

export const validateReset = (f: ResetForm): Partial<Record<keyof ResetForm, FieldError>> =>
  compact({ next: newPasswordError(f.next), confirm: confirmError(f.next, f.confirm) });

export const validateForgot = (email: string): FieldError | null => emailError(email);
