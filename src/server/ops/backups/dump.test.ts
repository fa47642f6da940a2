/** A backup's dump drops the embedded database's named statements; the next query names its own again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNamedStatement } from '../../db/embedded-prepared';
import { openVisits, VISIT } from '../../db/embedded-visits-fixture';
import { dumpEmbedded } from './dump';

describe("a backup's dump of the embedded database", () => {
  let pg: Awaited<ReturnType<typeof openVisits>>['pg'];
  let named: Awaited<ReturnType<typeof openVisits>>['named'];
  beforeAll(async () => {
    ({ pg, named } = await openVisits());
  });
  afterAll(() => pg.close());

  it('leaves named statements that are named again after the dump dropped them', async () => {
    await runNamedStatement(pg, 'visit', VISIT, [[1], 0], false);
    expect(await named()).toEqual(['visit']);
    await dumpEmbedded(pg);
    expect(await named()).toEqual([]);
    expect(await runNamedStatement(pg, 'visit', VISIT, [[2], 0], false)).toHaveLength(1);
    expect(await named()).toEqual(['visit']);
  });
});
