import { describe, expect, it } from 'vitest';
import { userBody, userValues, validateUser } from './user-form';

const m = { required: 'req', invalidFormat: 'fmt', phoneMin: 'phone', passwordMin: 'pw' };

describe('user form', () => {
  it('defaults to Staff (role 2) and active', () => {
    expect(userValues(null)).toMatchObject({ role_id: 2, is_active: true });
  });

  it('requires full name, username, email, and a password only on create', () => {
    expect(validateUser(userValues(null), true, m)).toEqual({
      full_name: 'req',
      username: 'req',
      email: 'req',
      password: 'req',
    });
    expect(validateUser(userValues(null), false, m)).toEqual({
      full_name: 'req',
      username: 'req',
      email: 'req',
    });
  });

  it('takes an empty phone but not a short one', () => {
    const v = { ...userValues(null), full_name: 'A', username: 'a', email: 'a@b.co', password: 'longenough' };
    expect(validateUser(v, true, m)).toEqual({});
    expect(validateUser({ ...v, phone_number: '1234' }, true, m)).toEqual({ phone_number: 'phone' });
  });

  it('drops the password on edit', () => {
    const v = { ...userValues(null), full_name: 'A', username: 'a', email: 'a@b.co', password: 'secret123' };
    expect(userBody(v, 4)).not.toHaveProperty('password');
    expect(userBody(v, null)).toHaveProperty('password', 'secret123');
  });
});
