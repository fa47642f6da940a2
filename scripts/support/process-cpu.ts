/**
 * CPU time used so far by one process, and by every PostgreSQL process of this machine, read from
 * Linux's /proc (null elsewhere). A benchmark divides it by the work done: CPU per booking does not
 * depend on what else the machine runs, as bookings per second do.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

function ticksOf(pid: number | string): number | null {
  try {
    // the command name may hold spaces: the fields that follow it start after its closing ')'
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return null;
  }
}

/** Milliseconds of CPU the process has used, or null where /proc cannot tell. */
export function processCpuMs(pid: number): number | null {
  const t = ticksOf(pid);
  return t === null ? null : (t * 1000) / TICKS;
}

/** Milliseconds of CPU used by the PostgreSQL processes running now, or null where /proc cannot tell. */
export function postgresCpuMs(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of entries) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    ticks += ticksOf(pid) ?? 0;
  }
  return (ticks * 1000) / TICKS;
}
