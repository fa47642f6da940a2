/**
 * Registration asks no date of birth and assumes no gender; a signed-in customer reads and edits
 * their own details (never another's: the session says whose), an email another account has is
 * refused as at registration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newCustomer = (n: string) => ({
  full_name: `Pat ${n}`,
  username: `pat_${n}`,
  password: 'secret-pass-1',
  phone_number: '91234567',
  email: `pat_${n}@example.com`,
});

async function registered(n: string) {
  const res = await server.call('register', newCustomer(n));
  expect(res.status).toBe(200);
  return res.body.data!;
}

describe('registration with optional details', () => {
  it('needs neither a date of birth nor a gender, and records no gender it was not told', async () => {
    const session = await registered('a');
    const profile = await server.call('profile', undefined, { token: session.auth_token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ gender: null, date_of_birth: null, username: 'pat_a' });
  });

  it('takes an empty date of birth as none, and still refuses a date in the future', async () => {
    const blank = await server.call('register', { ...newCustomer('b'), date_of_birth: '' });
    expect(blank.status).toBe(200);
    const future = await server.call('register', { ...newCustomer('c'), date_of_birth: '2999-01-01' });
    expect(future.status).toBe(400);
  });
});

describe('a customer edits their profile', () => {
  it('saves name, phone, email, gender and date of birth, and reads them back', async () => {
    const session = await registered('d');
    const token = session.auth_token;
    const saved = await server.call(
      'profileUpdate',
      {
        full_name: 'Pat Lee',
        phone_number: '8765 4321',
        email: 'pat.lee@example.com',
        gender: 3,
        date_of_birth: '1991-05-06',
      },
      { token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your details are saved');
    const read = await server.call('profile', undefined, { token });
    expect(read.body.data).toEqual({
      full_name: 'Pat Lee',
      username: 'pat_d',
      phone_number: '87654321',
      email: 'pat.lee@example.com',
      gender: 3,
      date_of_birth: '1991-05-06',
    });
    // and clears what the customer no longer wants kept
    const cleared = await server.call(
      'profileUpdate',
      {
        full_name: 'Pat Lee',
        phone_number: '87654321',
        email: 'pat.lee@example.com',
        gender: null,
        date_of_birth: '',
      },
      { token },
    );
    expect(cleared.body.data).toMatchObject({ gender: null, date_of_birth: null });
  });

  it("refuses another account's email, in the caller's language", async () => {
    const other = await registered('e');
    const me = await registered('f');
    const res = await server.call(
      'profileUpdate',
      { full_name: 'Pat F', phone_number: '91234567', email: other.email.toUpperCase() },
      { token: me.auth_token, lang: 'zh' },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('该邮箱已注册');
  });

  it('is for a signed-in customer only', async () => {
    expect((await server.call('profile', undefined)).status).toBe(401);
    const res = await server.call('profileUpdate', {
      full_name: 'Nobody',
      phone_number: '91234567',
      email: 'nobody@example.com',
    });
    expect(res.status).toBe(401);
  });
});
