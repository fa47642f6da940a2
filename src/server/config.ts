/** The server's configuration: the environment (checked in environment.ts) and its defaults, read once at start. */

import { join, resolve } from 'node:path';
import type { OnlinePaymentType } from '#shared/enums';
import { DEFAULT_SALON_TZ } from '#shared/salon-time';
import { ConfigurationError, type Environment, readEnvironment, WALLETS } from './environment';
import { DEFAULT_IPV6_PREFIX } from './limits/address-key';

export type PaymentProviderName = NonNullable<Environment['PAYMENT_PROVIDER']>;
/** The online payment methods a provider can offer (credit card and e-wallet). */
export type OnlineMethod = OnlinePaymentType;
/** An e-wallet a provider's page may offer (PAYMENT_METHODS names them). */
export type Wallet = (typeof WALLETS)[number];

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Backups of the embedded database go here (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
  /** The daily backup's time of day, HH:MM in the salon's time zone. */
  backupAt: string;
  /** Backups older than this many days are deleted. */
  backupKeepDays: number;
  salonTz: string;
  seedDemo: boolean;
  /** Also place demo bookings around the first start day (today, the next days, one no-show). */
  seedDemoDay: boolean;
  publicUrl: string;
  webhookUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  paymentProvider: PaymentProviderName;
  paymentSecret: string | null;
  /** The merchant id the provider knows this salon by (`mchtId` in the provider's return). */
  paymentMerchantId: string;
  /** Online methods offered, in this order (PAYMENT_METHODS, default `card,ewallet`). */
  paymentMethods: OnlineMethod[];
  /** The e-wallets the provider's page offers for the e-wallet method (named in PAYMENT_METHODS). */
  paymentWallets: Wallet[];
  /** Stripe (PAYMENT_PROVIDER=stripe): the secret key, the webhook's signing secret, where its API is. */
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  stripeApiUrl: string;
  /** When set, each webhook carries `X-Tress-Signature: sha256=<HMAC of the body>`. */
  webhookSecret: string | null;
  /** Outbox: attempts before a message is marked failed. */
  outboxMaxAttempts: number;
  /** Outbox: the first retry waits this long; each further retry waits twice as long (capped at 1 h). */
  outboxBackoffMs: number;
  /** Outbox: how long a claimed message stays reserved for its sender (a crashed sender's lease runs out). */
  outboxLeaseMs: number;
  /** Overrides the salon profile's hold minutes when set (tests use a short hold). */
  holdMinutesOverride: number | null;
  tokenTtlHours: number;
  logLevel: string;
  /** Log bytes kept while stdout is not read; beyond this, lines are dropped and counted. */
  logBufferBytes: number;
  /** Background jobs (hold expiry, outbox, reminders) tick this often. */
  jobIntervalMs: number;
  runJobs: boolean;
  clientDir: string;
  /** When set, Prometheus metrics are also served without sign-in on this port (keep it private). */
  metricsPort: number | null;
  /** VAPID key pair for web push (base64url); both or neither. Without them a pair is generated once and stored. */
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
  /** Who push services may contact about this sender: `mailto:` or an https URL (VAPID_SUBJECT). */
  vapidSubject: string;
  /**
   * PUSH_ALLOW_PRIVATE (tests and push relays inside the network only): push endpoints may be on
   * private, loopback or link-local addresses, over http, on any port. Off: https on 443 to a
   * public address only.
   */
  pushAllowPrivate: boolean;
  /** Per-address limits count an IPv6 address by this many leading bits (IPV6_PREFIX_LENGTH, 64). */
  ipv6PrefixLength: number;
  /**
   * Which proxies are believed about the client's address (`X-Forwarded-For`): false (default)
   * believes none, a number that many hops, a list those addresses or CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Every per-address limit's allowance is multiplied by this (RATE_LIMIT_SCALE; tests and benches raise it). */
  rateLimitScale: number;
  /** Unpaid online-payment holds one email, phone or address may have at a time. */
  maxUnpaidHolds: number;
  /** Rating links stop working this many days after they were made. */
  ratingLinkDays: number;
  /** With SEED_DEMO=false: the first Super Admin, created when there is none. */
  adminUsername: string | null;
  adminPassword: string | null;
};

