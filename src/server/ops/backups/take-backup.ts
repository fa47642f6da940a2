/**
 * Takes a backup of the embedded database: dump (dump.ts), write with its checksum, and delete the
 * backups past BACKUP_KEEP days. One at a time per process: a second request while one is being
 * taken gets that same backup.
 */
import type { PGlite } from '@electric-sql/pglite';
import { type BackupFile, pruneBackups, writeBackup } from './backup-files';
import { dumpEmbedded } from './dump';

export type BackupPlace = { backupDir: string; backupKeepDays: number };

const inFlight = new WeakMap<PGlite, Promise<BackupFile>>();

export function takeBackup(pg: PGlite, place: BackupPlace, now: () => Date): Promise<BackupFile> {
  const running = inFlight.get(pg);
  if (running) return running;
  const taking = (async () => {
    const at = now();
    const sql = await dumpEmbedded(pg);
    const file = writeBackup(place.backupDir, sql, at);
    pruneBackups(place.backupDir, place.backupKeepDays, at);
    return file;
  })().finally(() => inFlight.delete(pg));
  inFlight.set(pg, taking);
  return taking;
}
