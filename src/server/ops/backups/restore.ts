/**
 * Restores a backup into DATA_DIR's embedded database. The caller holds DATA_DIR's lock, so no
 * server runs on it. A database already there is moved aside (`db.before-restore-<time>`), never
 * deleted; if the restore fails, the new folder is removed and the old one put back. The restored
 * database must hold the row counts and money totals the backup recorded at its moment.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openEmbeddedClient } from '../../db/embedded-open';
import { databaseFigures, type Figures, figureDifferences } from './database-figures';

export class RestoreMismatch extends Error {
  constructor(readonly differences: string[]) {
    super(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`);
  }
}

/** Opens (or creates) the embedded database in `dir` as the server does, without migrating it. */
export const openEmbeddedFolder = openEmbeddedClient;

export async function restoreInto(
  dataDir: string,
  backup: { sql: string; figures: Figures | null },
  now: Date = new Date(),
): Promise<{ figures: Figures; movedAside: string | null }> {
  const dbDir = join(dataDir, 'db');
  let movedAside: string | null = null;
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) {
    movedAside = join(dataDir, `db.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
    renameSync(dbDir, movedAside);
  }
  try {
    const pg = await openEmbeddedFolder(dbDir);
    try {
      await pg.exec(backup.sql);
      await pg.exec('RESET ALL'); // the dump empties search_path
      const figures = await databaseFigures((q) => pg.query(q));
      const differences = backup.figures ? figureDifferences(backup.figures, figures) : [];
      if (differences.length) throw new RestoreMismatch(differences);
      return { figures, movedAside };
    } finally {
      await pg.close();
    }
  } catch (e) {
    rmSync(dbDir, { recursive: true, force: true });
    if (movedAside) renameSync(movedAside, dbDir);
    throw e;
  }
}
