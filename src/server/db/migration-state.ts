/**
 * Whether the embedded database has every migration already, checked without running drizzle's
 * migrator (which creates its schema and table if missing, reads its last row and opens a
 * transaction on every start): the folder's last migration, its file's hash and its time, against
 * the last row drizzle stored when it applied it, and their numbers. Anything else, and the
 * migrator runs as before.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Journal = { entries: { tag: string; when: number }[] };

export type LatestMigration = { count: number; hash: string; when: number };

/** The folder's last migration as drizzle records it: sha256 of its file and its journal time. */
export function latestMigration(folder: string): LatestMigration | null {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.at(-1);
  if (!last) return null;
  const file = readFileSync(join(folder, `${last.tag}.sql`)).toString();
  return {
    count: journal.entries.length,
    hash: createHash('sha256').update(file).digest('hex'),
    when: last.when,
  };
}

type Query = (sql: string) => Promise<{ rows: unknown[] }>;

/** True when drizzle's table holds exactly the folder's migrations, the last one with its hash. */
export async function migrationsApplied(query: Query, folder: string): Promise<boolean> {
  const latest = latestMigration(folder);
  if (!latest) return false;
  let row: { count: number; hash: string | null; created_at: string | null } | undefined;
  try {
    const { rows } = await query(
      `select count(*)::int as count,
              (select hash from drizzle.__drizzle_migrations order by created_at desc limit 1) as hash,
              (select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1) as created_at
         from drizzle.__drizzle_migrations`,
    );
    row = rows[0] as typeof row;
  } catch {
    // a new database: no table of applied migrations yet
    return false;
  }
  return row?.count === latest.count && row.hash === latest.hash && Number(row.created_at) === latest.when;
}
