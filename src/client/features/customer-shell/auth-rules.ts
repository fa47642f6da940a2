/**
 * Sign-in and registration rules (spec section 5): every field required; confirm password equal to
 * the password ('Passwords do not match'); the phone keeps digits only and needs at least 8
 * ('Phone number must be at least 8 digits'); the email needs its form; the password at least 8
 * characters and the username letters, digits, dots, dashes or underscores, as the server checks.
 */
import { compact, emailError, type FieldError, phoneError, required } from '../../components/field-rules';

export type LoginForm = { username: string; password: string };
export type RegisterForm = {
  full_name: string;
  username: string;
  email: string;
  phone_number: string;
  gender: '1' | '2' | '3';
  date_of_birth: string;
  password: string;
  confirm_password: string;
};

export const emptyLogin: LoginForm = { username: '', password: '' };
export const emptyRegister: RegisterForm = {
  full_name: '',
  username: '',
  email: '',
  phone_number: '',
  gender: '1',
  date_of_birth: '',
  password: '',
  confirm_password: '',
};

export function validateLogin(form: LoginForm): Partial<Record<keyof LoginForm, FieldError>> {
  return compact({ username: required(form.username), password: form.password ? null : 'required' });
}

function passwordError(password: string): FieldError | null {
  if (!password) return 'required';
  return password.length < 8 ? 'passwordMin' : null;
}

export function validateRegister(
  form: RegisterForm,
  today: string,
): Partial<Record<keyof RegisterForm, FieldError>> {
  const username = form.username.trim();
  return compact({
    full_name: required(form.full_name),
    username: !username ? 'required' : /^[A-Za-z0-9._-]+$/.test(username) ? null : 'usernameFormat',
    email: emailError(form.email),
    phone_number: phoneError(form.phone_number),
    gender: form.gender ? null : 'required',
    date_of_birth: !form.date_of_birth
      ? 'required'
      : /^\d{4}-\d{2}-\d{2}$/.test(form.date_of_birth) && form.date_of_birth < today
        ? null
        : 'invalidFormat',
    password: passwordError(form.password),
    confirm_password: !form.confirm_password
      ? 'required'
      : form.confirm_password === form.password
        ? null
        : 'passwordsMismatch',
  });
}
