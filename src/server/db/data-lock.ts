/**
 * One process per data folder. PGlite takes no lock of its own and two processes would corrupt the
 * folder, so the server writes its PID into DATA_DIR/server.lock with O_EXCL. A lock whose PID is no
 * longer alive (a SIGKILLed server) is taken over, so a restart after a crash always works.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dir} is in use by another Tress server (PID ${pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      rmSync(file, { force: true }); // stale: its holder is gone
    }
  }
  throw new Error(`Could not lock ${file}`);
}
