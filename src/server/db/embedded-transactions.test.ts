import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  refuseStatementsBesideOpenTransactions,
  StatementBesideOpenTransaction,
} from './embedded-transactions';
import type { Db } from './handles';
import { preparedStatement } from './prepared';

describe('statements beside an open transaction on the embedded database', () => {
  const client = new PGlite();
  const db = drizzle(client);
  const count = async (on: { execute: typeof db.execute }) =>
    Number((await on.execute<{ n: number }>(sql`select count(*)::int as n from visit`)).rows[0]!.n);

  beforeAll(async () => {
    refuseStatementsBesideOpenTransactions(client);
    await db.execute(sql`create table visit (id serial primary key)`);
  });
  afterAll(() => client.close());

  it('refuses one sent through the database handle from the transaction’s own work, at once', async () => {
    const inside = db.transaction(async (tx) => {
      await tx.execute(sql`insert into visit default values`);
      await count(db);
    });
    // (drizzle wraps the driver's error; without the guard this would wait forever)
    await expect(inside).rejects.toHaveProperty('cause', expect.any(StatementBesideOpenTransaction));
    // the transaction was rolled back, and the database still answers
    expect(await count(db)).toBe(0);
  });

  it('runs what goes through the transaction, and what follows it through the handle', async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into visit default values`);
      return count(tx);
    });
    expect(seen).toBe(1);
    expect(await count(db)).toBe(1);
  });

  it('lets another request’s statement wait for the transaction, then run', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => {
      release = done;
    });
    let entered!: () => void;
    const open = new Promise<void>((done) => {
      entered = done;
    });
    const writer = db.transaction(async (tx) => {
      await tx.execute(sql`insert into visit default values`);
      entered();
      await held;
    });
    await open;
    // started outside the transaction's work: it waits its turn and sees the committed row
    const reader = count(db);
    release();
    await writer;
    expect(await reader).toBe(2);
  });

  it('refuses a named statement sent beside the transaction too, and runs it through the transaction', async () => {
    const countVisits = preparedStatement('count-visits', {
      build: () => sql`select count(*)::int as n from visit`,
      bind: () => ({}),
    });
    const handle = db as unknown as Db;
    const inside = db.transaction(async () => countVisits<{ n: number }>(handle, 'all', null));
    await expect(inside).rejects.toBeInstanceOf(StatementBesideOpenTransaction);
    const through = await db.transaction(async (tx) =>
      countVisits<{ n: number }>(tx as unknown as Db, 'all', null),
    );
    expect(through[0]!.n).toBe(2);
  });
});
