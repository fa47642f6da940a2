/** Configuration from the environment, read once at start. */

import { resolve } from 'node:path';
import { DEFAULT_SALON_TZ } from '../shared/salon-time';
import { DEFAULT_IPV6_PREFIX } from './limits/address-key';

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
  /**
   * Which proxies are believed about the client's address (`X-Forwarded-For`): false (default)
   * believes none, a number that many hops, a list those addresses or CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Every per-address limit's allowance is multiplied by this (RATE_LIMIT_SCALE; tests and benches raise it). */
  rateLimitScale: number;
  /** Unpaid online-payment holds one email, phone or address may have at a time. */
  maxUnpaidHolds: number;
  /** Per-address limits count an IPv6 address by this many leading bits (IPV6_PREFIX_LENGTH, 64). */
  ipv6PrefixLength: number;
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

function vapidKeysOf(env: NodeJS.ProcessEnv): {
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
} {
  const pub = env.VAPID_PUBLIC_KEY?.trim() || null;
  const priv = env.VAPID_PRIVATE_KEY?.trim() || null;
  if (!pub !== !priv) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  const bytes = (k: string) => (/^[A-Za-z0-9_-]+$/.test(k) ? Buffer.from(k, 'base64url') : Buffer.alloc(0));
  if (pub && (bytes(pub).length !== 65 || bytes(pub)[0] !== 4))
    throw new Error(
      'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (87 characters).',
    );
  if (priv && bytes(priv).length !== 32)
    throw new Error('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters).');
  return { vapidPublicKey: pub, vapidPrivateKey: priv };
}

function vapidSubjectOf(v: string | undefined, publicUrl: string): string {
  if (v) {
    if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(v))
      throw new Error('VAPID_SUBJECT must be a mailto: or https: URL.');
    return v;
  }
  // Push services want a way to reach the sender; the public site is one when it is https.
  return publicUrl.startsWith('https://') ? publicUrl : 'mailto:bookings@tress.local';
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

function ipv6PrefixOf(v: string | undefined): number {
  if (v === undefined || v.trim() === '') return DEFAULT_IPV6_PREFIX;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 128)
    throw new Error('IPV6_PREFIX_LENGTH must be a whole number of bits from 1 to 128 (default 64).');
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = num(env.PORT, 3000);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    salonTz: env.SALON_TZ || DEFAULT_SALON_TZ,
    seedDemo: bool(env.SEED_DEMO, true),
    seedDemoDay: bool(env.SEED_DEMO_DAY, true),
    publicUrl,
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
    logBufferBytes: Math.max(16_384, num(env.LOG_BUFFER_BYTES, 4 * 1024 * 1024)),
    jobIntervalMs: num(env.JOB_INTERVAL_MS, 5000),
    runJobs: bool(env.RUN_JOBS, true),
    clientDir: resolve(env.CLIENT_DIR || './dist/client'),
    metricsPort: env.METRICS_PORT ? num(env.METRICS_PORT, 0) || null : null,
    ...vapidKeysOf(env),
    vapidSubject: vapidSubjectOf(env.VAPID_SUBJECT, publicUrl),
    pushAllowPrivate: bool(env.PUSH_ALLOW_PRIVATE, false),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimitScale: Math.max(1, num(env.RATE_LIMIT_SCALE, 1)),
    maxUnpaidHolds: Math.max(1, num(env.MAX_UNPAID_HOLDS, 2)),
    ipv6PrefixLength: ipv6PrefixOf(env.IPV6_PREFIX_LENGTH),
    ratingLinkDays: Math.max(1, num(env.RATING_LINK_DAYS, 60)),
    adminUsername: env.ADMIN_USERNAME?.trim() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    ...overrides,
  };
}
