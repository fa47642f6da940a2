/** A tiny embedded database of two visits, for the tests of named statements (db/ and ops/backups/). */
import { PGlite } from '@electric-sql/pglite';

/** A statement with parameters, as the server's hot reads are. */
export const VISIT = `select id, starts_at, minutes + $2::int as minutes
  from visits where id = any($1::int[]) order by id`;

/** The database, and the names of its prepared statements now. */
export async function openVisits() {
  const pg = await PGlite.create();
  await pg.exec(`create table visits (id int primary key, starts_at timestamptz not null, minutes int not null);
    insert into visits values (1, '2026-12-01 09:00+08', 30), (2, '2026-12-01 10:00+08', 45)`);
  const named = async () =>
    (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (r) => r.name,
    );
  return { pg, named };
}
