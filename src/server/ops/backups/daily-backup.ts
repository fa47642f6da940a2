/**
 * The server's daily backup of the embedded database: once per salon day, at BACKUP_AT in the
 * salon's time zone (or at the first check after it, when the server was down then). The day is
 * claimed in the database first (`backup_runs`), so a restart, or another process on the same
 * database, never takes the same day's backup twice. Backups past BACKUP_KEEP days are deleted.
 */
import type { PGlite } from '@electric-sql/pglite';
import { salonMinutesNow, salonToday } from '#shared/salon-time';
import { readSalonProfile } from '../../db/salon-settings';
import { backupRuns } from '../../db/schema';
import type { Deps } from '../../deps';
import { takeBackup } from './take-backup';

/** How often the server looks whether the day's backup is due. */
const CHECK_EVERY_MS = 60_000;

/** Whether the clock has passed `at` (HH:MM) on the salon's day. */
export function pastBackupTime(at: string, timeZone: string, now: Date): boolean {
  const [h, m] = at.split(':').map(Number);
  return salonMinutesNow(timeZone, now) >= (h ?? 0) * 60 + (m ?? 0);
}

/** Takes the day's backup when it is due and this process wins the day's claim; its name or null. */
export async function dailyBackupIfDue(deps: Deps, pg: PGlite): Promise<string | null> {
  const now = deps.now();
  const { time_zone } = await readSalonProfile(deps.db);
  if (!pastBackupTime(deps.config.backupAt, time_zone, now)) return null;
  const claimed = await deps.db
    .insert(backupRuns)
    .values({ day: salonToday(time_zone, now) })
    .onConflictDoNothing()
    .returning({ day: backupRuns.day });
  if (claimed.length === 0) return null;
  const file = await takeBackup(pg, deps.config, deps.now);
  deps.log.info({ backup: file.name, bytes: file.bytes }, 'daily backup taken');
  return file.name;
}

/** Checks every minute; the returned function stops it (and waits for a backup under way). */
export function startDailyBackups(deps: Deps, pg: PGlite): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = dailyBackupIfDue(deps, pg).catch((e: unknown) =>
      deps.log.error({ err: e }, 'daily backup failed'),
    );
  };
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  check();
  return async () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
