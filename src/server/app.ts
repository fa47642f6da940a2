/**
 * Builds the Fastify app (no listen): the envelope, the API from the shared route table, the
 * OpenAPI document, images, operations endpoints, the built client and the background jobs.
 */

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import { type Database, type Db, type EmbeddedOpening, openDatabase } from './db/connect';
import { invalidateReads } from './db/read-cache';
import { loadSecrets } from './db/secrets';
import { seedBase } from './db/seed';
import { seedDemo } from './demo/seed-demo';
import type { Deps } from './deps';
import { forgetBusyDay, keepBusyDays } from './domain/availability/busy-day';
import { type ChangeBus, inProcessChangeBus } from './events/change-bus';
import { pgChangeBus } from './events/pg-change-bus';
import { allGates, allHandlers } from './features';
import { demoPasswordsInUse } from './features/accounts/demo-passwords';
import { ensureFirstAdmin } from './features/accounts/first-admin';
import { paymentIntake } from './features/payments/intake';
import { registerSandboxPages } from './features/payments/sandbox-pages';
import { registerPaymentWebhook } from './features/payments/webhook';
import { registerApiDocs } from './http/api-docs';
import { registerAppAssets } from './http/app-assets';
import { registerEnvelope } from './http/envelope';
import { registerEventStream } from './http/event-stream';
import { loggerOptions } from './http/log-safety';
import { MAX_UPLOAD_BYTES } from './http/multipart';
import { registerApi } from './http/register-api';
import { registerSecurityHeaders } from './http/security-headers';
import { cachedImageStore } from './images/cached-image-store';
import { databaseImageStore } from './images/image-store';
import { moveDiskUploads } from './images/move-disk-uploads';
import { registerImageRoutes } from './images/serve-images';
import { startJobs } from './jobs';
import { createLimits } from './limits';
import { registerBackupDownload } from './ops/backups/backup-routes';
import { startBackupSocket } from './ops/backups/backup-service';
import { startDailyBackups } from './ops/backups/daily-backup';
import { type LogDestination, silentLog, stdoutLog } from './ops/log-destination';
import { createMetrics, type Metrics } from './ops/metrics';
import { type Readiness, readiness } from './ops/readiness';
import { registerOpsRoutes } from './ops/routes';
import { type HostLookup, systemLookup } from './outbound/address-guard';
import type { PaymentProvider } from './payments/provider';

export type BuiltApp = {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  metrics: Metrics;
  ready: Readiness;
  log: LogDestination;
};

export type BuildOptions = {
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it back). */
  logStream?: NodeJS.WritableStream;
  checkResponses?: boolean;
  now?: () => Date;
  /** Where the JSON log goes (default: stdout, never blocking). */
  logDestination?: LogDestination;
  /** Stands in for the payment provider's servers (tests). */
  paymentProvider?: (deps: Deps) => PaymentProvider;
  /** Stands in for DNS when push endpoints are resolved (tests). */
  lookup?: HostLookup;
  /** The embedded database as main.ts began opening it, before this module loaded. */
  embeddedOpening?: EmbeddedOpening;
  /**
   * The background jobs and the daily backup start this long after the server listens, not at
   * once: their first pass would share the embedded database with the first requests of a restart.
   */
  jobsAfterListenMs?: number;
};

/** A caller's X-Request-Id when it looks like one (a proxy's), else a fresh one. */
function requestId(req: { headers: FastifyRequest['headers'] }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,64}$/.test(given) ? given : randomUUID();
}

async function changeBus(
  database: Database,
  config: Config,
  log: FastifyInstance['log'],
): Promise<ChangeBus> {
  if (database.kind !== 'postgres' || !config.databaseUrl) return inProcessChangeBus();
  const notify = async (channel: string, payload: string) => {
    await database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
  };
  return pgChangeBus(config.databaseUrl, notify, log);
}

