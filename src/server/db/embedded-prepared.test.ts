import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNamedStatement } from './embedded-prepared';

const VISIT = `select id, starts_at, minutes + $2::int as minutes
  from visits where id = any($1::int[]) order by id`;

// after a backup's dump: ops/backups/dump.test.ts (db/ imports nothing of ops/)
describe('named statements on the embedded database', () => {
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

  it('parses a statement once and runs it with new values each time, rows as drizzle returns them', async () => {
    const first = await runNamedStatement(pg, 'visit', VISIT, [[1], 0], false);
    const second = await runNamedStatement(pg, 'visit', VISIT, [[1, 2], 15], false);
    expect(first).toEqual([{ id: 1, starts_at: '2026-12-01 01:00:00+00', minutes: 30 }]);
    expect(second.map((r) => (r as { minutes: number }).minutes)).toEqual([45, 60]);
    expect(await named()).toEqual(['visit']);
  });

  it('runs inside a transaction on the transaction’s turn', async () => {
    const rows = await pg.transaction(async () => runNamedStatement(pg, 'visit', VISIT, [[2], 0], true));
    expect(rows).toHaveLength(1);
  });

  it('hands a statement that does not parse its error, and parses it again next time', async () => {
    await expect(runNamedStatement(pg, 'broken', 'select nothing from nowhere', [], false)).rejects.toThrow(
      /nowhere/,
    );
    await expect(runNamedStatement(pg, 'broken', 'select nothing from nowhere', [], false)).rejects.toThrow(
      /nowhere/,
    );
    expect(await runNamedStatement(pg, 'visit', VISIT, [[1], 0], false)).toHaveLength(1);
  });
});
