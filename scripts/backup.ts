/**
 * `npm run backup`: a consistent backup of the embedded database in BACKUP_DIR (default
 * DATA_DIR/backups), with its checksum file. With a server running on DATA_DIR, that server takes
 * it (over DATA_DIR's backup socket: no second process may open the folder); with none, this
 * process takes DATA_DIR's lock and opens the folder itself. The last line printed is the file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-lock';
import type { BackupFile } from '../src/server/ops/backups/backup-files';
import { askServerForBackup } from '../src/server/ops/backups/backup-socket';
import { openEmbeddedFolder } from '../src/server/ops/backups/restore';
import { takeBackup } from '../src/server/ops/backups/take-backup';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function backupOfStoppedFolder(
  config: ReturnType<typeof loadConfig>,
  unlock: () => void,
): Promise<BackupFile> {
  try {
    const pg = await openEmbeddedFolder(join(config.dataDir, 'db'));
    try {
      return await takeBackup(pg, config, () => new Date());
    } finally {
      await pg.close();
    }
  } finally {
    unlock();
  }
}

const config = loadConfig();
if (config.databaseUrl)
  fail('DATABASE_URL is set: back up PostgreSQL with its own tools (pg_dump, or your provider’s backups).');
if (!existsSync(join(config.dataDir, 'db')))
  fail(`There is no embedded database in ${config.dataDir} (DATA_DIR).`);

let file: BackupFile;
try {
  const unlock = lockDataDir(config.dataDir);
  console.log(`No server is running on ${config.dataDir}: backing up the folder directly.`);
  file = await backupOfStoppedFolder(config, unlock);
} catch (e) {
  if (!(e instanceof DataDirLockedError)) throw e;
  console.log(`The server (PID ${e.pid}) is running on ${config.dataDir}: asking it for the backup.`);
  file = await askServerForBackup(config.dataDir).catch((err: Error) => fail(err.message));
}
console.log(
  `Backup of ${(file.bytes / 1024).toFixed(0)} KB taken at ${file.taken_at}, checksum in ${file.name}.sha256`,
);
console.log(file.path);
