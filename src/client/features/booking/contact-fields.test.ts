import { describe, expect, it } from 'vitest';
import { digitsOnly } from '../../lib/form-check';
import { checkContact } from './contact-fields';

describe('guest contact at checkout (docs/product.md §5)', () => {
  it('accepts a name, an email and a phone of 8 digits or more', async () => {
    expect(
      await checkContact({ full_name: 'Grace', email: 'grace@example.com', phone_number: '91234567' }),
    ).toEqual({});
  });

  it('requires all three', async () => {
    expect(await checkContact({ full_name: ' ', email: '', phone_number: '' })).toEqual({
      full_name: { code: 'required' },
      email: { code: 'required' },
      phone_number: { code: 'required' },
    });
  });

  it('refuses a malformed email and a short phone (checkout words the latter as an invalid phone)', async () => {
    expect(await checkContact({ full_name: 'G', email: 'not-an-email', phone_number: '1234' })).toEqual({
      email: { code: 'invalid_format' },
      phone_number: { code: 'phone_min_digits' },
    });
  });

  it('keeps digits only in phone fields', () => {
    expect(digitsOnly('+65 (9123) 4567')).toBe('6591234567');
  });
});
