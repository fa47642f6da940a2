/**
 * The embedded database has one connection: while a transaction is open, a statement sent through
 * the database handle (`db`, not the transaction's `tx`) waits for that transaction to end. Sent
 * from the transaction's own work, it waits forever, and the request hangs with nothing in the log
 * (a booking once did, when a cached read expired inside its transaction). This makes that
 * mistake fail at once, with a message that says what to do instead.
 *
 * Statements from other requests are not affected: they wait their turn, as before. Only work
 * started inside a transaction, while it is still open, is refused.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

export class StatementBesideOpenTransaction extends Error {
  constructor() {
    super(
      'A statement went through the database handle from inside one of its open transactions. On ' +
        'the embedded database it would wait for that transaction to end, which waits for it: send ' +
        'it through the transaction, or before the transaction begins.',
    );
    this.name = 'StatementBesideOpenTransaction';
  }
}

type Handle = {
  client: PGlite;
  inTransaction: boolean;
  /** Whether a statement sent through the client now would wait for its own open transaction. */
  besideOpen: () => boolean;
};

/** The embedded client behind each of its handles: itself, and each of its transactions. */
const handles = new WeakMap<object, Handle>();

/** The embedded client a drizzle session's handle (a client or one of its transactions) speaks to. */
export const embeddedHandle = (handle: unknown): Handle | undefined =>
  handle && typeof handle === 'object' ? handles.get(handle) : undefined;

/** Makes `client` refuse a statement sent beside a transaction from that transaction's own work. */
export function refuseStatementsBesideOpenTransactions(client: PGlite): void {
  const inside = new AsyncLocalStorage<{ open: boolean }>();
  const besideOpen = () => inside.getStore()?.open === true;
  const transaction = client.transaction.bind(client);
  handles.set(client, { client, inTransaction: false, besideOpen });
  client.transaction = (callback) => {
    const state = { open: true };
    return inside
      .run(state, () =>
        transaction((tx) => {
          handles.set(tx, { client, inTransaction: true, besideOpen });
          return callback(tx);
        }),
      )
      .finally(() => {
        state.open = false;
      });
  };
  const refused = () => Promise.reject(new StatementBesideOpenTransaction());
  const query = client.query.bind(client);
  client.query = (...args) => (besideOpen() ? refused() : query(...args));
  const exec = client.exec.bind(client);
  client.exec = (...args) => (besideOpen() ? refused() : exec(...args));
}
