/**
 * The outbox survives a killed server: a message left pending when the process is SIGKILLed is
 * sent after the restart, and so is one whose delivery was in flight at the kill (its lease runs
 * out and another attempt sends it: at least once). Runs the real server as a child process, on
 * PGlite, or on a PostgreSQL database of its own when DATABASE_URL is set.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { STYLIST, weekday } from '../../scripts/support/demo-salon';
import { type ServerProcess, startServerProcess } from '../../scripts/support/server-process';
import { TEMPLATE_DIR, TMP_ROOT } from '../support/paths';
import { createTestDatabase } from '../support/test-server';
import { bookAndPay, remoteServer, startReceiver, waitFor } from './payments-support';

const dataDir = mkdtempSync(join(TMP_ROOT, 'outbox-restart-'));
let dropDb = async () => {};
afterAll(async () => {
  await dropDb();
  rmSync(dataDir, { recursive: true, force: true });
});

async function kill(p: ServerProcess) {
  p.child.kill('SIGKILL');
  await p.exited;
}

describe('the outbox across SIGKILL and restart', () => {
  it('sends what a killed server left pending or in flight', { timeout: 120_000 }, async () => {
    let hang = true;
    const hooks = await startReceiver(() => (hang ? 'hang' : 200));
    const env: Record<string, string> = {
      WEBHOOK_URL: hooks.url,
      JOB_INTERVAL_MS: '100',
      OUTBOX_LEASE_MS: '1500',
      OUTBOX_BACKOFF_MS: '100',
    };
    if (process.env.DATABASE_URL) {
      const db = await createTestDatabase();
      env.DATABASE_URL = db.url;
      dropDb = db.drop;
    } else {
      cpSync(join(TEMPLATE_DIR, 'db'), join(dataDir, 'db'), { recursive: true });
    }
    try {
      // 1. jobs off: a paid booking leaves its webhook pending; then the server is killed
      const first = await startServerProcess(dataDir, { ...env, RUN_JOBS: 'false' });
      const remote = remoteServer(first.url);
      const { booking, ret } = await bookAndPay(remote, {
        stylist: STYLIST.mei,
        date: weekday(8),
        time: '10:00',
      });
      const status = await remote.call('paymentStatus', ret);
      expect(status.body.data).toMatchObject({ paid: true, status: 'confirmed' });
      await kill(first);
      expect(hooks.requests).toHaveLength(0);

      // 2. jobs on: the webhook goes out, the endpoint never answers, the server is killed mid-delivery
      const second = await startServerProcess(dataDir, { ...env, RUN_JOBS: 'true' });
      await waitFor(() => hooks.requests.length >= 1, 20_000, 'the first delivery attempt');
      await kill(second);

      // 3. restarted: the lease runs out, the message is sent again and recorded as sent
      hang = false;
      const third = await startServerProcess(dataDir, { ...env, RUN_JOBS: 'true' });
      try {
        await waitFor(() => hooks.requests.length >= 2, 20_000, 'the delivery after the restart');
        const bodies = hooks.requests.map((r) => JSON.parse(r.body));
        expect(
          bodies.every((b) => b.event === 'payment_success' && b.booking.booking_id === booking.id),
        ).toBe(true);
        expect(new Set(hooks.requests.map((r) => r.headers['x-tress-delivery'])).size).toBe(1);
        const login = await remoteServer(third.url).call('adminLogin', {
          username: 'admin',
          password: 'admin123',
        });
        const token = login.body.data!.auth_token;
        const row = await waitFor(
          async () => {
            const list = await remoteServer(third.url).call(
              'outbox',
              { search_text: 'payment_success', page_number: 1, page_size: 10 },
              { token },
            );
            const m = list.body.data!.messages.find((x) => x.booking_id === booking.id);
            return m?.state === 'sent' ? m : undefined;
          },
          10_000,
          'the message marked sent',
        );
        expect(row.attempts).toBeGreaterThanOrEqual(2);
        expect(row.delivered_via).toBe('webhook');
      } finally {
        await kill(third);
      }
    } finally {
      await hooks.close();
    }
  });
});

describe.runIf(!!process.env.DATABASE_URL)('two servers on one PostgreSQL', () => {
  it('share the outbox without sending a message twice', { timeout: 120_000 }, async () => {
    const hooks = await startReceiver(() => 200);
    const db = await createTestDatabase();
    const env = { DATABASE_URL: db.url, WEBHOOK_URL: hooks.url, JOB_INTERVAL_MS: '50', SEED_DEMO: 'false' };
    const servers: ServerProcess[] = [];
    try {
      const setup = await startServerProcess(dataDir, { ...env, RUN_JOBS: 'false' }); // migrates
      await kill(setup);
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      for (let i = 1; i <= 60; i++) {
        await client.query(
          `INSERT INTO outbox (kind, dedupe_key, payload) VALUES ('payment_success', $1, $2)`,
          [`two-servers-${i}`, JSON.stringify({ event: 'payment_success', booking: { booking_id: i } })],
        );
      }
      await client.end();
      servers.push(
        ...(await Promise.all([
          startServerProcess(join(dataDir, 'a'), { ...env, RUN_JOBS: 'true' }),
          startServerProcess(join(dataDir, 'b'), { ...env, RUN_JOBS: 'true' }),
        ])),
      );
      await waitFor(
        () => new Set(hooks.requests.map((r) => r.headers['x-tress-delivery'])).size === 60,
        30_000,
        'every message',
      );
      // no message twice: once both instances have stopped (sends in flight finish first), the
      // endpoint has heard each message exactly once
      for (const s of servers.splice(0)) {
        s.child.kill('SIGTERM');
        await s.exited;
      }
      expect(hooks.requests).toHaveLength(60);
    } finally {
      for (const s of servers) await kill(s);
      await hooks.close();
      await db.drop();
    }
  });
});
