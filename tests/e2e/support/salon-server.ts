/**
 * The servers the end-to-end tests run against. The global setup seeds one demo salon into a
 * template data folder; each test worker then gets a salon of its own: a copy of the template, a
 * server on a free port and a mail catcher beside it. No worker can take another's time, see its
 * bookings or read its mail, so the tests need no retries, random times or serial order to stay out
 * of each other's way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { startMailCatcher } from './mail-catcher';

export type Salon = {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
  /** Stops the server and starts it again on the same data, with the clock read as `clock` says. */
  restart: (clock?: ClockShift) => Promise<void>;
};

/** How far from the real time a server's clock reads (shifted-clock.mjs), in milliseconds. */
export type ClockShift = { shiftMs: number };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** The environment of every e2e server: the embedded database and the demo salon, with the limits raised. */
function serverEnvironment(dataDir: string, port: number, smtpPort: number | null): NodeJS.ProcessEnv {
  const url = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    // always the embedded database in the worker's own folder: a DATABASE_URL inherited from CI
    // would point the e2e servers at one shared database
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    SEED_DEMO: 'true',
    // the e2e tests choose their own times; the demo working day would take some of them
    SEED_DEMO_DAY: process.env.TRESS_DEMO_DAY ?? 'false',
    // each worker's whole run comes from one address with few guest emails: the abuse limits are
    // raised (their own tests run against servers with the real ones)
    RATE_LIMIT_SCALE: '1000',
    MAX_UNPAID_HOLDS: '1000',
    LOG_LEVEL: 'info',
    JOB_INTERVAL_MS: '500',
    SMTP_URL: smtpPort ? `smtp://127.0.0.1:${smtpPort}` : '',
    OUTBOX_BACKOFF_MS: '500',
    // the notification tests subscribe stand-in endpoints that need no DNS of their own: checked by their text only
    PUSH_ALLOW_PRIVATE: 'true',
    SALON_TZ: 'Asia/Singapore',
    CLIENT_DIR: resolve(process.env.CLIENT_DIR || 'dist/client'),
  };
}

async function waitForHealth(url: string, server: ChildProcess, logFile: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the e2e server stopped at start (see ${logFile})`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the e2e server did not answer within 2 minutes (see ${logFile})`);
}

async function startServer(dataDir: string, smtpPort: number | null, clock?: ClockShift, port?: number) {
  port ??= await freePort();
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const shifted = clock && clock.shiftMs !== 0;
  const args = ['--import', 'tsx', ...(shifted ? ['--import', SHIFTED_CLOCK] : []), 'src/server/main.ts'];
  const server = spawn(process.execPath, args, {
    env: {
      ...serverEnvironment(dataDir, port, smtpPort),
      ...(shifted ? { TRESS_E2E_CLOCK_SHIFT_MS: String(clock.shiftMs) } : {}),
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server, logFile);
  const stop = () =>
    new Promise<void>((done) => {
      if (server.exitCode !== null) return done();
      server.once('exit', () => done());
      server.kill('SIGTERM');
    });
  return { url, port, stop };
}

const SHIFTED_CLOCK = resolve('tests/e2e/support/shifted-clock.mjs');

/** Seeds the demo salon once into `templateDir` (the server's own first start), then stops. */
export async function prepareTemplate(templateDir: string): Promise<void> {
  rmSync(templateDir, { recursive: true, force: true });
  mkdirSync(templateDir, { recursive: true });
  const server = await startServer(templateDir, null);
  await server.stop();
  rmSync(join(templateDir, 'server.log'), { force: true });
}

/**
 * A salon of its own: the template's copy, its server and its mail catcher; with `clock`, a server
 * whose clock reads that far from the real time. A restart keeps the address, so a page open on it
 * carries on.
 */
export async function startSalon(templateDir: string, dataDir: string, clock?: ClockShift): Promise<Salon> {
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(templateDir, dataDir, { recursive: true });
  const mail = await startMailCatcher(dataDir);
  let server = await startServer(dataDir, mail.port, clock);
  return {
    url: server.url,
    dataDir,
    stop: async () => {
      await server.stop();
      await mail.stop();
    },
    restart: async (next) => {
      await server.stop();
      server = await startServer(dataDir, mail.port, next, server.port);
    },
  };
}
