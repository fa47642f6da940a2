/**
 * The log never carries a password, a token, an argon2 hash or an SQL query's parameters, even when
 * a query fails with them (drizzle puts the parameters into its error message).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { users } from '../../../src/server/db/schema';
import { TEMPLATE_DIR, TMP_ROOT } from '../../support/paths';
import { createTestDatabase } from '../../support/test-server';

// each test starts servers of its own; a busy machine needs more than the default 30 s
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let built: BuiltApp;
let log = '';
let cleanup = async () => {};

beforeAll(async () => {
  const dataDir = mkdtempSync(join(TMP_ROOT, 'log-'));
  let databaseUrl: string | null = null;
  if (process.env.DATABASE_URL) {
    const created = await createTestDatabase();
    databaseUrl = created.url;
    cleanup = created.drop;
  } else cpSync(join(TEMPLATE_DIR, 'db'), join(dataDir, 'db'), { recursive: true });
  const config = loadConfig(
    {},
    { dataDir, databaseUrl, logLevel: 'info', runJobs: false, clientDir: join(dataDir, 'none') },
  );
  const logStream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  built = await buildApp(config, { logStream });
  // a query that fails with a secret among its parameters, as a bug in a handler would
  built.app.post('/api/test/failing-query', async (req) => {
    const { secret } = req.body as { secret: string };
    const [u] = await built.deps.db.select().from(users).where(eq(users.username, 'admin'));
    await built.deps.db
      .select()
      .from(users)
      .where(eq(users.passwordHash, `${u!.passwordHash}\u0000${secret}`));
    return { success: true };
  });
  const prev = cleanup;
  cleanup = async () => {
    await built.app.close();
    await prev();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => cleanup());

describe('the log', () => {
  it('carries no password, token, hash or SQL parameter', async () => {
    const { app, deps } = built;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'admin', password: 'admin123' },
    });
    const token = login.json().data.auth_token as string;
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: 'wrong-Secret-77' },
    });
    await app.inject({
      method: 'GET',
      url: '/api/ratings/get?t=link-token-SECRET-55',
      headers: { authorization: `Bearer ${token}` },
    });
    const failing = await app.inject({
      method: 'POST',
      url: '/api/test/failing-query',
      payload: { secret: 'param-SECRET-99' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(failing.statusCode).toBe(500);
    expect(failing.body).not.toContain('SECRET');

    const [admin] = await deps.db.select().from(users).where(eq(users.username, 'admin'));
    expect(log).toContain('unhandled error');
    for (const secret of [
      'admin123',
      'wrong-Secret-77',
      'link-token-SECRET-55',
      'param-SECRET-99',
      token,
      admin!.passwordHash,
      '$argon2id$',
      'params:',
    ])
      expect(log, secret).not.toContain(secret);
  });
});
