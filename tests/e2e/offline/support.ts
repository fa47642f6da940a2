/**
 * Helpers for the offline e2e tests: waiting for the service worker and for what the app saves on
 * the phone (IndexedDB, the query persister), reading the outbox, and "deploying" a new build into
 * a copy of the client that a server of the test's own serves.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { type ServerProcess, startServerProcess } from '../../../scripts/support/server-process';
import { test } from '../support/test';

/** Waits until the service worker controls the page (it claims the page on its first install). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
}

/** Reads every record of a table of the app's IndexedDB database. */
export async function idbAll<T = unknown>(
  page: Page,
  table: 'catalogue' | 'pending' | 'outbox',
): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((done) => {
        const open = indexedDB.open('tress');
        open.onerror = () => done([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) return done([]);
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => done(all.result as T[]);
          all.onerror = () => done([]);
        };
      }),
    table,
  );
}

/**
 * After one online visit: the catalogue is in IndexedDB (services, categories and the stylists of
 * every service), and the query persister has written the salon profile to localStorage.
 */
export async function waitUntilSavedForOffline(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const keys = (await idbAll<{ key: string }>(page, 'catalogue')).map((r) => r.key);
        const services = keys.includes('services') && keys.includes('categories');
        const stylists = keys.filter((k) => k.startsWith('stylists:')).length;
        return services && stylists >= 10;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect
    .poll(
      () => page.evaluate(() => localStorage.getItem('tress.queryCache')?.includes('"settings"') ?? false),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
}

export type OutboxRecord = {
  visit: string;
  state: 'queued' | 'sending' | 'sent' | 'refused';
  attempts: number;
  alreadySubmitted?: boolean;
  error: { status: number; message: string } | null;
};

/** A copy of the built client, for a server of the test's own. */
export function copyOfClient(): string {
  const base = resolve('.tmp');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'e2e-client-'));
  cpSync(resolve(process.env.CLIENT_DIR || 'dist/client'), dir, { recursive: true });
  return dir;
}

/**
 * A server of the file's (or the describe block's) own on a demo salon, serving a copy of the
 * client that its tests deploy new builds into: started before the tests, removed after them.
 */
export function serverWithOwnClient(): { readonly url: string; readonly clientDir: string } {
  let server: ServerProcess | undefined;
  let clientDir = '';
  let dataDir = '';
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    clientDir = copyOfClient();
    dataDir = mkdtempSync(join(resolve('.tmp'), 'e2e-update-'));
    server = await startServerProcess(dataDir, { CLIENT_DIR: clientDir, SEED_DEMO: 'true' });
  });
  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!server) throw new Error('The server starts in beforeAll: use its address in a test.');
      return server.url;
    },
    get clientDir() {
      return clientDir;
    },
  };
}

function writeWithTwins(file: string, text: string): void {
  writeFileSync(file, text);
  const buf = Buffer.from(text);
  writeFileSync(`${file}.gz`, gzipSync(buf));
  writeFileSync(`${file}.br`, brotliCompressSync(buf));
}

/**
 * "Deploys" a new version into `dir`, as a new build would: index.html and shell.html change (they
 * carry `<meta name="tress-build" content="<version>">`), and the service worker's precache list
 * gets their new revisions, so the browser finds a new worker.
 */
export function deployNewVersion(dir: string, version: string): void {
  let sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  for (const name of ['index.html', 'shell.html']) {
    const file = join(dir, name);
    const html = readFileSync(file, 'utf8').replace(
      /(<meta name="tress-build"[^>]*>)?\s*<\/head>/,
      `<meta name="tress-build" content="${version}">\n  </head>`,
    );
    writeWithTwins(file, html);
    const revision = createHash('md5').update(html).digest('hex');
    const entry = new RegExp(
      `(["']?revision["']?\\s*:\\s*["'])[0-9a-f]+(["']\\s*,\\s*["']?url["']?\\s*:\\s*["']${name.replace('.', '\\.')}["'])`,
    );
    if (!entry.test(sw)) throw new Error(`no precache entry for ${name} in sw.js`);
    sw = sw.replace(entry, `$1${revision}$2`);
  }
  writeFileSync(join(dir, 'sw.js'), sw);
  rmSync(join(dir, 'sw.js.gz'), { force: true });
  rmSync(join(dir, 'sw.js.br'), { force: true });
}

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(buf: Buffer): { width: number; height: number } {
  if (buf.subarray(1, 4).toString('ascii') !== 'PNG') throw new Error('not a PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}
