/** Framing, sniffing, referrers and caches: the headers every answer carries. */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TMP_ROOT } from '../../support/paths';
import { startTestServer, type TestServer } from '../../support/test-server';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const START_UP = "document.documentElement.lang = 'en';";
let server: TestServer;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(TMP_ROOT, 'client-'));
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(
    join(clientDir, 'index.html'),
    `<!doctype html><html><head><script>${START_UP}</script></head><body><div id="root"></div></body></html>`,
  );
  server = await startTestServer({ clientDir });
});
afterAll(() => server.close());

describe('security headers', () => {
  it('sends a CSP that runs only its own scripts (the start-up script by hash) on / and /admin', async () => {
    const hash = createHash('sha256').update(START_UP).digest('base64');
    for (const path of ['/', '/admin', '/admin/calendar']) {
      const res = await server.raw(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp, path).not.toContain("'unsafe-eval'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('lets no browser or proxy store the login answer or any other API answer', async () => {
    const login = await server.raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect((await server.raw('/api/settings')).headers.get('cache-control')).toBe('no-store');
    expect((await server.raw('/api/nowhere')).headers.get('cache-control')).toBe('no-store');
  });

  it('adds HSTS only to requests that came over HTTPS', async () => {
    expect((await server.raw('/')).headers.get('strict-transport-security')).toBeNull();
    // a forged X-Forwarded-Proto from an untrusted address changes nothing
    const forged = await server.raw('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
    const behindProxy = await startTestServer({ trustProxy: ['127.0.0.1'] });
    try {
      const res = await behindProxy.raw('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await behindProxy.close();
    }
  });
});
