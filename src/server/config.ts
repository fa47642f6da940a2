/** Configuration from the environment, read once at start. */
import { resolve } from 'node:path';

export type PaymentProviderName = 'sandbox';
export const PAYMENT_PROVIDERS: readonly PaymentProviderName[] = ['sandbox'];
/** The online payment methods a provider can offer (spec: credit card and e-wallet). */
export type OnlineMethod = 'card' | 'ewallet';
const ONLINE_METHODS: readonly OnlineMethod[] = ['card', 'ewallet'];

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  salonTz: string;
  seedDemo: boolean;
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
  /** Background jobs (hold expiry, outbox, reminders) tick this often. */
  jobIntervalMs: number;
  runJobs: boolean;
  clientDir: string;
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

const bool = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : !/^(0|false|no|off)$/i.test(v);
const num = (v: string | undefined, fallback: number) =>
  v === undefined || v === '' || Number.isNaN(Number(v)) ? fallback : Number(v);

function paymentProviderOf(v: string | undefined): PaymentProviderName {
  const name = (v || 'sandbox').trim().toLowerCase();
  if (!PAYMENT_PROVIDERS.includes(name as PaymentProviderName)) {
    throw new Error(`Unknown PAYMENT_PROVIDER "${v}". Known providers: ${PAYMENT_PROVIDERS.join(', ')}.`);
  }
  return name as PaymentProviderName;
}

function paymentMethodsOf(v: string | undefined): OnlineMethod[] {
  const names = (v || 'card,ewallet')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((n) => !ONLINE_METHODS.includes(n as OnlineMethod));
  if (unknown.length)
    throw new Error(`Unknown PAYMENT_METHODS entry "${unknown.join(', ')}". Use card, ewallet.`);
  return [...new Set(names)] as OnlineMethod[];
}

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = num(env.PORT, 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    salonTz: env.SALON_TZ || 'Asia/Singapore',
    seedDemo: bool(env.SEED_DEMO, true),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    webhookUrl: env.WEBHOOK_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Tress <bookings@tress.local>',
    paymentProvider: paymentProviderOf(env.PAYMENT_PROVIDER),
    paymentSecret: env.PAYMENT_SECRET || null,
    paymentMerchantId: env.PAYMENT_MERCHANT_ID || 'TRESS-SANDBOX',
    paymentMethods: paymentMethodsOf(env.PAYMENT_METHODS),
    webhookSecret: env.WEBHOOK_SECRET || null,
    outboxMaxAttempts: Math.max(1, num(env.OUTBOX_MAX_ATTEMPTS, 8)),
    outboxBackoffMs: Math.max(10, num(env.OUTBOX_BACKOFF_MS, 30_000)),
    outboxLeaseMs: Math.max(500, num(env.OUTBOX_LEASE_MS, 60_000)),
    holdMinutesOverride: env.PAYMENT_HOLD_MINUTES ? num(env.PAYMENT_HOLD_MINUTES, 15) : null,
    tokenTtlHours: num(env.TOKEN_TTL_HOURS, 24 * 7),
    logLevel: env.LOG_LEVEL || 'info',
    jobIntervalMs: num(env.JOB_INTERVAL_MS, 5000),
    runJobs: bool(env.RUN_JOBS, true),
    clientDir: resolve(env.CLIENT_DIR || './dist/client'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimitScale: Math.max(1, num(env.RATE_LIMIT_SCALE, 1)),
    maxUnpaidHolds: Math.max(1, num(env.MAX_UNPAID_HOLDS, 2)),
    ratingLinkDays: Math.max(1, num(env.RATING_LINK_DAYS, 60)),
    adminUsername: env.ADMIN_USERNAME?.trim() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    ...overrides,
  };
}
