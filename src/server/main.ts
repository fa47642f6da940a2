/**
 * Starts the server: one process per data folder on the embedded database (any number on
 * PostgreSQL), listen, and a graceful stop on SIGTERM/SIGINT: /api/ready turns 503, no new
 * connections are accepted, requests in flight finish, outbox sends in flight finish or hand their
 * lease back, the log is flushed for at most a second, and the process exits 0, all within 10 s.
 */
import { type Config, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/data-lock';
import { embeddedDir, openEmbeddedClient } from './db/embedded-open';
import { ConfigurationError } from './environment';

const FORCE_EXIT_MS = 9_500;

/**
 * How long after listening the background jobs and the daily backup begin: a restart's first
 * requests have the embedded database to themselves.
 */
const JOBS_AFTER_LISTEN_MS = 1_000;

/** The configuration, or the process ends naming each variable that is not valid. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (!(e instanceof ConfigurationError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  let unlock = () => {};
  if (!config.databaseUrl) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (e) {
      if (e instanceof DataDirLockedError) {
        console.error(e.message);
        process.exit(1);
      }
      throw e;
    }
  }
  // the embedded database opens while the rest of the server loads (embedded-open.ts); the rest
  // is imported only now, so that its modules load after the opening has begun
  const embeddedOpening = config.databaseUrl ? undefined : openEmbeddedClient(embeddedDir(config.dataDir));
  embeddedOpening?.catch(() => {}); // its failure is thrown where it is awaited, in buildApp
  const { buildApp } = await import('./app');
  const { startMetricsServer } = await import('./ops/routes');
  const { app, metrics, log } = await buildApp(config, {
    ...(embeddedOpening ? { embeddedOpening } : {}),
    jobsAfterListenMs: JOBS_AFTER_LISTEN_MS,
  });
  const metricsServer = config.metricsPort
    ? await startMetricsServer(metrics.registry, config.metricsPort, config.host)
    : null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // a last resort that cannot be held up: nothing in the shutdown writes synchronously
    const force = setTimeout(() => {
      unlock();
      process.exit(1);
    }, FORCE_EXIT_MS);
    force.unref();
    let code = 0;
    try {
      metricsServer?.close();
      await app.close();
    } catch (e) {
      code = 1;
      app.log.error({ err: e }, 'shutdown failed');
    } finally {
      unlock();
      app.log.info({ dropped_log_lines: log.dropped() }, 'stopped');
      await log.flush(1000);
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
