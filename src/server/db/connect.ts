/**
 * Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is
 * set. The same drizzle schema and migrations serve both; migrations run on every open. On
 * PostgreSQL, several instances may start at the same moment: the migrations and the `prepare`
 * step (the seed) run under one advisory lock, so they run one instance at a time and the others
 * find the work done.
 */

import { fileURLToPath } from 'node:url';
import type { Pool as PgPool } from 'pg';
import { embeddedDir, openEmbeddedClient } from './embedded-open';
import { refuseStatementsBesideOpenTransactions } from './embedded-transactions';
import { takeTurnsWithTheNetwork } from './embedded-turns';
import { analyzeEmbedded } from './embedded-upkeep';
import type { Db } from './handles';
import { migrationsApplied } from './migration-state';
import * as schema from './schema';

export type { Db, Tx } from './handles';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool, for libraries that speak `pg` themselves (the abuse-limit counters). */
  pool: import('pg').Pool | null;
  /** The embedded database's own handle (its backups dump it), null on PostgreSQL. */
  embedded: import('@electric-sql/pglite').PGlite | null;
  close: () => Promise<void>;
};

/** Beside this module in the sources, beside the bundle in `dist/server`. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Start-up work done once per database, after the migrations (seeding). */
export type Prepare = (db: Db) => Promise<void>;

/** How long a call waits for a PostgreSQL connection before it is refused as unavailable. */
const CONNECT_TIMEOUT_MS = 5_000;

/** A constant key of `pg_advisory_lock`: the one lock of Tress's start-up on a database. */
const STARTUP_LOCK = 7_464_773_501;

/** The embedded database's client, when the caller began opening it already (main.ts). */
export type EmbeddedOpening = Promise<import('@electric-sql/pglite').PGlite>;

export async function openDatabase(
  opts: { dataDir: string; databaseUrl: string | null },
  prepare: Prepare = async () => {},
  opening?: EmbeddedOpening,
): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, prepare)
    : openPglite(opening ?? openEmbeddedClient(embeddedDir(opts.dataDir)), prepare);
}

async function openPglite(opening: EmbeddedOpening, prepare: Prepare): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await opening;
  refuseStatementsBesideOpenTransactions(client);
  const db = drizzle(client, { schema });
  // a restart on an up-to-date database checks one row, not the whole migrator (migration-state.ts)
  const migrated = !(await migrationsApplied((q) => client.query(q), migrationsFolder));
  if (migrated) await migrate(db, { migrationsFolder });
  await prepare(db as unknown as Db);
  // no autovacuum here (embedded-upkeep.ts): the planner gets the statistics of tables that have
  // none now (all of them after migrations ran), and the job loop keeps them fresh
  await analyzeEmbedded(db as unknown as Db, { all: migrated });
  // from here on requests share the thread with it (the start-up's statements go at full speed)
  takeTurnsWithTheNetwork(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pool: null,
    embedded: client,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, prepare: Prepare): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A call waits at most CONNECT_TIMEOUT_MS for a connection, then fails (503, db/unavailable.ts)
  // instead of hanging while PostgreSQL is down or unreachable.
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection the server closes (a restart, a failover, an administrator) is dropped by
  // the pool, which opens a new one when needed; unheard, its error would end the process.
  pool.on('error', () => {});
  // So is a connection cut while a request holds it (mid-transaction): its queries fail with the
  // error, the pool drops it when it is handed back, and the event itself must not end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  // One connection holds the session lock and does the work, so the lock is held exactly while
  // it runs, and released by PostgreSQL itself if this process dies meanwhile.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      const locked = drizzle(client, { schema });
      await migrate(locked, { migrationsFolder });
      await prepare(locked as unknown as Db);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
  const db = drizzle(pool, { schema });
  return { db: db as unknown as Db, kind: 'postgres', pool, embedded: null, close: () => endPool(pool) };
}

/** How long a stopping server waits for connections still handed out before it lets them go. */
const POOL_END_MS = 5_000;

/**
 * Ends the pool, waiting for connections still in use at most POOL_END_MS: a connection whose
 * server went away mid-query (a PostgreSQL restart under load) can stay handed out, and a stop must
 * not hang on it; the process's exit closes whatever is left.
 */
async function endPool(pool: PgPool): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const ended = pool.end().then(() => true);
  const waited = new Promise<boolean>((done) => {
    timer = setTimeout(() => done(false), POOL_END_MS);
    timer.unref();
  });
  const clean = await Promise.race([ended, waited]);
  clearTimeout(timer);
  if (!clean)
    process.emitWarning(`closed with ${pool.totalCount - pool.idleCount} database connections still in use`);
}

/** The driver's error under drizzle's wrapping (`cause`), if it is a database error. */
function driverError(error: unknown): { code: string; column?: string } | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as { code: string; column?: string };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error. */
export function sqlState(error: unknown): string | undefined {
  return driverError(error)?.code;
}

/** True when the error is a NULL refused by this column's not-null constraint. */
export function isNullRefusedIn(error: unknown, column: string): boolean {
  const e = driverError(error);
  return e?.code === PG_NOT_NULL_VIOLATION && e.column === column;
}

/** The rows of a raw `execute`: node-postgres answers a result object, other drivers an array. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_NOT_NULL_VIOLATION = '23502';
