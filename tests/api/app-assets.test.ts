/** The built app's hashed scripts and styles: answered from memory, compressed, cached for a year. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TMP_ROOT } from '../support/paths';
import { startTestServer, type TestServer } from '../support/test-server';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
let server: TestServer;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(TMP_ROOT, 'client-'));
  const assets = join(clientDir, 'assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><body></body></html>');
  writeFileSync(join(assets, 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(assets, 'index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(assets, 'index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(assets, 'page-Ef56Gh78.css'), 'body { margin: 0 }');
  server = await startTestServer({ clientDir });
});
afterAll(() => server.close());

describe('the built app files', () => {
  it('serves a script as built to a client that accepts no compression, cached for a year', async () => {
    const res = await server.raw('/assets/index-Ab12Cd34.js');
    expect(res.status).toBe(200);
    expect(res.body).toBe(SCRIPT);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    // the security headers come with it
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the brotli version when it is accepted, else the gzip one', async () => {
    const br = await server.raw('/assets/index-Ab12Cd34.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Number(br.headers.get('content-length'))).toBe(brotliCompressSync(SCRIPT).length);
    const gz = await server.raw('/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gz.headers.get('content-length'))).toBe(gzipSync(SCRIPT).length);
    // a file built without compressed versions goes as it is
    const css = await server.raw('/assets/page-Ef56Gh78.css', { headers: { 'accept-encoding': 'br' } });
    expect(css.status).toBe(200);
    expect(css.headers.get('content-encoding')).toBeNull();
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers a revalidation with 304 and no body', async () => {
    const first = await server.raw('/assets/index-Ab12Cd34.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.raw('/assets/index-Ab12Cd34.js', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a file that was not built, a compressed file by its own name and a path outside', async () => {
    for (const path of [
      '/assets/missing-00000000.js',
      '/assets/index-Ab12Cd34.js.br',
      '/assets/..%2Findex.html',
      '/assets/%2e%2e%2fpackage.json',
    ])
      expect((await server.raw(path)).status, path).toBe(404);
  });

  it('still serves the pages from the built folder', async () => {
    const res = await server.raw('/index.html');
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('<!doctype html>');
  });
});
