/**
 * `npm run restore -- <file>`: restores a backup (`npm run backup`, or the server's daily one) into
 * DATA_DIR's embedded database. It refuses while a server runs on DATA_DIR (the folder's lock), and
 * refuses a file that does not match its `.sha256` checksum. A database already in DATA_DIR is
 * moved aside, not deleted. The restored rows and money totals are checked against the backup's.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../src/server/config';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-lock';
import { BackupChecksumError, readBackup } from '../src/server/ops/backups/backup-files';
import { RestoreMismatch, restoreInto } from '../src/server/ops/backups/restore';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('Usage: npm run restore -- <backup file> (DATA_DIR names the folder to restore into)');
const config = loadConfig();
if (config.databaseUrl)
  fail(
    'DATABASE_URL is set: restore restores the embedded database. Load a backup into PostgreSQL with `npm run move-to-postgres`.',
  );

let backup: ReturnType<typeof readBackup>;
try {
  backup = readBackup(resolve(file));
} catch (e) {
  if (e instanceof BackupChecksumError) fail(e.message);
  fail(`Cannot read ${file}: ${(e as Error).message}`);
}

let unlock: () => void;
try {
  unlock = lockDataDir(config.dataDir);
} catch (e) {
  if (e instanceof DataDirLockedError)
    fail(
      `Refusing to restore: a Tress server (PID ${e.pid}) is running on ${config.dataDir}. Stop it first.`,
    );
  throw e;
}
try {
  const { figures, movedAside } = await restoreInto(config.dataDir, backup);
  if (movedAside) console.log(`The database that was in ${config.dataDir} is kept in ${movedAside}.`);
  const rows = Object.values(figures.rows).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${file} into ${config.dataDir}: ${Object.keys(figures.rows).length} tables, ${rows} rows, counts and money totals as backed up.`,
  );
  console.log('Start the server as usual (npm start); it applies any newer migrations.');
} catch (e) {
  if (e instanceof RestoreMismatch) fail(e.message);
  throw e;
} finally {
  unlock();
}
