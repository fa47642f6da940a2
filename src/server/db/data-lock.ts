/**
 * One process per data folder. PGlite takes no lock of its own and two processes would corrupt the
 * folder, so the server writes who it is into DATA_DIR/server.lock with O_EXCL: its PID and, where
 * the system tells it (/proc), the moment that process started and the boot it started in. A lock
 * whose process is gone is taken over, and so is one whose PID now belongs to another process (a
 * container restarted after a crash hands out the same small PIDs again): the start time differs.
 * A restart after a crash therefore always works, and a live server still keeps its folder.
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

/** Who holds the lock: a PID, and when that process started (null where the system cannot say). */
export type LockHolder = { pid: number; started: string | null };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOr(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * When the process `pid` started, as `<boot id>:<clock ticks since boot>` from /proc, or null
 * where there is no /proc (the lock then falls back to the PID alone).
 */
export function startOf(pid: number): string | null {
  const stat = readOr(`/proc/${pid}/stat`);
  if (!stat) return null;
  // the name in parentheses may hold spaces and parentheses: fields are counted after the last ')'
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields[19];
  if (!ticks || !/^\d+$/.test(ticks)) return null;
  return `${readOr('/proc/sys/kernel/random/boot_id') ?? 'boot'}:${ticks}`;
}

/** Reads a lock file: `<pid>` (older servers) or `<pid> <start>`. */
export function parseLock(text: string): LockHolder | null {
  const [pid, started] = text.trim().split(/\s+/);
  const n = Number(pid);
  if (!Number.isInteger(n) || n <= 0) return null;
  return { pid: n, started: started ?? null };
}

/** Whether the lock's holder is still running: the same PID, started at the same moment. */
export function holderAlive(holder: LockHolder): boolean {
  if (!isAlive(holder.pid)) return false;
  if (holder.started === null) return true;
  const now = startOf(holder.pid);
  return now === null || now === holder.started;
}

export const lockText = (pid: number) => {
  const started = startOf(pid);
  return started ? `${pid} ${started}` : String(pid);
};

export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, lockText(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = parseLock(readOr(file) ?? '');
      if (holder && holder.pid !== process.pid && holderAlive(holder)) {
        throw new DataDirLockedError(dir, holder.pid);
      }
      rmSync(file, { force: true }); // stale: its holder is gone, or its PID is another process's now
    }
  }
  throw new Error(`Could not lock ${file}`);
}
