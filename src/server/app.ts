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
import { startJobs } from './jobs';
import type { PaymentProvider } from './payments/provider';
import { registerSandboxPages } from './payments/sandbox-pages';
import { registerApiDocs } from './plugins/api-docs';
import { registerEnvelope } from './plugins/envelope';
import { MAX_UPLOAD_BYTES } from './plugins/multipart';
import { registerApi } from './plugins/register-api';

export type BuiltApp = { app: FastifyInstance; deps: Deps; database: Database };

export type BuildOptions = {
  logger?: boolean;
  checkResponses?: boolean;
  now?: () => Date;
  /** Stands in for the payment provider's servers (tests). */
  paymentProvider?: (deps: Deps) => PaymentProvider;
};

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.auth_token'],
              censor: '[hidden]',
            },
          },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });

  const database = await openDatabase(config);
  await seedBase(database.db, config);
  if (config.seedDemo) await seedDemo(database.db, config);
  const deps: Deps = {
    db: database.db,
    dbKind: database.kind,
    config,
    secrets: await loadSecrets(database.db, config),
    log: app.log,
    bus: inProcessChangeBus(),
    now: opts.now ?? (() => new Date()),
  };
  if (opts.paymentProvider) deps.paymentProvider = opts.paymentProvider(deps);

  registerEnvelope(app, config.clientDir);
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

  const stopJobs = config.runJobs ? startJobs(deps) : async () => {};
  app.addHook('onClose', async () => {
    await stopJobs();
    await deps.bus.close();
    await database.close();
  });
  return { app, deps, database };
}
