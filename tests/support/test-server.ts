/**
 * Starts the real server for a test file: on a copy of the migrated PGlite template in a temporary
 * DATA_DIR, or, with DATABASE_URL set, on a fresh PostgreSQL database of its own that is dropped
 * afterwards. Calls go over real HTTP.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { Deps } from '../../src/server/deps';
import type { Readiness } from '../../src/server/ops/readiness';
import type { DataOf, RequestOf, RouteName } from '../../src/shared/contract/routes';
import type { Envelope } from '../../src/shared/envelope';
import { buildRequest } from '../../src/shared/request';
import { TEMPLATE_DIR, TMP_ROOT } from './paths';

export type CallOptions = { token?: string; lang?: 'en' | 'zh'; headers?: Record<string, string> };
export type CallResult<T> = { status: number; body: Envelope<T> };

export type TestServer = {
  url: string;
  deps: Deps;
  config: Config;
  /** The server's readiness (drain it to see /api/ready refuse). */
  ready: Readiness;
  /** A typed call of the shared route table. */
  call<N extends RouteName>(name: N, body?: RequestOf<N>, opts?: CallOptions): Promise<CallResult<DataOf<N>>>;
  /** A raw request to any path, for bad input and non-JSON bodies. */
  raw(path: string, init?: RequestInit): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
};

export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL!;
  const name = `tress_t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startTestServer(
  overrides: Partial<Config> = {},
  {
    listen = false,
    embeddedAt,
    ...opts
  }: BuildOptions & {
    /** A real socket, only for tests that follow a URL (stored files, the event stream, pay pages). */
    listen?: boolean;
    /**
     * The embedded database in this DATA_DIR, whatever DATABASE_URL says: the template's copy when
     * it holds none yet, else the data a server before left there (kept when this one closes).
     */
    embeddedAt?: string;
  } = {},
): Promise<TestServer> {
  const dataDir = embeddedAt ?? mkdtempSync(join(TMP_ROOT, 'srv-'));
  let dropDb = async () => {};
  let databaseUrl: string | null = null;
  if (embeddedAt) {
    if (!existsSync(join(dataDir, 'db')))
      cpSync(join(TEMPLATE_DIR, 'db'), join(dataDir, 'db'), { recursive: true });
  } else if (process.env.DATABASE_URL) {
    const created = await createTestDatabase();
    databaseUrl = created.url;
    dropDb = created.drop;
  } else {
    cpSync(join(TEMPLATE_DIR, 'db'), join(dataDir, 'db'), { recursive: true });
  }
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl,
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      runJobs: false,
      // the API tests choose their own bookings; the demo working day would take their times
      seedDemoDay: false,
      clientDir: join(dataDir, 'no-client'),
      // files that test the limits set them; the others make many calls from one address
      rateLimitScale: 1000,
      maxUnpaidHolds: 1000,
      ...overrides,
    },
  );
  const { app, deps, ready } = await buildApp(config, { logger: false, checkResponses: true, ...opts });
  let url = 'http://tress.test';
  if (listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  } else await app.ready();
  config.publicUrl = url;

  // calls go through Fastify's inject(): the whole app (hooks, parsers, envelope) without a socket;
  // only the tests that follow a URL with fetch ask for a listening server
  const raw: TestServer['raw'] = async (path, init = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let payload: string | Buffer | undefined;
    if (typeof init.body === 'string' || init.body == null) payload = init.body ?? undefined;
    else {
      // FormData, Blob and the like: encoded as fetch would send them
      const encoded = new Request('http://tress.test/', { method: 'POST', body: init.body });
      headers['content-type'] ??= encoded.headers.get('content-type') ?? 'application/octet-stream';
      payload = Buffer.from(await encoded.arrayBuffer());
    }
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      payload,
      remoteAddress: '127.0.0.1',
    });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {}
    const answer = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) answer.append(k, String(one));
    }
    return { status: res.statusCode, body, headers: answer };
  };

  return {
    url,
    deps,
    config,
    ready,
    async call(name, body, opts = {}) {
      const { path, init } = buildRequest(name, body, opts);
      const res = await raw(path, init as RequestInit);
      return { status: res.status, body: res.body as Envelope<never> };
    },
    raw,
    async close() {
      await app.close();
      await dropDb();
      if (!embeddedAt) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in the demo Super Admin (admin / admin123) and returns the token. */
export async function adminToken(server: TestServer): Promise<string> {
  const res = await server.call('adminLogin', { username: 'admin', password: 'admin123' });
  if (!res.body.data) throw new Error(`admin login failed: ${res.body.message}`);
  return res.body.data.auth_token;
}

/** Signs in the demo Staff user (frontdesk / frontdesk123). */
export async function staffToken(server: TestServer): Promise<string> {
  const res = await server.call('adminLogin', { username: 'frontdesk', password: 'frontdesk123' });
  if (!res.body.data) throw new Error(`staff login failed: ${res.body.message}`);
  return res.body.data.auth_token;
}

/** Signs in the demo customer (demo / demo1234). */
export async function customerSession(server: TestServer) {
  const res = await server.call('login', { username: 'demo', password: 'demo1234' });
  if (!res.body.data) throw new Error(`customer login failed: ${res.body.message}`);
  return res.body.data;
}