/** TRUST_PROXY: unset/false/off: none; a number: hops; otherwise a comma list of addresses or CIDRs. */
export function trustProxyOf(v: string | undefined): false | number | string[] {
  const text = (v ?? '').trim();
  if (!text || /^(0|false|no|off)$/i.test(text)) return false;
  if (/^(true|yes|on)$/i.test(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function vapidSubjectOf(subject: string | undefined, publicUrl: string): string {
  // Push services want a way to reach the sender; the public site is one when it is https.
  return subject ?? (publicUrl.startsWith('https://') ? publicUrl : 'mailto:bookings@tress.local');
}

/** The wallets offered when PAYMENT_METHODS says only `ewallet`. */
const DEFAULT_WALLETS: Wallet[] = ['paynow', 'grabpay'];

/** PAYMENT_METHODS read as Tress's methods (a named wallet offers the e-wallet method) and the wallets named. */
function methodsOf(named: NonNullable<Environment['PAYMENT_METHODS']>): {
  paymentMethods: OnlineMethod[];
  paymentWallets: Wallet[];
} {
  const isWallet = (m: string): m is Wallet => (WALLETS as readonly string[]).includes(m);
  const paymentMethods = [...new Set(named.map((m): OnlineMethod => (m === 'card' ? 'card' : 'ewallet')))];
  const wallets = named.filter(isWallet);
  return {
    paymentMethods,
    paymentWallets: wallets.length ? wallets : paymentMethods.includes('ewallet') ? DEFAULT_WALLETS : [],
  };
}

/** Stripe cannot run without its key and the webhook's secret: the start stops, saying so. */
function checkStripe(e: Environment): void {
  if (e.PAYMENT_PROVIDER !== 'stripe') return;
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((k) => !e[k]);
  if (missing.length)
    throw new ConfigurationError(
      missing.map(
        (k) => `PAYMENT_PROVIDER=stripe needs ${k} (see docs/payments.md, "Going live with Stripe").`,
      ),
    );
}

/**
 * The configuration from the environment (checked by environment.ts: a bad value throws a
 * ConfigurationError naming the variable), with `overrides` that tests and benches set directly.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = readEnvironment(env);
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    throw new ConfigurationError(['Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.']);
  checkStripe(e);
  const port = e.PORT ?? 3000;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir: resolve(e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL ?? null,
    // beside the data folder the caller chose (tests choose theirs in overrides)
    backupDir: resolve(e.BACKUP_DIR ?? join(overrides.dataDir ?? e.DATA_DIR ?? './data', 'backups')),
    backupAt: e.BACKUP_AT ?? '03:30',
    backupKeepDays: e.BACKUP_KEEP ?? 14,
    salonTz: e.SALON_TZ ?? DEFAULT_SALON_TZ,
    seedDemo: e.SEED_DEMO ?? true,
    seedDemoDay: e.SEED_DEMO_DAY ?? true,
    publicUrl,
    webhookUrl: e.WEBHOOK_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'Tress <bookings@tress.local>',
    paymentProvider: e.PAYMENT_PROVIDER ?? 'sandbox',
    paymentSecret: e.PAYMENT_SECRET ?? null,
    paymentMerchantId: e.PAYMENT_MERCHANT_ID ?? 'TRESS-SANDBOX',
    ...methodsOf(e.PAYMENT_METHODS ?? ['card', 'ewallet']),
    stripeSecretKey: e.STRIPE_SECRET_KEY ?? null,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    stripeApiUrl: (e.STRIPE_API_URL ?? 'https://api.stripe.com').replace(/\/$/, ''),
    webhookSecret: e.WEBHOOK_SECRET ?? null,
    outboxMaxAttempts: e.OUTBOX_MAX_ATTEMPTS ?? 8,
    outboxBackoffMs: e.OUTBOX_BACKOFF_MS ?? 30_000,
    outboxLeaseMs: e.OUTBOX_LEASE_MS ?? 60_000,
    holdMinutesOverride: e.PAYMENT_HOLD_MINUTES ?? null,
    tokenTtlHours: e.TOKEN_TTL_HOURS ?? 24 * 7,
    logLevel: e.LOG_LEVEL ?? 'info',
    logBufferBytes: e.LOG_BUFFER_BYTES ?? 4 * 1024 * 1024,
    jobIntervalMs: e.JOB_INTERVAL_MS ?? 5000,
    runJobs: e.RUN_JOBS ?? true,
    clientDir: resolve(e.CLIENT_DIR ?? './dist/client'),
    metricsPort: e.METRICS_PORT ?? null,
    vapidPublicKey: e.VAPID_PUBLIC_KEY ?? null,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY ?? null,
    vapidSubject: vapidSubjectOf(e.VAPID_SUBJECT, publicUrl),
    pushAllowPrivate: e.PUSH_ALLOW_PRIVATE ?? false,
    ipv6PrefixLength: e.IPV6_PREFIX_LENGTH ?? DEFAULT_IPV6_PREFIX,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    rateLimitScale: e.RATE_LIMIT_SCALE ?? 1,
    maxUnpaidHolds: e.MAX_UNPAID_HOLDS ?? 2,
    ratingLinkDays: e.RATING_LINK_DAYS ?? 60,
    adminUsername: e.ADMIN_USERNAME ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    ...overrides,
  };
}
