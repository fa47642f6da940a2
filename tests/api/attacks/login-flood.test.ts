/**
 * Attacks on sign-in: guessing a password while rotating X-Forwarded-For, and locking the owner out
 * by failing on purpose from elsewhere.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_REFUSALS } from '../../../src/server/limits/login-guard';
import { SLOW_DOWN_MS } from '../../../src/server/limits/slow-down';
import { OPEN_PASSWORD_CHECKS_WAITING, passwordLine } from '../../../src/server/passwords/hashing';
import { startTestServer, type TestServer } from '../../support/test-server';

// each test starts servers of its own; a busy machine needs more than the default 30 s
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
afterEach(() => server?.close());

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe('a password-guessing script', () => {
  it('gets 429 with Retry-After within 40 bad logins, however it rotates X-Forwarded-For (TRUST_PROXY unset)', async () => {
    server = await startTestServer({ rateLimitScale: 1 });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 40; i++) {
      const res = await server.raw('/api/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${i}.${i}` },
        body: JSON.stringify({ username: 'admin', password: `guess-${i}` }),
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.slice(-30).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('is stopped per address when it tries many accounts', async () => {
    server = await startTestServer({ rateLimitScale: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++)
      statuses.push((await server.call('login', { username: `someone${i}`, password: 'nope-nope' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  }, 300_000); // 30 argon2 checks in a row
});

describe('the owner of an account under attack', () => {
  it('still signs in from their own address while the attacker is limited', async () => {
    server = await startTestServer({ rateLimitScale: 1, trustProxy: ['127.0.0.1'] });
    for (let i = 0; i < 12; i++)
      await server.call('adminLogin', { username: 'admin', password: `guess-${i}` }, from('203.0.113.9'));
    const attacker = await server.call(
      'adminLogin',
      { username: 'admin', password: 'admin123' },
      from('203.0.113.9'),
    );
    expect(attacker.status).toBe(429);
    const owner = await server.call(
      'adminLogin',
      { username: 'admin', password: 'admin123' },
      from('198.51.100.7'),
    );
    expect(owner.status).toBe(200);
    expect(owner.body.data?.auth_token).toBeTruthy();
  });

  it('is never locked out of a customer account by failures from other addresses', async () => {
    server = await startTestServer({ rateLimitScale: 1, trustProxy: ['127.0.0.1'] });
    for (let i = 0; i < 20; i++)
      await server.call('login', { username: 'demo', password: `guess-${i}` }, from(`192.0.2.${i + 1}`));
    const owner = await server.call(
      'login',
      { username: 'demo', password: 'demo1234' },
      from('198.51.100.7'),
    );
    expect(owner.status).toBe(200);
  });
});

describe('a flood of guesses from ever-new addresses', () => {
  it('is refused at once past a short line (503, Retry-After) and never keeps a known owner waiting', async () => {
    server = await startTestServer({ rateLimitScale: 1, trustProxy: ['127.0.0.1'] });
    // the owner has signed in from this address before: only the right password makes that so
    const first = await server.call(
      'adminLogin',
      { username: 'admin', password: 'admin123' },
      from('198.51.100.7'),
    );
    expect(first.status).toBe(200);

    const finished: string[] = [];
    const flood = Array.from({ length: 40 }, (_, i) =>
      server
        .raw('/api/auth/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ username: `guess${i}`, password: `bad-${i}` }),
        })
        .then((res) => {
          finished.push(`flood ${res.status}`);
          return res;
        }),
    );
    const owner = server
      .call('adminLogin', { username: 'admin', password: 'admin123' }, from('198.51.100.7'))
      .then((res) => {
        finished.push(`owner ${res.status}`);
        return res;
      });
    const answers = await Promise.all(flood);
    expect((await owner).status).toBe(200);

    const refused = answers.filter((r) => r.status === 503);
    const checked = answers.filter((r) => r.status === 401);
    // one hash at a time plus a short line: the rest is answered at once, nothing queues without end
    expect(refused.length).toBeGreaterThanOrEqual(20);
    expect(checked.length).toBeLessThanOrEqual(20);
    expect(checked.length + refused.length).toBe(40);
    for (const r of refused) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // the owner went ahead of every guess that was waiting: at most the one in progress finished first
    const checkedDone = finished.filter((f) => f === 'flood 401' || f === 'owner 200');
    expect(checkedDone.indexOf('owner 200')).toBeLessThanOrEqual(1);
  });

  it('does not count a refused attempt against its address', async () => {
    server = await startTestServer({ rateLimitScale: 1, trustProxy: ['127.0.0.1'] });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.call('login', { username: `someone${i}`, password: 'nope-nope' }, from('203.0.113.50')),
      ),
    );
    const refused = answers.filter((r) => r.status === 503).length;
    expect(refused).toBeGreaterThan(0);
    // fewer than 30 were checked, so the address may still try (30 failures per 15 minutes)
    const again = await server.call(
      'login',
      { username: 'demo', password: 'demo1234' },
      from('203.0.113.50'),
    );
    expect(again.status).toBe(200);
  });
  it('answers an address that keeps hitting a full line with 429 before it has failed 30 times', async () => {
    server = await startTestServer({ rateLimitScale: 1, trustProxy: ['127.0.0.1'] });
    // the line is held full (one check running, the open line's waiting places taken) by the test itself
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held = Array.from({ length: 1 + OPEN_PASSWORD_CHECKS_WAITING }, () =>
      passwordLine.run('open', () => gate),
    );
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_REFUSALS; i++)
      statuses.push(
        (await server.call('login', { username: `someone${i}`, password: 'nope-nope' }, from('203.0.113.60')))
          .status,
      );
    expect(statuses.every((s) => s === 503)).toBe(true);
    // a limited address is answered after a pause, so that a script cannot keep the server busy
    const asked = performance.now();
    const next = await server.raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.60' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(next.status).toBe(429);
    expect(performance.now() - asked).toBeGreaterThanOrEqual(SLOW_DOWN_MS - 10);
    const wait = Number(next.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    release();
    await Promise.all(held);
    // another address is not limited by it
    const other = await server.call(
      'login',
      { username: 'demo', password: 'demo1234' },
      from('203.0.113.61'),
    );
    expect(other.status).toBe(200);
  });
});

describe('per-address allowances', () => {
  it('limits registrations, reset requests and promo guesses from one address', async () => {
    server = await startTestServer({ rateLimitScale: 1 });
    const forgot: number[] = [];
    for (let i = 0; i < 7; i++)
      forgot.push((await server.call('forgotPassword', { email: `x${i}@example.com` })).status);
    expect(forgot.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(forgot.slice(5)).toEqual([429, 429]);
    const promo: number[] = [];
    for (let i = 0; i < 32; i++)
      promo.push(
        (await server.call('promoCheck', { promo_code: `GUESS${i}`, selected_service_ids: [1] })).status,
      );
    expect(promo.at(-1)).toBe(429);
  });
});
