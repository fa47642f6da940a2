/**
 * Client-side field rules of spec section 5, as pure functions returning a translation key of the
 * `errors` group (common namespace) or null. The server checks again with the shared schemas.
 */

export type FieldError =
  | 'required'
  | 'invalidFormat'
  | 'phoneMin'
  | 'invalidPhone'
  | 'passwordMin'
  | 'passwordsMismatch'
  | 'usernameFormat';

/** Phone inputs keep digits only. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const required = (value: string): FieldError | null => (value.trim() ? null : 'required');

export function emailError(value: string): FieldError | null {
  if (!value.trim()) return 'required';
  return EMAIL.test(value.trim()) ? null : 'invalidFormat';
}

/** At least 8 digits; `short` is the message for too few digits (registration and checkout word it differently). */
export function phoneError(value: string, short: FieldError = 'phoneMin'): FieldError | null {
  const digits = digitsOnly(value);
  if (!digits) return 'required';
  if (digits.length < 8) return short;
  return digits.length > 20 ? 'invalidFormat' : null;
}

/** A new password: required, at least 8 characters (the server's rule too). */
export function newPasswordError(password: string): FieldError | null {
  if (!password) return 'required';
  return password.length < 8 ? 'passwordMin' : null;
}

/** The repeated password must equal the first. */
export function confirmError(password: string, confirm: string): FieldError | null {
  if (!confirm) return 'required';
  return confirm === password ? null : 'passwordsMismatch';
}

/** Keeps only the fields that have an error. */
export function compact<K extends string>(
  errors: Record<K, FieldError | null>,
): Partial<Record<K, FieldError>> {
  const out: Partial<Record<K, FieldError>> = {};
  for (const key of Object.keys(errors) as K[]) {
    const e = errors[key];
    if (e) out[key] = e;
  }
  return out;
}

/** Splits the server's "field: message" validation errors into messages per field and the rest. */
export function serverFieldErrors(errors: readonly string[]): {
  fields: Record<string, string>;
  other: string[];
} {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const e of errors) {
    const m = /^([a-z_]+): (.+)$/.exec(e);
    if (m?.[1] && m[2]) fields[m[1]] = m[2];
    else other.push(e);
  }
  return { fields, other };
}
