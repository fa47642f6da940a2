/** A backup's dump drops the embedded database's named statements; the next query names its own again. */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNamedStatement } from '../../db/embedded-prepared';
import { dumpEmbedded } from './dump';

const VISIT = `select id, starts_at, minutes + $2::int as minutes
  from visits where id = any($1::int[]) order by id`;

describe("a backup's dump of the embedded database", () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`create table visits (id int primary key, starts_at timestamptz not null, minutes int not null);
      insert into visits values (1, '2026-12-01 09:00+08', 30), (2, '2026-12-01 10:00+08', 45)`);
  });
  afterAll(() => pg.close());

  const named = async () =>
    (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (r) => r.name,
    );

  it('leaves named statements that are named again after the dump dropped them', async () => {
    await runNamedStatement(pg, 'visit', VISIT, [[1], 0], false);
    expect(await named()).toEqual(['visit']);
    await dumpEmbedded(pg);
    expect(await named()).toEqual([]);
    expect(await runNamedStatement(pg, 'visit', VISIT, [[2], 0], false)).toHaveLength(1);
    expect(await named()).toEqual(['visit']);
  });
});
