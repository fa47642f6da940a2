import { describe, expect, it } from 'vitest';
import { formErrors } from '../../lib/form-check';
import {
  changePasswordForm,
  LoginForm,
  NewPasswordForm,
  RegisterForm,
  setPasswordForm,
} from './account-schemas';

const good = {
  full_name: 'Grace Tan',
  username: 'grace.tan',
  email: 'grace@example.com',
  phone_number: '91234567',
  gender: 2,
  date_of_birth: '1990-04-02',
  password: 'amber-tulip-71',
  confirm_password: 'amber-tulip-71',
};
const register = (changes: Partial<typeof good> = {}) => formErrors(RegisterForm, { ...good, ...changes });
const required = { code: 'required' };

describe('login form', () => {
  it('needs both username and password', () => {
    expect(formErrors(LoginForm, { username: '', password: '' })).toEqual({
      username: required,
      password: required,
    });
    expect(formErrors(LoginForm, { username: '  ', password: 'x' })).toEqual({ username: required });
    expect(formErrors(LoginForm, { username: 'demo', password: 'demo1234' })).toEqual({});
  });
});

describe('registration form (docs/product.md §5)', () => {
  it('accepts a complete form', () => {
    expect(register()).toEqual({});
  });

  it('requires every field but the gender and date of birth, which may be left out', () => {
    expect(register({ date_of_birth: '', gender: null } as never)).toEqual({});
  });

  it('requires every other field', () => {
    const errors = register({
      full_name: '',
      username: '',
      email: '',
      phone_number: '',
      date_of_birth: '',
      password: '',
      confirm_password: '',
    });
    expect(Object.keys(errors).sort()).toEqual([
      'confirm_password',
      'email',
      'full_name',
      'password',
      'phone_number',
      'username',
    ]);
    expect(new Set(Object.values(errors).map((e) => (e as { code: string }).code))).toEqual(
      new Set(['required']),
    );
  });

  it("says 'Passwords do not match' when the confirmation differs", () => {
    expect(register({ confirm_password: 'secret124' })).toEqual({
      confirm_password: { code: 'passwords_mismatch' },
    });
  });

  it('needs at least 8 digits in the phone number', () => {
    expect(register({ phone_number: '1234567' })).toEqual({ phone_number: { code: 'phone_min_digits' } });
    expect(register({ phone_number: '+65 9123-4567' })).toEqual({});
  });

  it('checks the email form', () => {
    expect(register({ email: 'grace@' })).toEqual({ email: { code: 'invalid_format' } });
    expect(register({ email: 'grace.example.com' })).toEqual({ email: { code: 'invalid_format' } });
  });

  it('needs a password of at least 8 characters, as the server does', () => {
    expect(register({ password: 'short', confirm_password: 'short' })).toEqual({
      password: { code: 'password_min_length', min: 8 },
    });
  });

  it('refuses a common password, with or without digits and signs around it or in its letters', () => {
    for (const password of ['password', 'Password123!', 'p4ssw0rd', 'iloveyou2', '12345678', 'aaaaaaaaa'])
      expect(register({ password, confirm_password: password }), password).toEqual({
        password: { code: 'password_common' },
      });
  });

  it('refuses a password that contains the username or the email', () => {
    for (const password of ['my-Grace.Tan-pw', 'grace@example.com!', 'GRACE-runs-fast'])
      expect(register({ password, confirm_password: password }), password).toEqual({
        password: { code: 'password_has_name' },
      });
  });

  it('allows letters, digits, dots, dashes and underscores in the username', () => {
    expect(register({ username: 'grace tan' })).toEqual({ username: { code: 'username_format' } });
    expect(register({ username: 'Grace_T-1.x' })).toEqual({});
  });

  it('needs a date of birth in the past', () => {
    expect(register({ date_of_birth: '2999-01-01' })).toEqual({ date_of_birth: { code: 'invalid_format' } });
  });
});

describe('the password forms', () => {
  it('need the new password twice, the same both times, long enough for the account', () => {
    expect(formErrors(NewPasswordForm, { new_password: '', confirm_password: '' })).toEqual({
      new_password: required,
      confirm_password: required,
    });
    expect(
      formErrors(NewPasswordForm, { new_password: 'amber-tulip-71', confirm_password: 'amber-tulip-7' }),
    ).toEqual({
      confirm_password: { code: 'passwords_mismatch' },
    });
    const customer = { holder: 'customer', username: 'grace.tan', email: 'grace@example.com' } as const;
    expect(
      formErrors(changePasswordForm(customer), {
        current_password: '',
        new_password: 'short',
        confirm_password: 'short',
      }),
    ).toEqual({ current_password: required, new_password: { code: 'password_min_length', min: 8 } });
    const staff = { holder: 'staff', username: 'mei', email: 'mei@tress.salon' } as const;
    const chosen = (new_password: string) =>
      formErrors(setPasswordForm(staff), { new_password, confirm_password: new_password });
    expect(chosen('eleven-char')).toEqual({ new_password: { code: 'password_min_length', min: 12 } });
    expect(chosen('Password1234!')).toEqual({ new_password: { code: 'password_common' } });
    expect(chosen('mei-at-the-desk-1')).toEqual({ new_password: { code: 'password_has_name' } });
    expect(chosen('twelve-chars-ok')).toEqual({});
  });
});
