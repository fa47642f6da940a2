import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurnsWithTheNetwork } from './embedded-turns';

describe('the embedded database and the event loop', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    takeTurnsWithTheNetwork(client);
  });
  afterAll(() => client.close());

  it('lets the event loop take a turn between queued statements, not only once the queue is empty', async () => {
    const answered: number[] = [];
    const queue = Array.from({ length: 10 }, (_, i) =>
      client.query('select $1::int as n', [i]).then(() => answered.push(i)),
    );
    await queue[0];
    // what the loop does in its next turn: take a new connection, read a request
    let answeredByNextTurn = -1;
    setImmediate(() => {
      answeredByNextTurn = answered.length;
    });
    await Promise.all(queue);
    expect(answered).toHaveLength(10);
    expect(answeredByNextTurn).toBeGreaterThan(0);
    expect(answeredByNextTurn).toBeLessThan(10);
  });

  it('still answers statements and transactions in the order they were sent', async () => {
    await client.exec('create table visits (n int)');
    await Promise.all([
      client.transaction(async (tx) => {
        await tx.query('insert into visits values (1)');
        await tx.query('insert into visits values (2)');
      }),
      client.query('insert into visits values (3)'),
    ]);
    const { rows } = await client.query<{ n: number }>('select n from visits order by ctid');
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3]);
  });
});
