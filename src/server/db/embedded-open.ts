/**
 * Opens the embedded database's client (PGlite under DATA_DIR/db), nothing more: the migrations and
 * the seed follow in connect.ts. Kept apart so that a starting server can begin opening it before
 * the rest of the server's modules load: much of the opening waits on files and on WebAssembly
 * compiled off the main thread, time the module loading fills (main.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedStartParams } from './embedded-settings';

/** Where the embedded database lives inside DATA_DIR. */
export const embeddedDir = (dataDir: string) => join(dataDir, 'db');

export async function openEmbeddedClient(dir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  mkdirSync(dir, { recursive: true });
  // memory set for a salon's database (embedded-settings.ts, docs/operations.md)
  return PGlite.create(dir, {
    extensions: { btree_gist },
    startParams: embeddedStartParams(PGlite.defaultStartParams),
  });
}
