/**
 * One process per data folder. PGlite takes no lock of its own and two processes would corrupt the
 * folder, so the server writes who it is into DATA_DIR/server.lock with O_EXCL: its PID and, where
 * the system tells it (/proc), the moment that process started and the boot it started in. A lock
 * whose process is gone is taken over, and so is one whose PID now belongs to another process (a
 * container restarted after a crash hands out the same small PIDs again): its start time differs
 * from the one written, or (a lock of an older server, with its PID alone) that process started
 * after the lock was written. A restart after a crash therefore always works, and a live server
 * still keeps its folder.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
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

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux that Node runs on). */
const TICKS_PER_SECOND = 100;
/** /proc/stat's boot time has whole seconds, and the wall clock may have been stepped a little since. */
const START_SLACK_MS = 2_000;

/** When the process `pid` started, in ms since the epoch, or null without /proc. */
function startedAtMs(pid: number): number | null {
  const ticks = Number(startOf(pid)?.split(':').pop());
  const btime = /^btime (\d+)$/m.exec(readOr('/proc/stat') ?? '')?.[1];
  if (!Number.isFinite(ticks) || !btime) return null;
  return Number(btime) * 1000 + (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * Whether the lock's holder is still running: the same PID, started at the same moment (or, for a
 * lock written with its PID alone, started before the lock was written at `writtenMs`).
 */
export function holderAlive(holder: LockHolder, writtenMs: number): boolean {
  if (!isAlive(holder.pid)) return false;
  if (holder.started !== null) {
    const now = startOf(holder.pid);
    return now === null || now === holder.started;
  }
  const started = startedAtMs(holder.pid);
  return started === null || started <= writtenMs + START_SLACK_MS;
}

export const lockText = (pid: number) => {
  const started = startOf(pid);
  return started ? `${pid} ${started}` : String(pid);
};

function writtenAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
}

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
      if (holder && holder.pid !== process.pid && holderAlive(holder, writtenAt(file))) {
        throw new DataDirLockedError(dir, holder.pid);
      }
      rmSync(file, { force: true }); // stale: its holder is gone, or its PID is another process's now
    }
  }
  throw new Error(`Could not lock ${file}`);
}
