/**
 * Bad input on every call: malformed JSON, wrong types, missing fields, huge strings, wrong content
 * types, oversized bodies. The answer is always a 4xx in the envelope, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type RouteDef } from '../../src/shared/contract/routes';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await adminToken(server);
});
afterAll(() => server.close());

const routes = Object.entries(api) as [string, RouteDef][];
const posts = routes.filter(([, d]) => d.method === 'POST');

const huge = 'x'.repeat(200_000);
/** [label, body, whether every call must refuse it] (unknown fields are ignored, so a body of
 * wrong fields is refused only by calls that have those fields) */
const bodies: [string, string, boolean][] = [
  ['malformed JSON', '{"username": "a",', true],
  ['an array', '[1,2,3]', true],
  ['a string', '"hello"', true],
  ['null', 'null', true],
  [
    'wrong types',
    JSON.stringify({
      username: 5,
      password: [],
      service_ids: 'all',
      booking_date: 20260101,
      stylist_id: 'x',
      id: {},
      customer_id: -1,
      rating: 'five',
      page_number: -3,
      shifts: 'none',
      from_date: true,
    }),
    false,
  ],
  [
    'huge strings',
    JSON.stringify({
      username: huge,
      password: huge,
      full_name: huge,
      email: huge,
      search_text: huge,
      promo_code: huge,
      name: huge,
      comment: huge,
    }),
    false,
  ],
  ['deep nesting', JSON.stringify({ a: JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`) }), false],
];

function expectEnvelope(status: number, body: unknown, label: string, mustFail: boolean) {
  expect(status, label).toBeLessThan(500);
  expect(Array.isArray((body as { errors: unknown }).errors), label).toBe(true);
  if (status >= 400 || mustFail) {
    expect(status, label).toBeGreaterThanOrEqual(400);
    expect(body, label).toMatchObject({ success: false, data: null });
  }
}

describe('bad input', () => {
  for (const [name, def] of posts) {
    it(`never answers ${def.path} with a 5xx`, async () => {
      for (const [label, text, mustFail] of bodies) {
        for (const auth of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
          const res = await server.raw(`/api${def.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...auth },
            body: text,
          });
          expectEnvelope(res.status, res.body, `${name} with ${label}`, mustFail);
        }
      }
      const empty = await server.raw(`/api${def.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      });
      expect(empty.status, `${name} with {}`).toBeLessThan(500);
      const text = await server.raw(`/api${def.path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
        body: 'hello',
      });
      expect(text.status, `${name} as text/plain`).toBeLessThan(500);
      expect(text.body).toMatchObject({ success: false });
    });
  }

  it('answers an oversized body with 413 in the envelope', async () => {
    const res = await server.raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it('answers malformed JSON with 400 and says so', async () => {
    const res = await server.raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The request body is not valid JSON' });
  });

  it('answers a bad bearer token as no token', async () => {
    const res = await server.raw('/api/auth/me', {
      headers: { authorization: 'Bearer not-a-real-token-at-all-xxxxxxxx' },
    });
    expect(res.status).toBe(401);
  });
});
