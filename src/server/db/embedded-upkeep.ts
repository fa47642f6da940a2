/**
 * The embedded database runs as one standalone PostgreSQL backend, without the autovacuum workers
 * of a server: nothing would ever give the planner statistics of the salon's tables (it would plan
 * every statement as if they were empty, and walk whole indexes where a look-up would do) or
 * reclaim the rows that updates leave behind. Tables without statistics are analyzed as the
 * database opens (connect.ts): the statistics ANALYZE stores stay in the database across restarts,
 * so a restart analyzes nothing unless migrations ran. After that, this does autovacuum's work by
 * autovacuum's own default rule, on each pass of the background jobs. PGlite keeps no counts of
 * changed rows across a restart (they start from zero, as after a crash on a server); the rule
 * catches up as the salon keeps changing. On PostgreSQL, autovacuum does it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './handles';

/** PostgreSQL's defaults: autovacuum_{analyze,vacuum}_threshold and _scale_factor. */
const ANALYZE_AFTER = sql`50 + 0.1 * n_live_tup`;
const VACUUM_AFTER = sql`50 + 0.2 * n_live_tup`;

type Due = { name: string; vacuum: boolean };

/**
 * The backend sends its counts of changed rows to the statistics at most once a second; this asks
 * it to send them at the end of this statement, so that the next one sees every change so far.
 */
const countChangesSoFar = (db: Db) => db.execute(sql`select pg_stat_force_next_flush()`);

/**
 * When the database opens (the counts of changes start from here): analyzes every table (`all`:
 * after migrations ran, which may have changed any of them), else only the tables that have never
 * been analyzed (`reltuples` is -1 until the first ANALYZE or VACUUM).
 */
export async function analyzeEmbedded(db: Db, { all = true }: { all?: boolean } = {}): Promise<void> {
  await countChangesSoFar(db);
  if (all) {
    await db.execute(sql`analyze`);
    return;
  }
  const { rows } = (await db.execute(sql`select c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.reltuples < 0
      order by c.relname`)) as unknown as { rows: { name: string }[] };
  for (const table of rows) await db.execute(sql`analyze ${sql.identifier(table.name)}`);
}

/** Analyzes (and vacuums) the tables changed enough since it last did; returns what it did. */
export async function upkeepEmbedded(db: Db): Promise<string[]> {
  await countChangesSoFar(db);
  // the embedded driver answers rows (connect.ts's rowsOf is not imported: connect.ts imports this)
  const { rows: due } = (await db.execute(sql`select relname as name, n_dead_tup > ${VACUUM_AFTER} as vacuum
      from pg_stat_user_tables
      where schemaname = 'public'
        and (n_mod_since_analyze > ${ANALYZE_AFTER} or n_dead_tup > ${VACUUM_AFTER})
      order by relname`)) as unknown as { rows: Due[] };
  for (const table of due)
    await db.execute(
      sql`${sql.raw(table.vacuum ? 'vacuum (analyze)' : 'analyze')} ${sql.identifier(table.name)}`,
    );
  return due.map((t) => `${t.vacuum ? 'vacuum+analyze' : 'analyze'} ${t.name}`);
}
