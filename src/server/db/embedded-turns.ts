/**
 * The embedded database runs each statement on the server's one thread, synchronously (PGlite's
 * WebAssembly), and the statements queued behind its lock follow one another through promise
 * callbacks, so a rush drained the whole queue in one long turn of the event loop without it ever
 * looking at the network. The server takes at most one new connection per turn (seen on Node 20's
 * loop), so a burst of new visitors waited behind the rush: one answered every 150-230 ms, the last
 * after five seconds (docs/benchmarks.md). Each exchange with the database now begins in a turn of
 * its own, and new connections and requests are taken in between.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

type Exchange = (...args: unknown[]) => Promise<unknown>;

/** Makes every wire-protocol exchange of `client` wait for the event loop's next turn first. */
export function takeTurnsWithTheNetwork(client: PGlite): void {
  const exchanges = client as unknown as Record<'execProtocol' | 'execProtocolStream', Exchange>;
  for (const name of ['execProtocol', 'execProtocolStream'] as const) {
    const exchange = exchanges[name].bind(client);
    exchanges[name] = async (...args) => {
      await nextTurn();
      return exchange(...args);
    };
  }
}
