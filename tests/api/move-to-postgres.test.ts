/**
 * `npm run move-to-postgres`: an embedded salon with bookings and payments, copied into a scratch
 * PostgreSQL database on 127.0.0.1:5432 (created here and dropped afterwards), holds the same rows
 * and money totals, and a server started on it carries on (its sequences continue after the
 * copied ids). A database that is not empty is refused and left as it was.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { databaseFigures } from '../../src/server/ops/backups/database-figures';
import { openEmbeddedFolder } from '../../src/server/ops/backups/restore';
import { TEMPLATE_DIR, TMP_ROOT } from '../support/paths';

const run = promisify(execFile);
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = `tress_move_${process.pid}_${Date.now().toString(36)}`;
const targetUrl = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
const dataDir = mkdtempSync(join(TMP_ROOT, 'move-'));

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: base.toString() });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

const book = (app: Awaited<ReturnType<typeof buildApp>>['app'], stylist: number, time: string) =>
  app.inject({
    method: 'POST',
    url: '/api/appointments/book',
    payload: {
      ...guest,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: stylist,
      booking_date: weekday(2),
      start_slot_id: slotId(time),
      payment_keyword: 'card',
    },
  });

beforeAll(async () => {
  // an embedded salon with a working day of bookings and payments, and a few more bookings
  cpSync(join(TEMPLATE_DIR, 'db'), join(dataDir, 'db'), { recursive: true });
  const config = loadConfig(
    {},
    { dataDir, databaseUrl: null, runJobs: false, rateLimitScale: 1000, maxUnpaidHolds: 1000 },
  );
  const { app } = await buildApp(config, { logger: false });
  for (const time of ['10:00', '11:00', '12:00'])
    expect((await book(app, STYLIST.mei, time)).statusCode).toBe(200);
  await app.close();
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
}, 120_000);
afterAll(async () => {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  rmSync(dataDir, { recursive: true, force: true });
});

function move() {
  const { DATABASE_URL: _, ...env } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'scripts/move-to-postgres.ts', targetUrl], {
    env: { ...env, DATA_DIR: dataDir },
  });
}

describe('moving the embedded database to PostgreSQL', () => {
  it('copies every row, with the same money totals, and a server carries on there', {
    timeout: 180_000,
  }, async () => {
    const { stdout } = await move();
    expect(stdout).toMatch(/row counts and money totals match/);
    expect(stdout).toContain(`DATABASE_URL=${targetUrl} npm start`);

    const source = await openEmbeddedFolder(join(dataDir, 'db'));
    const expected = await databaseFigures((q) => source.query(q), { skip: ['rate_limits'] });
    await source.close();
    const copied = await admin(async () => {
      const c = new pg.Client({ connectionString: targetUrl });
      await c.connect();
      try {
        return await databaseFigures((q) => c.query(q), { skip: ['rate_limits'] });
      } finally {
        await c.end();
      }
    });
    expect(copied).toEqual(expected);
    expect(expected.rows.bookings).toBeGreaterThan(3);
    expect(Number(expected.sums['payments.amount'])).toBeGreaterThan(0);

    const config = loadConfig(
      {},
      { dataDir, databaseUrl: targetUrl, runJobs: false, rateLimitScale: 1000, maxUnpaidHolds: 1000 },
    );
    const { app } = await buildApp(config, { logger: false });
    try {
      const res = await book(app, STYLIST.daniel, '14:00');
      expect(res.statusCode, res.body).toBe(200);
      // a sequence left behind the copied ids would have refused it as a duplicate key
    } finally {
      await app.close();
    }
  });

  it('refuses a database that is not empty, and changes nothing', { timeout: 120_000 }, async () => {
    const refused = await move().catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/is not empty/) });
  });
});
