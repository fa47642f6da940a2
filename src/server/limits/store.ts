/**
 * Where abuse-limit counters live: in PostgreSQL (the `rate_limits` table) when the app runs on
 * it, so that every instance counts the same attempts, and in process memory on the embedded
 * database, which only one process can open anyway. The table is unlogged (migration 0014): the
 * write every public call makes waits for no fsync, and a crash only restarts the windows.
 */
import type { Pool } from 'pg';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';

export type Counter = RateLimiterAbstract;
export type CounterFactory = (name: string, points: number, durationSeconds: number) => Counter;

export const RATE_LIMIT_TABLE = 'rate_limits';

export function counterFactory(pool: Pool | null): CounterFactory {
  if (!pool) return (name, points, duration) => new RateLimiterMemory({ keyPrefix: name, points, duration });
  return (name, points, duration) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      // the table comes with the migrations
      tableCreated: true,
      keyPrefix: name,
      points,
      duration,
    });
}
