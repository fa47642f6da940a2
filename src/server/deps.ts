/** What every handler and job can reach: the database, the configuration and the server's secrets. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { ChangeBus } from './events/change-bus';
import type { Limits } from './limits';

export type Deps = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  secrets: { payment: string; rating: string };
  log: FastifyBaseLogger;
  /** Change notifications shared by every instance (cache invalidation, the calendar's live view). */
  bus: ChangeBus;
  /** Abuse limits (sign-in failures, per-address allowances), shared by instances on PostgreSQL. */
  limits: Limits;
  /** The clock; tests move it. */
  now: () => Date;
};
