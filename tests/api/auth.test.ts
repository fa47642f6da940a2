import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type RouteName } from '../../src/shared/contract/routes';
import { customerSession, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newCustomer = (n: string) => ({
  full_name: `Customer ${n}`,
  username: `cust_${n}`,
  password: 'secret-pass-1',
  phone_number: '9123 4567',
  email: `cust_${n}@example.com`,
  gender: 2 as const,
  date_of_birth: '1990-01-02',
});

describe('registration', () => {
  it('creates an account, keeps digits only in the phone and signs the customer in', async () => {
    const res = await server.call('register', newCustomer('a'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      username: 'cust_a',
      phone_number: '91234567',
      full_name: 'Customer a',
    });
    expect(res.body.data!.auth_token.length).toBeGreaterThan(30);
  });

  it('requires every field', async () => {
    const res = await server.call('register', {} as never);
    expect(res.status).toBe(400);
    for (const field of ['full_name', 'username', 'password', 'phone_number', 'email']) {
      expect(res.body.errors).toContain(`${field}: This field is required`);
    }
  });

  it('refuses a phone number under 8 digits and a malformed email', async () => {
    const res = await server.call('register', {
      ...newCustomer('b'),
      phone_number: '12-34-567',
      email: 'not-an-email',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain('phone_number: Phone number must be at least 8 digits');
    expect(res.body.errors).toContain('email: Invalid format');
  });

  it('refuses a taken username or email with a clear message', async () => {
    await server.call('register', newCustomer('c'));
    const sameName = await server.call('register', { ...newCustomer('c'), email: 'other@example.com' });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('This username is already taken');
    const sameEmail = await server.call('register', { ...newCustomer('d'), email: 'CUST_C@example.com' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('An account with this email already exists');
  });

  it('answers in Chinese when the caller speaks Chinese', async () => {
    const res = await server.call('register', { ...newCustomer('e'), phone_number: '123' }, { lang: 'zh' });
    expect(res.body.errors).toContain('phone_number: 电话号码至少需要 8 位数字');
  });
});

describe('sign-in', () => {
  it('signs in the demo customer and restores the session with /auth/me', async () => {
    const session = await customerSession(server);
    const me = await server.call('me', undefined, { token: session.auth_token });
    expect(me.body.data).toMatchObject({ kind: 'customer', customer: { username: 'demo' } });
  });

  it('refuses a wrong password with the documented text', async () => {
    const res = await server.call('login', { username: 'demo', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: 'Invalid username or password' });
  });

  it('refuses a customer at the admin login', async () => {
    const res = await server.call('adminLogin', { username: 'demo', password: 'demo1234' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid admin credentials');
  });

  it('refuses admin registration in demo mode', async () => {
    const res = await server.raw('/api/auth/admin/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'Admin registration is not available in demo mode' });
  });

  it('revokes the token on logout', async () => {
    const session = await customerSession(server);
    await server.call('logout', {}, { token: session.auth_token });
    const me = await server.call('me', undefined, { token: session.auth_token });
    expect(me.status).toBe(401);
  });

  it('limits repeated failures for one username from one address with 429', async () => {
    await server.call('register', newCustomer('rl'));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await server.call('login', { username: 'cust_rl', password: `wrong-${i}` })).status);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    const right = await server.call('login', { username: 'cust_rl', password: 'secret-pass-1' });
    expect(right.status).toBe(429);
  });
});

describe('roles', () => {
  it('answers 401 without a token and 403 with a customer token on every admin call', async () => {
    const session = await customerSession(server);
    const adminCalls = (Object.keys(api) as RouteName[]).filter((n) =>
      ['staff', 'super'].includes(api[n].access),
    );
    expect(adminCalls.length).toBeGreaterThan(20);
    for (const name of adminCalls) {
      const none = await server.call(name, {} as never);
      expect(none.status, `${name} without a token`).toBe(401);
      const res = await server.call(name, {} as never, { token: session.auth_token });
      expect(res.status, `${name} with a customer token`).toBe(403);
    }
  });

  it('never stores a token in clear', async () => {
    const session = await customerSession(server);
    const rows = (await server.deps.db.execute(`select token_hash from sessions` as never)) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(rows.rows.some((r) => r.token_hash === session.auth_token)).toBe(false);
    expect(rows.rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
