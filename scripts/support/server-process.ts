/** Runs the real server as a child process (for kill and restart tests). */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

export type ProcessOptions = {
  /** A built server (`dist/server/main.js` or a test build) instead of the sources through tsx. */
  entry?: string;
  /** Never read the server's stdout: a stalled log reader, whose pipe fills up. */
  stallStdout?: boolean;
  /** How long to wait for the first answer (default 60 s). */
  startTimeoutMs?: number;
};

/** Starts the server on the embedded database in `dataDir` (unless env has DATABASE_URL) and waits until it answers. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  opts: ProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _, ...parentEnv } = process.env;
  // SERVER_CPU_PROFILE=dir: the server writes a V8 CPU profile there when it exits (for benchmarks)
  const profile = process.env.SERVER_CPU_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const args = [...profiling, ...(opts.entry ? [opts.entry] : ['--import', 'tsx', 'src/server/main.ts'])];
  const child = spawn(process.execPath, args, {
    env: {
      ...parentEnv,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RUN_JOBS: 'false',
      SEED_DEMO_DAY: 'false',
      RATE_LIMIT_SCALE: '1000',
      MAX_UNPAID_HOLDS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  if (!opts.stallStdout) child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.startTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { child, url, output: () => out, exited };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start in time:\n${out}`);
}
