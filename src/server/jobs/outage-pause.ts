/**
 * The background jobs pause while the database is unavailable (db/unavailable.ts): a pass first
 * asks the database for `SELECT 1`, and a pass that meets an outage stops there. The pause is
 * logged once when it begins and once when the jobs resume, instead of an error per step per
 * pass. Every job reads its state from the database, so resuming simply carries on.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { databaseUnavailable } from '../db/unavailable';
import type { Deps } from '../deps';

const pausedSince = new WeakMap<Db, Date>();

/** Since when the jobs of this database have been paused, or null while they run. */
export const jobsPausedSince = (db: Db): Date | null => pausedSince.get(db) ?? null;

/** Records an outage met by a job; true when `error` is one (the pass should stop). */
export function pauseForOutage(deps: Deps, error: unknown): boolean {
  const why = databaseUnavailable(error);
  if (!why) return false;
  if (!pausedSince.has(deps.db)) {
    pausedSince.set(deps.db, deps.now());
    deps.log.warn({ reason: why }, 'the database is unavailable: background jobs paused');
  }
  return true;
}

/** Whether a pass may run: the database answers (and if the jobs were paused, they resume). */
export async function databaseAnswers(deps: Deps): Promise<boolean> {
  try {
    await deps.db.execute(sql`SELECT 1`);
  } catch (e) {
    if (pauseForOutage(deps, e)) return false;
    throw e;
  }
  const since = pausedSince.get(deps.db);
  if (since) {
    pausedSince.delete(deps.db);
    deps.log.info(
      { paused_ms: deps.now().getTime() - since.getTime() },
      'the database answers again: background jobs resumed',
    );
  }
  return true;
}
