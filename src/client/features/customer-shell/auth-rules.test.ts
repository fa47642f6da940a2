import { describe, expect, it } from 'vitest';
import { emptyRegister, type RegisterForm, validateLogin, validateRegister } from './auth-rules';

const TODAY = '2025-06-01';
const good: RegisterForm = {
  full_name: 'Grace Tan',
  username: 'grace.tan',
  email: 'grace@example.com',
  phone_number: '91234567',
  gender: '2',
  date_of_birth: '1990-04-02',
  password: 'secret123',
  confirm_password: 'secret123',
};

describe('login rules', () => {
  it('needs both username and password', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'required',
      password: 'required',
    });
    expect(validateLogin({ username: '  ', password: 'x' })).toEqual({ username: 'required' });
    expect(validateLogin({ username: 'demo', password: 'demo1234' })).toEqual({});
  });
});

describe('registration rules (spec section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(good, TODAY)).toEqual({});
  });

  it('requires every field', () => {
    const errors = validateRegister({ ...emptyRegister, gender: '1' }, TODAY);
    expect(Object.keys(errors).sort()).toEqual([
      'confirm_password',
      'date_of_birth',
      'email',
      'full_name',
      'password',
      'phone_number',
      'username',
    ]);
    expect(new Set(Object.values(errors))).toEqual(new Set(['required']));
  });

  it("says 'Passwords do not match' when the confirmation differs", () => {
    expect(validateRegister({ ...good, confirm_password: 'secret124' }, TODAY)).toEqual({
      confirm_password: 'passwordsMismatch',
    });
  });

  it('needs at least 8 digits in the phone number', () => {
    expect(validateRegister({ ...good, phone_number: '1234567' }, TODAY)).toEqual({
      phone_number: 'phoneMin',
    });
    expect(validateRegister({ ...good, phone_number: '+65 9123-4567' }, TODAY)).toEqual({});
  });

  it('checks the email form', () => {
    expect(validateRegister({ ...good, email: 'grace@' }, TODAY)).toEqual({ email: 'invalidFormat' });
    expect(validateRegister({ ...good, email: 'grace.example.com' }, TODAY)).toEqual({
      email: 'invalidFormat',
    });
  });

  it('needs a password of at least 8 characters, as the server does', () => {
    expect(validateRegister({ ...good, password: 'short', confirm_password: 'short' }, TODAY)).toEqual({
      password: 'passwordMin',
    });
  });

  it('allows letters, digits, dots, dashes and underscores in the username', () => {
    expect(validateRegister({ ...good, username: 'grace tan' }, TODAY)).toEqual({
      username: 'usernameFormat',
    });
    expect(validateRegister({ ...good, username: 'Grace_T-1.x' }, TODAY)).toEqual({});
  });

  it('needs a date of birth in the past', () => {
    expect(validateRegister({ ...good, date_of_birth: '2030-01-01' }, TODAY)).toEqual({
      date_of_birth: 'invalidFormat',
    });
  });
});
