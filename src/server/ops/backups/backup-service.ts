/**
 * The backup socket of a server on the embedded database: `npm run backup` on DATA_DIR asks the
 * running server for the backup (backup-socket.ts). The daily backup starts with the background
 * jobs (daily-backup.ts, app.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Deps } from '../../deps';
import { listenForBackups } from './backup-socket';
import { takeBackup } from './take-backup';

/** Listens on DATA_DIR's socket; the returned function closes it. */
export async function startBackupSocket(deps: Deps, pg: PGlite): Promise<() => Promise<void>> {
  const socket = await listenForBackups(
    deps.config.dataDir,
    async () => {
      const file = await takeBackup(pg, deps.config, deps.now);
      deps.log.info({ backup: file.name, bytes: file.bytes }, 'backup taken for npm run backup');
      return file;
    },
    (e) => deps.log.error({ err: e }, 'backup socket failed'),
  );
  return async () => {
    await new Promise<void>((resolve) => (socket ? socket.close(() => resolve()) : resolve()));
  };
}
