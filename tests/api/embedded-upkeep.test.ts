import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase, rowsOf } from '../../src/server/db/connect';
import { upkeepEmbedded } from '../../src/server/db/embedded-upkeep';
import { categories } from '../../src/server/db/schema';
import { runJobsOnce } from '../../src/server/jobs/index';
import { TMP_ROOT } from '../support/paths';
import { startTestServer } from '../support/test-server';

type TableStats = { analyzed: number; vacuumed: number; rows: number };

async function statsOf(db: Db, table: string): Promise<TableStats> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = rowsOf<TableStats>(
    await db.execute(sql`select s.analyze_count::int as analyzed, s.vacuum_count::int as vacuumed,
        c.reltuples::float8 as rows
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = ${table}`),
  );
  return row!;
}

let nextId = 1000;
const addCategories = (db: Db, n: number) =>
  db.insert(categories).values(
    Array.from({ length: n }, () => {
      const id = nextId++;
      return { id, nameEn: `Category ${id}`, nameZh: `类别 ${id}` };
    }),
  );

// the embedded database is one standalone backend: PostgreSQL's autovacuum never runs there
describe('the embedded database, which has no autovacuum', () => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    mkdirSync(TMP_ROOT, { recursive: true });
    dir = mkdtempSync(join(TMP_ROOT, 'upkeep-'));
    database = await openDatabase({ dataDir: dir, databaseUrl: null }, async (db) => {
      await addCategories(db, 200);
    });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the planner the statistics of its tables as it opens', async () => {
    expect((await statsOf(database.db, 'categories')).rows).toBeGreaterThanOrEqual(200);
  });

  it("analyzes a table again once it changed by more than autovacuum's share, and not before", async () => {
    const { db } = database;
    const before = await statsOf(db, 'categories');
    await addCategories(db, 40); // 50 + 10% of ~200 rows is 70
    expect(await upkeepEmbedded(db)).toEqual([]);
    await addCategories(db, 40);
    expect(await upkeepEmbedded(db)).toEqual(['analyze categories']);
    const after = await statsOf(db, 'categories');
    expect(after.analyzed).toBe(before.analyzed + 1);
    expect(after.rows).toBeGreaterThanOrEqual(280);
    expect(await upkeepEmbedded(db)).toEqual([]);
  });

  it('vacuums a table whose updates left many dead rows behind', async () => {
    const { db } = database;
    const before = await statsOf(db, 'categories');
    await db.update(categories).set({ sortOrder: sql`${categories.sortOrder} + 1` });
    expect(await upkeepEmbedded(db)).toEqual(['vacuum+analyze categories']);
    expect((await statsOf(db, 'categories')).vacuumed).toBe(before.vacuumed + 1);
  });
});

describe('the background jobs', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'keep the embedded database statistics fresh on each pass',
    async () => {
      const server = await startTestServer();
      try {
        const { db } = server.deps;
        const before = await statsOf(db, 'categories');
        await addCategories(db, 200);
        await runJobsOnce(server.deps);
        expect((await statsOf(db, 'categories')).analyzed).toBe(before.analyzed + 1);
      } finally {
        await server.close();
      }
    },
  );
});
