/**
 * Builds the Fastify app (no listen): the envelope, the API from the shared route table, the
 * OpenAPI document, uploads, the built client and the background jobs.
 */

import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { type Database, openDatabase } from './db/connect';
import { loadSecrets } from './db/secrets';
import { seedBase, seedDemo } from './db/seed';
import type { Deps } from './deps';
import { inProcessChangeBus } from './events/change-bus';
import { allHandlers } from './features';
import { demoPasswordsInUse } from './features/accounts/demo-passwords';
import { ensureFirstAdmin } from './features/accounts/first-admin';
import { startJobs } from './jobs';
import { createLimits } from './limits';
import { registerSandboxPages } from './payments/sandbox-pages';
import { registerApiDocs } from './plugins/api-docs';
import { registerEnvelope } from './plugins/envelope';
import { loggerOptions } from './plugins/log-safety';
import { MAX_UPLOAD_BYTES } from './plugins/multipart';
import { registerApi } from './plugins/register-api';
import { registerSecurityHeaders } from './plugins/security-headers';

export type BuiltApp = { app: FastifyInstance; deps: Deps; database: Database };

export type BuildOptions = {
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it back). */
  logStream?: NodeJS.WritableStream;
  checkResponses?: boolean;
  now?: () => Date;
};

/** Fastify's form of TRUST_PROXY: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(
  t: Config['trustProxy'],
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  return typeof t === 'number' ? (_addr, hop) => hop < t : t;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logStream),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default)
    trustProxy: trustProxyOption(config.trustProxy),
  });

  const database = await openDatabase(config);
  await seedBase(database.db, config);
  if (config.seedDemo) await seedDemo(database.db, config);
  const firstAdmin = await ensureFirstAdmin(database.db, config);
  const deps: Deps = {
    db: database.db,
    dbKind: database.kind,
    config,
    secrets: await loadSecrets(database.db, config),
    log: app.log,
    bus: inProcessChangeBus(),
    limits: createLimits(config, database.pool),
    now: opts.now ?? (() => new Date()),
  };

  registerEnvelope(app, config.clientDir);
  await registerSecurityHeaders(app, config.clientDir);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  app.get('/api/health', async () => ({
    success: true,
    data: { ok: true, db: database.kind },
    errors: [],
    message: 'OK',
  }));
  registerApiDocs(app);
  registerApi(app, deps, allHandlers, { checkResponses: opts.checkResponses ?? false });
  registerSandboxPages(app, deps);

  const uploadsDir = join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.header('x-content-type-options', 'nosniff'),
  });
  if (existsSync(config.clientDir)) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          /\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  if (firstAdmin === 'created') app.log.info('created the first Super Admin from ADMIN_USERNAME');
  if (firstAdmin === 'none')
    app.log.warn('there is no Super Admin: set ADMIN_USERNAME and ADMIN_PASSWORD and start again');
  if (opts.logger !== false && (await demoPasswordsInUse(database.db)))
    app.log.warn(
      'demo accounts still have their published demo passwords: change them, or run with SEED_DEMO=false',
    );

  const stopJobs = config.runJobs ? startJobs(deps) : async () => {};
  app.addHook('onClose', async () => {
    await stopJobs();
    await deps.bus.close();
    await database.close();
  });
  return { app, deps, database };
}
