/**
 * `npx tsx scripts/bench-forgot-password.ts`: how long "forgot password" takes to answer for an
 * address that has an account and for one that has none, 200 calls of each one after the other
 * (alternating), over HTTP on a fresh embedded salon. Twice: without SMTP, and with the job loop
 * sending through a local SMTP relay. The two medians should be equal: a difference tells an
 * attacker which addresses have accounts. BENCH_CALLS changes the count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const KNOWN = 'olivia@example.com';

async function relay(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, done) {
      stream.resume();
      stream.on('end', () => done());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function measure(smtpUrl: string | null): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tress-forgot-'));
  const config = loadConfig(
    {},
    {
      dataDir,
      port: 0,
      host: '127.0.0.1',
      logLevel: 'error',
      smtpUrl,
      runJobs: smtpUrl !== null,
      jobIntervalMs: 200,
      seedDemoDay: false,
      rateLimitScale: 100_000,
    },
  );
  const { app } = await buildApp(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/auth/forgot-password`;
  const ask = async (email: string) => {
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await res.text();
    if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
    return performance.now() - started;
  };
  try {
    // warm up both paths first
    for (let i = 0; i < 10; i++) await ask(i % 2 ? KNOWN : `warm${i}@example.com`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      known.push(await ask(KNOWN));
      unknown.push(await ask(`nobody${i}@example.com`));
    }
    return `known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms (medians of ${CALLS})`;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`forgot-password without SMTP: ${await measure(null)}`);
const smtp = await relay();
try {
  console.log(`forgot-password with SMTP and the job loop: ${await measure(smtp.url)}`);
} finally {
  await smtp.close();
}
