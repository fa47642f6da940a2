/**
 * PostgreSQL going away under load: every connection terminated, then the database refusing
 * connections for a while (as during a restart), while 20 clients keep booking. Calls answer 503
 * with Retry-After (never a 500, never a hang), /api/ready says not ready, the background jobs
 * pause, and within 10 s of the database coming back everything works again by itself; every
 * booking that was acknowledged is in the database. The error mapping (a full disk included) is
 * tested on its own below, on either database.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { databaseUnavailable } from '../../src/server/db/unavailable';
import { runJobsOnce } from '../../src/server/jobs';
import { jobsPausedSince } from '../../src/server/jobs/outage-pause';
import { startTestServer, type TestServer } from '../support/test-server';

const onPostgres = !!process.env.DATABASE_URL;

describe('what counts as the database being unavailable', () => {
  it('maps a full disk, a server going away and cut connections; not a refused row', () => {
    // PostgreSQL's disk_full, and the embedded database's file system error
    expect(databaseUnavailable({ code: '53100', message: 'could not extend file' })).toBe('disk_full');
    expect(
      databaseUnavailable(
        new Error('query failed', {
          cause: new Error('could not write to file "pg_wal/x": No space left on device'),
        }),
      ),
    ).toBe('disk_full');
    expect(databaseUnavailable(Object.assign(new Error('write'), { code: 'ENOSPC' }))).toBe('disk_full');
    expect(
      databaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' }),
    ).toBe('unreachable');
    expect(databaseUnavailable({ code: '57P03', message: 'the database system is starting up' })).toBe(
      'unreachable',
    );
    expect(
      databaseUnavailable(new Error('x', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe('unreachable');
    expect(databaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(
      'unreachable',
    );
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe('unreachable');
    expect(
      databaseUnavailable({ code: '23P01', message: 'conflicting key value violates exclusion constraint' }),
    ).toBeNull();
    expect(databaseUnavailable(new Error('something else'))).toBeNull();
  });
});

describe.runIf(onPostgres)('PostgreSQL going away under load', () => {
  let server: TestServer;
  let admin: pg.Client;
  let dbName = '';
  beforeAll(async () => {
    server = await startTestServer();
    dbName = new URL(server.config.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`).catch(() => {});
    await admin.end();
    await server.close();
  });

  const terminateAll = () =>
    admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [dbName],
    );

  function* slots() {
    const stylists = [STYLIST.mei, STYLIST.daniel, STYLIST.kenji];
    for (let day = 1; day <= 8; day++)
      for (let minutes = 9 * 60; minutes < 17 * 60; minutes += 30)
        for (const stylist of stylists) {
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
          yield { stylist, date: weekday(day), slot: slotId(time) };
        }
  }

  it('answers 503 with Retry-After, pauses, and recovers within 10 s losing nothing acknowledged', {
    timeout: 120_000,
  }, async () => {
    const plan = slots();
    const acknowledged: number[] = [];
    const answers: { status: number; retryAfter: string | null; ms: number }[] = [];
    let stop = false;
    const client = async () => {
      while (!stop) {
        const next = plan.next();
        if (next.done) return;
        const started = Date.now();
        const res = await server.raw('/api/appointments/book', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...guest,
            selected_service_ids: [SERVICE.mensCut],
            stylist_id: next.value.stylist,
            booking_date: next.value.date,
            start_slot_id: next.value.slot,
            payment_keyword: 'card',
          }),
        });
        answers.push({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          ms: Date.now() - started,
        });
        if (res.status === 200) acknowledged.push((res.body as { data: { id: number } }).data.id);
        else await new Promise((r) => setTimeout(r, 50)); // a client backing off a little
      }
    };
    const until = async (what: () => boolean) => {
      while (!what()) await new Promise((r) => setTimeout(r, 20));
    };
    const clients = Array.from({ length: 20 }, client);

    await until(() => acknowledged.length >= 20);
    await terminateAll();
    // now as during a restart: the database refuses new connections for a while
    await until(() => acknowledged.length >= 40);
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
    await terminateAll();
    const refusedFrom = answers.length;
    await until(() => answers.slice(refusedFrom).filter((a) => a.status === 503).length >= 20);
    const ready = await server.raw('/api/ready');
    expect(ready.status).toBe(503);
    expect((ready.body as { data: { reason: string } }).data.reason).toBe('database unreachable');
    await runJobsOnce(server.deps);
    expect(jobsPausedSince(server.deps.db)).not.toBeNull();

    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
    const back = Date.now();
    const ackedAtReturn = acknowledged.length;
    await until(() => acknowledged.length >= ackedAtReturn + 20);
    const recoveredMs = Date.now() - back;
    stop = true;
    await Promise.all(clients);
    console.log(
      `outage: ${answers.length} calls, ${answers.filter((a) => a.status === 503).length} answered 503, ${acknowledged.length} acknowledged, recovered in ${recoveredMs} ms, slowest call ${Math.max(...answers.map((a) => a.ms))} ms`,
    );
    expect(recoveredMs).toBeLessThan(10_000);
    expect((await server.raw('/api/ready')).status).toBe(200);
    await runJobsOnce(server.deps);
    expect(jobsPausedSince(server.deps.db)).toBeNull();

    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(answers.filter((a) => a.status === 503 && !a.retryAfter)).toEqual([]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(7_000);
    const stored = new pg.Client({ connectionString: server.config.databaseUrl! });
    await stored.connect();
    const ids = new Set(
      (await stored.query<{ id: number }>('SELECT id FROM bookings')).rows.map((r) => Number(r.id)),
    );
    await stored.end();
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });
});
