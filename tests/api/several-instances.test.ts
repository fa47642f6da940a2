/**
 * Several instances on one PostgreSQL database: two processes of the built server (plain
 * JavaScript, as `npm start` runs it) started at the same moment on an empty database, behind a
 * round-robin balancer, and a webhook receiver counting deliveries by X-Tress-Delivery. Instance A's
 * stdout is a pipe nobody reads (a stalled log shipper). The cases share the two processes.
 * PostgreSQL only: the embedded database allows one server per data folder.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { makePng } from '../../scripts/support/png';
import { type ServerProcess, startServerProcess } from '../../scripts/support/server-process';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connect';
import { seedBase } from '../../src/server/db/seed';
import { seedDemo } from '../../src/server/demo/seed-demo';
import type { Stylist } from '../../src/shared/contract/stylists';
import { callMultipart } from '../fixtures/admin-world';
import { type Balancer, startBalancer } from '../support/balancer';
import { TMP_ROOT } from '../support/paths';
import { createTestDatabase, type TestServer } from '../support/test-server';
import { bookAndPay, remoteServer, waitFor } from './payments-support';

const onPostgres = !!process.env.DATABASE_URL;

/** The typed calls and raw requests of a server in another process. */
const remote = remoteServer;

/** A webhook endpoint that answers after `delayMs` and counts deliveries by X-Tress-Delivery. */
async function startCountingReceiver(delayMs: number) {
  const deliveries = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['x-tress-delivery']);
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
      setTimeout(() => res.writeHead(200).end('{}'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

describe.skipIf(!onPostgres)('several instances on one PostgreSQL database', () => {
  const work = mkdtempSync(join(TMP_ROOT, 'instances-'));
  let dbUrl = '';
  let dropDb = async () => {};
  let a: ServerProcess;
  let b: ServerProcess;
  let A: TestServer;
  let B: TestServer;
  let lb: Balancer;
  const backends: string[] = [];
  let hooks: Awaited<ReturnType<typeof startCountingReceiver>>;
  let staff = '';

  beforeAll(async () => {
    const entry = join(await buildServer(join(work, 'server')), 'main.js');
    const created = await createTestDatabase();
    dbUrl = created.url;
    dropDb = created.drop;
    hooks = await startCountingReceiver(300);
    lb = await startBalancer(backends);
    const env = {
      DATABASE_URL: dbUrl,
      WEBHOOK_URL: hooks.url,
      PUBLIC_URL: lb.url,
      RUN_JOBS: 'true',
      JOB_INTERVAL_MS: '100',
    };
    const started = Date.now();
    // both at once, on an empty database
    [a, b] = await Promise.all([
      startServerProcess(
        join(work, 'a'),
        { ...env, LOG_LEVEL: 'info', LOG_BUFFER_BYTES: '16384' },
        { entry, stallStdout: true, startTimeoutMs: 150_000 },
      ),
      startServerProcess(join(work, 'b'), env, { entry, startTimeoutMs: 150_000 }),
    ]);
    console.log(`two instances up on an empty database in ${Date.now() - started} ms`);
    backends.push(a.url, b.url);
    A = remote(a.url);
    B = remote(b.url);
    staff = (await A.call('adminLogin', { username: 'admin', password: 'admin123' })).body.data!.auth_token;
  }, 200_000);

  afterAll(async () => {
    for (const p of [a, b]) if (p && p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await lb?.close();
    await hooks?.close();
    await dropDb();
    rmSync(work, { recursive: true, force: true });
  });

  it('come up together on an empty database with one copy of the demo salon', async () => {
    const [admins] = await query<{ n: number }>(
      dbUrl,
      `select count(*)::int n from users where username = 'admin'`,
    );
    const [team] = await query<{ n: number }>(dbUrl, 'select count(*)::int n from stylists');
    expect(admins!.n).toBe(1);
    expect(team!.n).toBe(6);
    for (const s of [A, B]) expect((await s.raw('/api/ready')).status).toBe(200);
  });

  it('serve on one instance the image uploaded through the other', async () => {
    const bytes = makePng(41, 3);
    const made = await callMultipart<Stylist>(
      A,
      'stylistsAdd',
      {
        full_name: 'Two Place Photo',
        email: 'photo@example.com',
        phone_number: '8123 0098',
        speciality: 'Cuts',
        experience_years: '3',
        is_active: 'true',
      },
      { token: staff, file: { field: 'profile_image', bytes, name: 'p.png', type: 'image/png' } },
    );
    expect(made.status).toBe(200);
    const got = await fetch(b.url + made.body.data!.photo_url!);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    // the upload was cleaned (re-encoded) once, on A: B serves exactly what A stored
    const fromA = await fetch(a.url + made.body.data!.photo_url!);
    expect(Buffer.from(await got.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });

  it('charge a booking on one instance the price just changed on the other, and show it within a second', async () => {
    const priceOn = async (s: TestServer) => {
      const res = await s.call('stylistsByServices', { service_ids: [SERVICE.womensCut] });
      return res.body.data!.find((o) => o.id === STYLIST.kenji)!.price;
    };
    const before = await priceOn(B); // B has it cached now
    const changed = await A.call(
      'stylistServiceUpdate',
      { stylist_id: STYLIST.kenji, service_id: SERVICE.womensCut, price: before + 7 },
      { token: staff },
    );
    expect(changed.status).toBe(200);
    const booked = await B.call('book', {
      ...guest,
      selected_service_ids: [SERVICE.womensCut],
      stylist_id: STYLIST.kenji,
      booking_date: weekday(3),
      start_slot_id: slotId('11:00'),
      payment_keyword: 'card',
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data!.total_amount).toBe(before + 7);
    const since = Date.now();
    await waitFor(async () => (await priceOn(B)) === before + 7, 1000, "B's list to show the new price");
    expect(Date.now() - since).toBeLessThan(1000);
  });

  it('let exactly one of 50 simultaneous bookings of one slot, split across both, win', async () => {
    const date = weekday(4);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? A : B).call('book', {
          ...guest,
          full_name: `Racer ${i}`,
          selected_service_ids: [SERVICE.mensCut],
          stylist_id: STYLIST.daniel,
          booking_date: date,
          start_slot_id: slotId('14:00'),
          payment_keyword: 'card',
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });

  it('share the sign-in limit: failures on one instance count on the other', async () => {
    // one account from one address: 5 failures are free, then it must wait, on either instance
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? A : B).call('adminLogin', {
        username: 'shared-limit',
        password: `wrong-${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // every public call writes a counter: the table is unlogged, so those writes wait for no fsync
    const [table] = await query<{ relpersistence: string }>(
      dbUrl,
      "select relpersistence from pg_class where relname = 'rate_limits'",
    );
    expect(table?.relpersistence).toBe('u');
  });

  it('report per-route counts and latency, the outbox backlog and bookings, to staff only', async () => {
    expect((await A.raw('/api/metrics')).status).toBe(401);
    const res = await A.raw('/api/metrics', { headers: { authorization: `Bearer ${staff}` } });
    expect(res.status).toBe(200);
    const text = String(res.body);
    expect(text).toMatch(
      /tress_http_requests_total\{method="POST",route="\/api\/appointments\/book",status="409"\} \d+/,
    );
    expect(text).toMatch(
      /tress_http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/appointments\/book"/,
    );
    expect(text).toMatch(/tress_outbox_backlog \d+/);
    expect(text).toMatch(/tress_bookings\{status="pending"\} \d+/);
  });

  it("keep answering while A's log is a pipe nobody reads: lines are dropped and counted, never waited for", {
    timeout: 60_000,
  }, async () => {
    // each request's log line carries its 8 KB URL: 200 of them overfill the pipe and the 16 KB
    // allowed beyond it
    const padded = `${a.url}/api/health?pad=${'x'.repeat(8192)}`;
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(padded)));
      expect(answers.every((r) => r.ok)).toBe(true);
    }
    const res = await A.raw('/api/metrics', { headers: { authorization: `Bearer ${staff}` } });
    const dropped = Number(/tress_log_lines_dropped (\d+)/.exec(String(res.body))?.[1]);
    expect(dropped).toBeGreaterThan(0);
  });

  it('lose nothing and send no webhook twice when one is stopped (SIGTERM) during a burst of paid bookings', {
    timeout: 120_000,
  }, async () => {
    const front = remote(lb.url);
    const date = weekday(5);
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];
    const stylists = [STYLIST.mei, STYLIST.daniel];
    const flows = times.flatMap((time) =>
      stylists.map(async (stylist) => {
        const { booking, ret } = await bookAndPay(front, { stylist, date, time });
        const status = await front.call('paymentStatus', ret);
        expect(status.body.data).toMatchObject({ paid: true });
        return booking.id;
      }),
    );
    // stop A once the first payments are in, while the rest are in flight
    await waitFor(() => hooks.deliveries.size > 0, 30_000, 'a first webhook');
    const stoppedAt = Date.now();
    const stopped = a.exited.then((code) => ({ code, ms: Date.now() - stoppedAt }));
    a.child.kill('SIGTERM');
    const ids = await Promise.all(flows);
    const exit = await stopped;
    expect(exit.code).toBe(0);
    expect(exit.ms).toBeLessThan(10_000);

    const paid = await query<{ n: number }>(
      dbUrl,
      `select count(*)::int n from bookings where payment_state = 'paid' and id in (${ids.join(',')})`,
    );
    expect(paid[0]!.n).toBe(ids.length);
    const sent = await waitFor(
      async () => {
        const rows = await query<{ id: number; state: string }>(
          dbUrl,
          `select id, state from outbox where kind = 'payment_success' and booking_id in (${ids.join(',')})`,
        );
        return rows.length === ids.length && rows.every((r) => r.state === 'sent') ? rows : undefined;
      },
      30_000,
      'every webhook sent',
    );
    for (const row of sent) expect(hooks.deliveries.get(String(row.id))).toBe(1);
  });
});

describe.skipIf(!onPostgres)('start-up shared by many instances', () => {
  it('migrates and seeds once when five start at the same moment on an empty database', async () => {
    const created = await createTestDatabase();
    try {
      const config = loadConfig({}, { databaseUrl: created.url, seedDemo: true });
      const prepare = async (db: Parameters<typeof seedBase>[0]) => {
        await seedBase(db, config);
        await seedDemo(db, config);
      };
      const opened = await Promise.all(Array.from({ length: 5 }, () => openDatabase(config, prepare)));
      await Promise.all(opened.map((d) => d.close()));
      const [row] = await query<{ admins: number; stylists: number; services: number }>(
        created.url,
        `select (select count(*)::int from users where username = 'admin') admins,
                (select count(*)::int from stylists) stylists, (select count(*)::int from services) services`,
      );
      expect(row).toEqual({ admins: 1, stylists: 6, services: 13 });
    } finally {
      await created.drop();
    }
  }, 120_000);
});
