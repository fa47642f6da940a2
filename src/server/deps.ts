/** What every handler and job can reach: the database, the configuration and the server's secrets. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { ChangeBus } from './events/change-bus';
import type { PaymentProvider } from './payments/provider';

export type Deps = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  secrets: { payment: string; rating: string; manage: string };
  log: FastifyBaseLogger;
  /** Change notifications shared by every instance (cache invalidation, the calendar's live view). */
  bus: ChangeBus;
  /** A payment provider in place of the configured one (tests of a provider that fails). */
  paymentProvider?: PaymentProvider;
  /** The clock; tests move it. */
  now: () => Date;
};
