/**
 * `npm run bench:boot`: the embedded database's start and rest, as `npm start` runs it.
 *
 * 1. A fresh DATA_DIR gets the demo salon (first start, not timed as a restart).
 * 2. Restarts on that data (RUNS, default 3), each from the spawn of `node scripts/start.mjs` to the
 *    first answer of a real read (GET /api/categories), the process stopped with SIGTERM in
 *    between; then one after a kill -9 (no clean shutdown).
 * 3. The server process's resident memory (RSS, from /proc) after the last start and 50 reads of
 *    the home page's data (settings, categories, services), once it has been idle for a second.
 *
 * The targets: restart to first answer <= 1.5 s; RSS after start and 50 reads <= 300 MB.
 * Builds the server first when `dist/server/main.js` is missing (the client is not needed).
 * Prints figures; never fails on them. PostgreSQL is not measured here (DATABASE_URL is ignored).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from './build-server.mjs';
import { freePort } from './support/server-process';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const READS = 50;

type Started = { launcher: ChildProcess; url: string; ms: number };

/** `npm start` on `dataDir`, timed from the spawn to the first answer of a read. */
async function start(dataDir: string): Promise<Started> {
  const port = await freePort();
  const { DATABASE_URL: _, ...env } = process.env;
  const began = performance.now();
  const launcher = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (launcher.exitCode !== null) throw new Error(`npm start exited (${launcher.exitCode})`);
    try {
      if ((await fetch(`${url}/api/categories`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
  }
  return { launcher, url, ms: performance.now() - began };
}

/** The server process: `npm start` itself (it runs the server in its own process). */
const serverPid = (launcher: ChildProcess): number => launcher.pid ?? 0;

function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) / 1024;
}

async function stop(s: Started, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const exited = new Promise((r) => s.launcher.once('exit', r));
  s.launcher.kill(signal);
  await exited;
}

async function reads(url: string): Promise<void> {
  for (let i = 0; i < READS; i++) {
    const which = i % 3;
    const res =
      which === 0
        ? await fetch(`${url}/api/settings`)
        : which === 1
          ? await fetch(`${url}/api/categories`)
          : await fetch(`${url}/api/services/list`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{}',
            });
    if (!res.ok) throw new Error(`read ${i} answered ${res.status}`);
    await res.arrayBuffer();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (n: number) => `${Math.round(n)} ms`;

if (!existsSync('dist/server/main.js')) await buildServer();
const dataDir = mkdtempSync(join(tmpdir(), 'tress-boot-'));
try {
  const first = await start(dataDir);
  console.log(`First start on a fresh DATA_DIR (demo salon seeded): ${ms(first.ms)}`);
  await stop(first);
  const times: number[] = [];
  let last: Started | null = null;
  for (let i = 0; i < RUNS; i++) {
    const s = await start(dataDir);
    times.push(s.ms);
    if (i < RUNS - 1) await stop(s);
    else last = s;
  }
  console.log(
    `Restart on existing data to first answer (npm start, embedded), median of ${RUNS}: ${ms(median(times))} (${times.map(ms).join(', ')})`,
  );
  if (last) {
    const pid = serverPid(last.launcher);
    await reads(last.url);
    await new Promise((r) => setTimeout(r, 1000));
    console.log(
      `Server memory at rest (RSS after start and ${READS} reads, embedded): ${rssMb(pid).toFixed(0)} MB`,
    );
    await stop(last, 'SIGKILL');
    const afterKill = await start(dataDir);
    console.log(`Restart after a kill -9: ${ms(afterKill.ms)}`);
    await stop(afterKill);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
