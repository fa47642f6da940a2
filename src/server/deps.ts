/** What every handler and job can reach: the database, the configuration and the server's secrets. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { Secrets } from './db/secrets';
import type { ChangeBus } from './events/change-bus';
import type { ImageStore } from './images/image-store';
import type { Limits } from './limits';
import type { HostLookup } from './outbound/address-guard';
import type { PaymentProvider, VerifiedReturn } from './payments/provider';
import type { SandboxNotice } from './payments/sandbox-notices';

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
  /**
   * How a payment result found by a job reaches settling (features/payments): the hold job's
   * look-up and the outbox's sandbox notices. The jobs sit below the features, so app.ts hands
   * them this instead of their importing a feature.
   */
  paymentIntake: PaymentIntake;
  /** Abuse limits (sign-in failures, per-address allowances), shared by instances on PostgreSQL. */
  limits: Limits;
  /** Resolves the host names of push endpoints (tests make a name resolve where they need it). */
  lookup: HostLookup;
  /** The clock; tests move it. */
  now: () => Date;
};

/** The receiving end of payments, as the jobs reach it (features/payments/intake.ts fills it in). */
export type PaymentIntake = {
  /** Settles a provider's authentic result, as a return or a notice would (receive.ts). */
  receiveResult: (deps: Deps, result: VerifiedReturn) => Promise<void>;
  /** Hands a queued sandbox notice to the webhook's receiving function; says where it went. */
  deliverSandboxNotice: (deps: Deps, notice: SandboxNotice) => Promise<{ via: 'provider'; to: string }>;
};
