import { describe, expect, it } from 'vitest';
import { accountNames, isCommonPassword, passwordProblem } from './password-rule';

describe('the password rule', () => {
  it('asks 12 characters of staff and 8 of customers', () => {
    expect(passwordProblem('Quiet-Fern-7', 'staff')).toBeNull();
    expect(passwordProblem('Quiet-Fern7', 'staff')).toEqual({ code: 'password_min_length', min: 12 });
    expect(passwordProblem('Fern-7-x', 'customer')).toBeNull();
    expect(passwordProblem('Fern-7x', 'customer')).toEqual({ code: 'password_min_length', min: 8 });
  });

  it('finds a common password as it is, wrapped in digits and signs, or with digits for letters', () => {
    for (const p of [
      'admin123',
      'password',
      'Password123!',
      '!!Letmein2026',
      'P4ssw0rd',
      '5unsh1ne',
      '1q2w3e4r',
    ])
      expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['Quiet-Fern-7', 'copper-comb-4821', 'tulip rain over Ann Siang'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('finds a password of too few different characters', () => {
    expect(isCommonPassword('aaaaaaaaaaaa')).toBe(true);
    expect(isCommonPassword('abababababab')).toBe(true);
  });

  it("refuses the account's username, email and the email's local part, ignoring names too short to matter", () => {
    expect(accountNames('Mei', 'mei.tan@tress.salon', 'jo')).toEqual([
      'mei',
      'mei.tan@tress.salon',
      'mei.tan',
    ]);
    expect(passwordProblem('Call-MEI.TAN-now', 'customer', ['mei_t', 'mei.tan@tress.salon'])).toEqual({
      code: 'password_has_name',
    });
    expect(passwordProblem('Jo-and-the-comb', 'customer', ['jo', 'jo@x.io'])).toBeNull();
  });
});
