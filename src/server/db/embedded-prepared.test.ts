import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNamedStatement } from './embedded-prepared';
import { openVisits, VISIT } from './embedded-visits-fixture';

// after a backup's dump: ops/backups/dump.test.ts (db/ imports nothing of ops/)
describe('named statements on the embedded database', () => {
  let pg: Awaited<ReturnType<typeof openVisits>>['pg'];
  let named: Awaited<ReturnType<typeof openVisits>>['named'];
  beforeAll(async () => {
    ({ pg, named } = await openVisits());
  });
  afterAll(() => pg.close());

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
