/**
 * The client's paths are answered with the app and 200, from the same table the client's router is
 * built from; any other path gets the app's "page not found" and a 404 status.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_PATH_PATTERNS } from '../../src/shared/app-routes';
import { TMP_ROOT } from '../support/paths';
import { startTestServer, type TestServer } from '../support/test-server';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
beforeAll(async () => {
  mkdirSync(TMP_ROOT, { recursive: true });
  const clientDir = mkdtempSync(join(TMP_ROOT, 'client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><body>app</body></html>');
  server = await startTestServer({ clientDir });
});
afterAll(() => server.close());

/** A path the pattern matches, with each `:param` filled in. */
const samplePath = (pattern: string) => pattern.replace(/:[^/]+/g, '1');

describe('the app routes', () => {
  it('answers every path of the client route table with the app and 200', async () => {
    expect(APP_PATH_PATTERNS.length).toBeGreaterThan(15);
    for (const pattern of APP_PATH_PATTERNS) {
      const res = await server.raw(samplePath(pattern));
      expect(res.status, pattern).toBe(200);
      expect(String(res.body)).toContain('app');
    }
  });

  it("answers the links customers receive (My bookings, a booking, a guest's manage link) with 200", async () => {
    for (const path of [
      '/bookings',
      '/bookings/1',
      '/manage/1?t=x',
      '/ratings/12/34?t=x',
      '/admin/clients',
    ]) {
      expect((await server.raw(path)).status, path).toBe(200);
    }
  });

  it('answers an unknown path with the app and a 404 status', async () => {
    for (const path of [
      '/nope',
      '/bookings/1/extra',
      '/bookings/abc',
      '/admin/nope',
      '/manage',
      '/login/x',
    ]) {
      const res = await server.raw(path);
      expect(res.status, path).toBe(404);
      expect(String(res.body)).toContain('app');
    }
  });
});
