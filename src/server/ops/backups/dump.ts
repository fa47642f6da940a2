/**
 * A logical dump (plain SQL) of the embedded database, taken while the server keeps running.
 *
 * PGlite is one connection. `pgDump` speaks to it through the raw protocol, bypassing PGlite's own
 * queue: started while a request's transaction is open, its statements would land inside that
 * transaction. So the dump runs while this code holds PGlite's transaction queue (an emptied
 * `transaction()`: its BEGIN is committed at once), and no other statement can run until it ends:
 * the dump is one consistent moment, and the bookings that wait for it simply wait (~1 s).
 * pg_dump leaves its read-only transaction open and its session settings changed (search_path
 * empty, DateStyle, timeouts): both are ended and reset here before the queue moves on.
 */
import type { PGlite } from '@electric-sql/pglite';
import { forgetNamedStatements } from '../../db/embedded-prepared';
import { databaseFigures, type Figures } from './database-figures';

export type Dump = { sql: string; figures: Figures };

/**
 * Dumps the whole database (schema and data) or, with `dataOnly`, the salon's rows alone; with the
 * row counts and money totals of that same moment (nothing can write between the two).
 */
export async function dumpEmbedded(pg: PGlite, opts: { dataOnly?: boolean } = {}): Promise<Dump> {
  const { pgDump } = await import('@electric-sql/pglite-tools');
  const args = opts.dataOnly
    ? // the public schema's rows, with their column names; not the migrations' bookkeeping,
      // nor the abuse-limit counters (unlogged: they start again from zero anyway)
      ['--data-only', '--schema=public', '--column-inserts', '--no-unlogged-table-data']
    : [];
  return pg.transaction(async (tx) => {
    await tx.exec('COMMIT');
    // pgDump reads and restores the search path through these two, and streams the rest itself
    const connection = {
      query: tx.query.bind(tx),
      exec: tx.exec.bind(tx),
      execProtocolRawStream: pg.execProtocolRawStream.bind(pg),
    } as unknown as PGlite;
    let sql: string;
    try {
      sql = await (await pgDump({ pg: connection, args })).text();
    } finally {
      // pg_dump's snapshot transaction (read only) and its session settings
      for (const statement of ['ROLLBACK', 'RESET ALL', 'DEALLOCATE ALL', 'BEGIN']) await tx.exec(statement);
      // ours went with pg_dump's: they are named again when next used
      forgetNamedStatements(pg);
    }
    return { sql, figures: await databaseFigures((q) => tx.query(q)) };
  });
}
