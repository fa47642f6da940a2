/**
 * Moves the embedded database into an empty PostgreSQL database: the schema by the migrations (the
 * same ones every server runs), the rows by a data-only dump of the embedded database, loaded in
 * one transaction. The copy must then hold every table's row count and every money column's total
 * as the source does; otherwise the transaction is rolled back and PostgreSQL is left empty.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { openDatabase } from '../../db/connect';
import { databaseFigures, type Figures, figureDifferences } from './database-figures';
import { dumpEmbedded } from './dump';

/** Abuse-limit counters: unlogged, never dumped, and they start again from zero anyway. */
const NOT_MOVED = ['rate_limits'];

export class MoveRefused extends Error {}

async function tablesOf(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
     WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * The dump's statements that this PostgreSQL accepts: a newer pg_dump sets parameters an older
 * server does not know (`transaction_timeout` before PostgreSQL 17); those lines are left out.
 */
async function forThisServer(client: pg.Client, sql: string): Promise<string> {
  const known = new Set(
    (await client.query<{ name: string }>('SELECT name FROM pg_settings')).rows.map((r) => r.name),
  );
  return sql
    .split('\n')
    .filter((line) => {
      const set = /^SET (\w+) = /.exec(line);
      return !set || known.has(set[1]!);
    })
    .join('\n');
}

export type MoveResult = { figures: Figures; tables: number; rows: number };

export async function moveToPostgres(source: PGlite, target: pg.Client, url: string): Promise<MoveResult> {
  const existing = await tablesOf(target);
  if (existing.length > 0)
    throw new MoveRefused(
      `The PostgreSQL database is not empty (${existing.length} tables, e.g. ${existing.slice(0, 3).join(', ')}). Give an empty database: nothing was changed.`,
    );
  // the schema, exactly as a server on PostgreSQL would make it
  const migrated = await openDatabase({ dataDir: '', databaseUrl: url });
  await migrated.close();

  const dump = await dumpEmbedded(source, { dataOnly: true });
  const source_figures = await databaseFigures((q) => source.query(q), { skip: NOT_MOVED });
  const sql = await forThisServer(target, dump.sql);
  const publicTables = (await tablesOf(target)).filter((t) => t.startsWith('public.'));
  await target.query('BEGIN');
  try {
    // the migrations seed a few rows (the time grid, the first promo code): the source's replace
    // them. Only tables holding rows are emptied: the audit trail starts empty and refuses TRUNCATE.
    const seeded: string[] = [];
    for (const t of publicTables) {
      const name = `public."${t.slice(7)}"`;
      const { rows } = await target.query(`select exists (select 1 from ${name}) as seeded`);
      if (rows[0]?.seeded) seeded.push(name);
    }
    if (seeded.length) await target.query(`TRUNCATE ${seeded.join(', ')} RESTART IDENTITY CASCADE`);
    // rows that refer to rows of their own table, in whatever order the dump has them: the
    // foreign keys were all true in the source, so they are not checked row by row here when the
    // user may say so (a superuser); otherwise they are, and an order problem rolls back
    await target.query('SAVEPOINT replica');
    try {
      await target.query('SET LOCAL session_replication_role = replica');
    } catch {
      await target.query('ROLLBACK TO SAVEPOINT replica');
    }
    await target.query(sql);
    await target.query('RESET search_path');
    const figures = await databaseFigures((q) => target.query(q), { skip: NOT_MOVED });
    const differences = figureDifferences(source_figures, figures);
    if (differences.length)
      throw new MoveRefused(
        `The copy differs from the source, so nothing was kept:\n  ${differences.join('\n  ')}`,
      );
    await target.query('COMMIT');
    const rows = Object.values(figures.rows).reduce((a, b) => a + b, 0);
    return { figures, tables: Object.keys(figures.rows).length, rows };
  } catch (e) {
    await target.query('ROLLBACK').catch(() => {});
    throw e;
  }
}
