/**
 * Named prepared statements on the embedded database. PGlite's `query` parses, analyses and plans
 * its text on every call; for the booking's two large statements (some 8 KB of SQL) that was a
 * third of the embedded server's work per booking. Here a statement is parsed once per database,
 * under its name, and every later call only binds its values and runs it, as node-postgres does
 * with a named statement on PostgreSQL. The rows come back as drizzle's raw queries return them
 * (objects; dates, timestamps and intervals as the database's text).
 */
import type { PGlite, Results } from '@electric-sql/pglite';

type PGliteModule = typeof import('@electric-sql/pglite');
type Library = Pick<PGliteModule, 'protocol' | 'parse'> & {
  rawParsers: Record<number, (value: string) => string>;
};

type Statement = { paramTypes: number[] };

const statementsOf = new WeakMap<PGlite, Map<string, Promise<Statement>>>();
let library: Promise<Library> | null = null;

/**
 * Forgets the statements named on `pg`, after something dropped them all (`DEALLOCATE ALL`, which
 * a backup's dump sends to clear its own): each is parsed again on its next call.
 */
export function forgetNamedStatements(pg: PGlite): void {
  statementsOf.delete(pg);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Runs the statement `name` (parsed from `text` on its first call on this database) with `params`.
 * `inTransaction`: the caller's transaction holds the database, so only the statement's own turn
 * is waited for; otherwise the call waits for any open transaction to end, as `query` does.
 */
export async function runNamedStatement<Row>(
  pg: PGlite,
  name: string,
  text: string,
  params: unknown[],
  inTransaction: boolean,
): Promise<Row[]> {
  // loaded on the first call: a server on PostgreSQL never needs PGlite
  library ??= import('@electric-sql/pglite').then(({ protocol, parse, types }) => {
    const asText = (value: string) => value;
    // the parsers drizzle's PGlite driver gives its raw queries: these types stay the database's text
    const rawParsers = {
      [types.TIMESTAMP]: asText,
      [types.TIMESTAMPTZ]: asText,
      [types.INTERVAL]: asText,
      [types.DATE]: asText,
    };
    return { protocol, parse, rawParsers };
  });
  const { protocol, parse, rawParsers } = await library;
  const { serialize } = protocol;
  const run = async () => {
    const statements = statementsOf.get(pg) ?? new Map<string, Promise<Statement>>();
    statementsOf.set(pg, statements);
    let statement = statements.get(name);
    if (!statement) {
      statement = pg
        .execProtocol(
          concat([
            serialize.parse({ name, text }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ]),
          {
            syncToFs: false,
          },
        )
        .then(({ messages }) => ({ paramTypes: parse.parseDescribeStatementResults(messages) }));
      statements.set(name, statement);
      // a statement that failed to parse is parsed again next time (its error reaches the caller)
      statement.catch(() => statements.delete(name));
    }
    const { paramTypes } = await statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pg.execProtocol(
      concat([
        serialize.bind({ statement: name, values: values as (string | null)[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    const results: Results<Row>[] = parse.parseResults(messages, pg.parsers, {
      rowMode: 'object',
      parsers: rawParsers,
    }) as Results<Row>[];
    return results.at(-1)?.rows ?? [];
  };
  if (inTransaction) return pg.runExclusive(run);
  return pg._runExclusiveTransaction(() => pg.runExclusive(run));
}
