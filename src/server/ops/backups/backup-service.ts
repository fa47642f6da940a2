/**
 * What a server on the embedded database does for its backups: answer `npm run backup` on DATA_DIR's
 * socket (backup-socket.ts) and, where it runs the background jobs, take the daily backup.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Deps } from '../../deps';
import { listenForBackups } from './backup-socket';
import { startDailyBackups } from './daily-backup';
import { takeBackup } from './take-backup';

/** Starts both; the returned function stops them. */
export async function startBackupService(deps: Deps, pg: PGlite): Promise<() => Promise<void>> {
  const socket = await listenForBackups(
    deps.config.dataDir,
    async () => {
      const file = await takeBackup(pg, deps.config, deps.now);
      deps.log.info({ backup: file.name, bytes: file.bytes }, 'backup taken for npm run backup');
      return file;
    },
    (e) => deps.log.error({ err: e }, 'backup socket failed'),
  );
  const stopDaily = deps.config.runJobs ? startDailyBackups(deps, pg) : async () => {};
  return async () => {
    await new Promise<void>((resolve) => (socket ? socket.close(() => resolve()) : resolve()));
    await stopDaily();
  };
}
