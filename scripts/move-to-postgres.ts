/**
 * `npm run move-to-postgres -- <DATABASE_URL>`: copies the embedded database in DATA_DIR into an
 * empty PostgreSQL database (schema by the migrations, rows by a data-only dump), checks that
 * every table's row count and every money total match, and says how to start on it. The server
 * must be stopped first: a booking made after the copy would stay behind. DATA_DIR is left as it
 * was, so the salon can go back to it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connect';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-lock';
import { MoveRefused, moveToPostgres } from '../src/server/ops/backups/move-to-postgres';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const url = process.argv[2] ?? '';
if (!/^postgres(ql)?:\/\//.test(url))
  fail('Usage: npm run move-to-postgres -- postgres://user:password@host:5432/database');
const config = loadConfig({ ...process.env, DATABASE_URL: '' });
if (!existsSync(join(config.dataDir, 'db')))
  fail(`There is no embedded database in ${config.dataDir} (DATA_DIR).`);

let unlock: () => void;
try {
  unlock = lockDataDir(config.dataDir);
} catch (e) {
  if (e instanceof DataDirLockedError)
    fail(
      `A Tress server (PID ${e.pid}) is running on ${config.dataDir}. Stop it first: bookings made after the copy would stay behind.`,
    );
  throw e;
}
const target = new pg.Client({ connectionString: url });
try {
  await target.connect();
  // the source at this build's migrations, as the copy will be
  const source = await openDatabase({ dataDir: config.dataDir, databaseUrl: null });
  try {
    const moved = await moveToPostgres(source.embedded!, target, url);
    const totals = Object.entries(moved.figures.sums)
      .filter(([k]) => /^(bookings\.total_amount|payments\.amount)$/.test(k))
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    const shown = new URL(url);
    if (shown.password) shown.password = '***';
    console.log(
      `Copied ${moved.tables} tables, ${moved.rows} rows into ${shown}; row counts and money totals match (${totals}).`,
    );
    console.log('Start Tress on PostgreSQL with the same settings and:');
    console.log(`  DATABASE_URL=${shown} npm start`);
    console.log(`${config.dataDir} is unchanged: keep it until the salon has run on PostgreSQL for a while.`);
  } finally {
    await source.close();
  }
} catch (e) {
  if (e instanceof MoveRefused) fail(e.message);
  fail(
    `The move failed: ${(e as Error).message}\nIf PostgreSQL now holds Tress's tables without the rows, drop and create that database again before trying once more.`,
  );
} finally {
  await target.end().catch(() => {});
  unlock();
}