/** Fastify's form of TRUST_PROXY: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(
  t: Config['trustProxy'],
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  return typeof t === 'number' ? (_addr, hop) => hop < t : t;
}

/** Warns while a demo account still opens with its published demo password. */
async function warnOfDemoPasswords(app: FastifyInstance, db: Db): Promise<void> {
  const inUse = await demoPasswordsInUse(db).catch(() => false); // the server may be closing
  if (inUse)
    app.log.warn(
      'demo accounts still have their published demo passwords: change them, or run with SEED_DEMO=false',
    );
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<BuiltApp> {
  const log = opts.logDestination ?? (opts.logger === false ? silentLog : stdoutLog(config.logBufferBytes));
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : loggerOptions(config.logLevel, opts.logStream ?? (log as unknown as NodeJS.WritableStream)),
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default)
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  let firstAdmin = 'exists' as Awaited<ReturnType<typeof ensureFirstAdmin>>;
  // under the start-up lock on PostgreSQL: several instances starting at once seed once
  const prepare = async (db: Db) => {
    await seedBase(db, config);
    if (config.seedDemo) await seedDemo(db, config);
    firstAdmin = await ensureFirstAdmin(db, config);
  };
  const database = await openDatabase(config, prepare, opts.embeddedOpening);
  const images = cachedImageStore(databaseImageStore(database.db));
  const moved = await moveDiskUploads(database.db, images, config.dataDir);
  if (moved) app.log.info({ files: moved }, 'moved uploaded images from DATA_DIR/uploads into the database');
  const deps: Deps = {
    db: database.db,
    dbKind: database.kind,
    embedded: database.embedded,
    config,
    secrets: await loadSecrets(database.db, config),
    log: app.log,
    bus: await changeBus(database, config, app.log),
    images,
    limits: createLimits(config, database.pool),
    lookup: opts.lookup ?? systemLookup,
    paymentIntake,
    now: opts.now ?? (() => new Date()),
  };
  // on the embedded database this process sees every change as it is committed: the slot look-ups
  // keep each day's bookings until it changes (domain/availability/busy-day.ts)
  if (deps.dbKind === 'pglite') keepBusyDays(deps.db);
  // what changed on any instance: this instance's cached reads of it are stale
  deps.bus.subscribe((event) => {
    if (event.topic === 'catalogue') {
      invalidateReads(deps.db);
      images.forget();
    } else forgetBusyDay(deps.db, event.date);
  });
  if (opts.paymentProvider) deps.paymentProvider = opts.paymentProvider(deps);

  registerEnvelope(app, config.clientDir);
  registerSecurityHeaders(app, config.clientDir);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  const ready = readiness(database.db);
  const metrics = createMetrics(app, database.db, log.dropped);
  registerOpsRoutes(app, deps, ready, metrics.registry);
  registerBackupDownload(app, deps);
  registerApiDocs(app);
  registerApi(app, deps, allHandlers, { checkResponses: opts.checkResponses ?? false, gates: allGates });
  registerEventStream(app, deps);
  registerSandboxPages(app, deps);
  registerPaymentWebhook(app, deps);
  registerImageRoutes(app, images);

  if (existsSync(config.clientDir)) {
    // the hashed scripts and styles from memory; the rest (pages, icons, the worker) from disk
    const inMemory = registerAppAssets(app, config.clientDir);
    await app.register(fastifyStatic, {
      root: config.clientDir,
      prefix: '/',
      wildcard: false,
      globIgnore: inMemory ? ['assets/**'] : [],
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
  // an argon2 check (a few hundred milliseconds) that the first answer does not wait for
  if (opts.logger !== false)
    app.addHook('onListen', async () => {
      void warnOfDemoPasswords(app, database.db);
    });

  const stopBackupSocket = database.embedded
    ? await startBackupSocket(deps, database.embedded)
    : async () => {};
  let stopJobs = async () => {};
  let stopDailyBackups = async () => {};
  const startBackground = () => {
    if (!config.runJobs) return;
    stopJobs = startJobs(deps);
    if (database.embedded) stopDailyBackups = startDailyBackups(deps, database.embedded);
  };
  let backgroundTimer: NodeJS.Timeout | undefined;
  if (opts.jobsAfterListenMs === undefined) startBackground();
  else {
    const after = opts.jobsAfterListenMs;
    app.addHook('onListen', async () => {
      backgroundTimer = setTimeout(startBackground, after);
    });
  }
  app.addHook('preClose', async () => {
    ready.drain();
  });
  app.addHook('onClose', async () => {
    clearTimeout(backgroundTimer);
    await stopJobs();
    await stopDailyBackups();
    await stopBackupSocket();
    await deps.bus.close();
    await database.close();
  });
  return { app, deps, database, metrics, ready, log };
}
