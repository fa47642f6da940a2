import { describe, expect, it } from 'vitest';
import { digitsOnly, serverFieldErrors } from '../../components/field-rules';
import { validateContact } from './contact-rules';

describe('guest contact rules at checkout (spec section 5)', () => {
  it('accepts a name, an email and a phone of 8 digits or more', () => {
    expect(
      validateContact({ full_name: 'Grace', email: 'grace@example.com', phone_number: '91234567' }),
    ).toEqual({});
  });

  it('requires all three', () => {
    expect(validateContact({ full_name: ' ', email: '', phone_number: '' })).toEqual({
      full_name: 'required',
      email: 'required',
      phone_number: 'required',
    });
  });

  it("gives 'Invalid format' for a malformed email and the invalid-phone message for a short phone", () => {
    expect(validateContact({ full_name: 'G', email: 'not-an-email', phone_number: '1234' })).toEqual({
      email: 'invalidFormat',
      phone_number: 'invalidPhone',
    });
  });

  it('keeps digits only in phone fields', () => {
    expect(digitsOnly('+65 (9123) 4567')).toBe('6591234567');
  });

  it("splits the server's per-field messages from the rest", () => {
    expect(serverFieldErrors(['email: Invalid format', 'Something else'])).toEqual({
      fields: { email: 'Invalid format' },
      other: ['Something else'],
    });
  });
});
