/**
 * Readiness for a load balancer: the database answers and holds every migration this build ships
 * (another instance of a newer build may have applied more; that is fine), and the server is not
 * draining. A draining server (SIGTERM received) says 503 so the balancer sends no new work.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder, rowsOf } from '../db/connect';

export type Readiness = {
  /** Marks the server as draining; /api/ready answers 503 from now on. */
  drain(): void;
  draining(): boolean;
  /** Why the server is not ready, or null when it is. */
  check(): Promise<string | null>;
};

/** The `when` of the newest migration this build ships (drizzle records it as `created_at`). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

export function readiness(db: Db): Readiness {
  const newest = newestMigration();
  let draining = false;
  return {
    drain: () => {
      draining = true;
    },
    draining: () => draining,
    async check() {
      if (draining) return 'draining';
      try {
        const result = await db.execute<{ applied: string | number | null }>(
          sql`SELECT max(created_at) AS applied FROM drizzle.__drizzle_migrations`,
        );
        const applied = Number(rowsOf<{ applied: string | number | null }>(result)[0]?.applied ?? 0);
        return applied >= newest ? null : 'migrations not applied';
      } catch {
        return 'database unreachable';
      }
    },
  };
}
