import { describe, expect, it } from 'vitest';
import { userBody, userErrors, userValues } from './user-form';

const required = { code: 'required' };

describe('user form', () => {
  it('defaults to Staff (role 2) and active', () => {
    expect(userValues(null)).toMatchObject({ role_id: 2, is_active: true });
  });

  it('requires full name, username, email, and a password only on create', () => {
    expect(userErrors(userValues(null), true)).toEqual({
      full_name: required,
      username: required,
      email: required,
      password: required,
    });
    expect(userErrors(userValues(null), false)).toEqual({
      full_name: required,
      username: required,
      email: required,
    });
  });

  it('takes an empty phone but not a short one', () => {
    const v = {
      ...userValues(null),
      full_name: 'A',
      username: 'a',
      email: 'a@b.co',
      password: 'long-enough-1',
    };
    expect(userErrors(v, true)).toEqual({});
    expect(userErrors({ ...v, phone_number: '1234' }, true)).toEqual({
      phone_number: { code: 'phone_min_digits' },
    });
  });

  it('needs a staff password of at least 12 characters on create', () => {
    const v = {
      ...userValues(null),
      full_name: 'A',
      username: 'a',
      email: 'a@b.co',
      password: 'eleven-char',
    };
    expect(userErrors(v, true)).toEqual({ password: { code: 'password_min_length', min: 12 } });
  });

  it('drops the password on edit', () => {
    const v = { ...userValues(null), full_name: 'A', username: 'a', email: 'a@b.co', password: 'secret123' };
    expect(userBody(v, 4)).not.toHaveProperty('password');
    expect(userBody(v, null)).toHaveProperty('password', 'secret123');
  });
});
