/**
 * Hot statements, built once. Drizzle turns a query into SQL text on every call, and for the large
 * statements every booking and slot look-up makes, that building costs more of the server's CPU
 * than the database's answer (0.4-0.5 ms for a large select on a slow machine). These helpers build
 * a statement once, with `sql.placeholder(name)` for what changes between calls, and then only
 * send it with the values. Each is also a named prepared statement, which every PostgreSQL
 * connection, and the embedded database, parses and plans once.
 *
 * Placeholder values reach the driver as they are (no column encoding): pass dates as `Date` and
 * arrays as arrays, compared with `= any(...)`.
 */
import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, rowsOf, type Tx } from './connect';
import { runNamedStatement } from './embedded-prepared';
import { embeddedHandle, StatementBesideOpenTransaction } from './embedded-transactions';

type Values = Record<string, unknown>;

const dialect = new PgDialect();

/**
 * A raw statement (rows as the database returns them) that may run inside a transaction. Its text
 * is built once for each `shape` (what changes its SQL, such as how many services a booking has),
 * from the first input of that shape, with placeholders where the input's values go; every call
 * then sends `bind(input)` on the connection of the database or transaction it is given.
 */
export function preparedStatement<Shape extends string | number, Input>(
  name: string,
  statement: {
    /** The SQL of one shape; `db` only builds it, nothing runs on it here. */
    build: (db: Db | Tx, shape: Shape, input: Input) => SQL;
    /** The placeholders' values for one call. */
    bind: (input: Input) => Values;
  },
): <Row>(db: Db | Tx, shape: Shape, input: Input) => Promise<Row[]> {
  const byShape = new Map<Shape, Query>();
  return async <Row>(db: Db | Tx, shape: Shape, input: Input) => {
    let query = byShape.get(shape);
    if (!query) {
      query = dialect.sqlToQuery(statement.build(db, shape, input));
      byShape.set(shape, query);
    }
    const values = statement.bind(input);
    // on the embedded database, named there too (embedded-prepared.ts)
    const embedded = embeddedHandle((db._.session as { client?: unknown }).client);
    if (embedded) {
      // as the client's own query does (embedded-transactions.ts): never wait for our own transaction
      if (!embedded.inTransaction && embedded.besideOpen()) throw new StatementBesideOpenTransaction();
      return runNamedStatement<Row>(
        embedded.client,
        `${name}:${shape}`,
        query.sql,
        fillPlaceholders(query.params, values),
        embedded.inTransaction,
      );
    }
    const prepared = db._.session.prepareQuery(query, undefined, `${name}:${shape}`, false);
    return rowsOf<Row>(await prepared.execute(values));
  };
}
