/** What every handler and job can reach: the database, the configuration and the server's secrets. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { Secrets } from './db/secrets';
import type { ChangeBus } from './events/change-bus';
import type { ImageStore } from './images/image-store';
import type { Limits } from './limits';
import type { HostLookup } from './outbound/address-guard';
import type { PaymentProvider } from './payments/provider';

export type Deps = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** The embedded database's own handle (backups dump it); null on PostgreSQL. */
  embedded: import('@electric-sql/pglite').PGlite | null;
  config: Config;
  secrets: Secrets;
  log: FastifyBaseLogger;
  /** Change notifications shared by every instance (cache invalidation, the calendar's live view). */
  bus: ChangeBus;
  /** Uploaded images, shared by every instance. */
  images: ImageStore;
  /** A payment provider in place of the configured one (tests of a provider that fails). */
  paymentProvider?: PaymentProvider;
  /** Abuse limits (sign-in failures, per-address allowances), shared by instances on PostgreSQL. */
  limits: Limits;
  /** Resolves the host names of push endpoints (tests make a name resolve where they need it). */
  lookup: HostLookup;
  /** The clock; tests move it. */
  now: () => Date;
};
