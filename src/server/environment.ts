/**
 * The environment variables the server reads, each with the values it accepts and what it means.
 * A value that is not accepted (a typo in a flag, a number out of range) stops the start with a
 * message naming the variable: a mistyped `RUN_JOBS=flase` must never quietly mean "on". An unset
 * or empty variable takes its default. The configuration table of docs/operations.md is generated
 * from this list (`npm run docs:config`) and a test keeps the two equal.
 */
import { z } from 'zod';

const TRUE_WORDS = ['true', '1', 'yes', 'on'] as const;
const FALSE_WORDS = ['false', '0', 'no', 'off'] as const;

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (v) => [...TRUE_WORDS, ...FALSE_WORDS].includes(v as never),
    'true or false (or 1/0, yes/no, on/off)',
  )
  .transform((v) => (TRUE_WORDS as readonly string[]).includes(v));

const whole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `a whole number from ${min} to ${max}`);

const url = (schemes: readonly string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return schemes.includes(new URL(v).protocol.replace(/:$/, ''));
        } catch {
          return false;
        }
      },
      `a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
    );

/** Printable text without control characters (a stray newline in a name breaks headers and logs). */
const text = z
  .string()
  .trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse them
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'text without control characters');

const timeZone = text.refine((v) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
}, 'an IANA time zone such as Asia/Singapore');

type Variable = { schema: z.ZodType; default: string; meaning: string };

/** The e-wallets PAYMENT_METHODS may name (Stripe's names for them). */
export const WALLETS = ['paynow', 'grabpay', 'alipay', 'wechat_pay'] as const;

/** Every variable, in the order the docs list them. */
export const ENVIRONMENT = {
  PORT: { schema: whole(0, 65_535), default: '`3000`', meaning: 'the port the server listens on' },
  HOST: { schema: text, default: '`0.0.0.0`', meaning: 'the address the server listens on' },
  DATA_DIR: {
    schema: text,
    default: '`./data`',
    meaning: 'the embedded database (`db/`), its backups and the process lock',
  },
  BACKUP_DIR: {
    schema: text,
    default: '`$DATA_DIR/backups`',
    meaning: 'where backups of the embedded database are written (`npm run backup`, the daily backup)',
  },
  BACKUP_AT: {
    schema: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:MM (24-hour)'),
    default: '`03:30`',
    meaning: "the daily backup of the embedded database, at this time in the salon's time zone",
  },
  BACKUP_KEEP: {
    schema: whole(1, 3650),
    default: '`14`',
    meaning: 'backups older than this many days are deleted (the newest one is always kept)',
  },
  DATABASE_URL: {
    schema: url(['postgres', 'postgresql']),
    default: 'unset',
    meaning: 'use PostgreSQL instead of the embedded database (same schema and migrations)',
  },
  SALON_TZ: {
    schema: timeZone,
    default: '`Asia/Singapore`',
    meaning: "the salon's time zone on first start (then edited in Settings)",
  },
  SEED_DEMO: { schema: flag, default: '`true`', meaning: 'seed the demo salon on first start' },
  SEED_DEMO_DAY: {
    schema: flag,
    default: '`true`',
    meaning:
      'with the demo salon, a working day around the first start: bookings today and in the next two days, one no-show yesterday, a lunch break',
  },
  PUBLIC_URL: {
    schema: url(['http', 'https']),
    default: '`http://localhost:$PORT`',
    meaning: 'base of the links in messages (manage, rating and reset links, payment returns)',
  },
  WEBHOOK_URL: {
    schema: url(['http', 'https']),
    default: 'unset',
    meaning: 'where the `payment_success` webhook is POSTed',
  },
  WEBHOOK_SECRET: {
    schema: text,
    default: 'unset',
    meaning: 'when set, webhooks carry `X-Tress-Signature: sha256=<HMAC of the body>`',
  },
  SMTP_URL: {
    schema: url(['smtp', 'smtps']),
    default: 'unset',
    meaning:
      'e.g. `smtp://user:pass@host:587`; without it emails stay in the outbox (Settings, "Outgoing messages") and are not sent',
  },
  MAIL_FROM: { schema: text, default: '`Tress <bookings@tress.local>`', meaning: 'the sender of emails' },
  PAYMENT_PROVIDER: {
    schema: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['sandbox', 'stripe'], { error: 'one of: sandbox, stripe' })),
    default: '`sandbox`',
    meaning:
      'the payment provider: `sandbox` (no money moves) or `stripe` (Stripe Checkout; see docs/payments.md)',
  },
  PAYMENT_MERCHANT_ID: {
    schema: text,
    default: '`TRESS-SANDBOX`',
    meaning: "the `mchtId` expected in the provider's returns",
  },
  PAYMENT_METHODS: {
    schema: z
      .string()
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim().toLowerCase())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(
            z.enum(['card', 'ewallet', ...WALLETS], {
              error: `a comma list of: card, ewallet, ${WALLETS.join(', ')}`,
            }),
          )
          .min(1),
      ),
    default: '`card,ewallet`',
    meaning: `the online payment methods offered, in this order; a wallet's name (${WALLETS.map((w) => `\`${w}\``).join(', ')}) offers the e-wallet method and, with Stripe, that wallet on its page (\`ewallet\` alone: PayNow and GrabPay)`,
  },
  STRIPE_SECRET_KEY: {
    schema: text.pipe(
      z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret key (sk_test_…, sk_live_… or rk_…)'),
    ),
    default: 'unset',
    meaning:
      'with `PAYMENT_PROVIDER=stripe` (required): the secret API key; `sk_test_` keys take test payments only',
  },
  STRIPE_WEBHOOK_SECRET: {
    schema: text.pipe(z.string().regex(/^whsec_\w+$/, 'a webhook signing secret (whsec_…)')),
    default: 'unset',
    meaning:
      'with `PAYMENT_PROVIDER=stripe` (required): the signing secret of the webhook endpoint registered at Stripe',
  },
  STRIPE_API_URL: {
    schema: url(['http', 'https']),
    default: '`https://api.stripe.com`',
    meaning: "where Stripe's API is reached (tests point it at a local stand-in)",
  },
  PAYMENT_SECRET: {
    schema: text,
    default: 'generated',
    meaning: 'HMAC secret of the payment returns (generated once and stored when unset)',
  },
  PAYMENT_HOLD_MINUTES: {
    schema: whole(1, 1440),
    default: 'from Settings (15)',
    meaning: 'how long an unpaid booking holds its time',
  },
  OUTBOX_MAX_ATTEMPTS: {
    schema: whole(1, 100),
    default: '`8`',
    meaning: 'outbox: attempts before a message is marked failed',
  },
  OUTBOX_BACKOFF_MS: {
    schema: whole(10, 3_600_000),
    default: '`30000`',
    meaning: 'outbox: the first retry waits this long, each next one twice as long (up to 1 h)',
  },
  OUTBOX_LEASE_MS: {
    schema: whole(500, 3_600_000),
    default: '`60000`',
    meaning: 'outbox: how long a claimed message stays reserved for its sender',
  },
  TOKEN_TTL_HOURS: { schema: whole(1, 8760), default: '`168`', meaning: 'lifetime of sign-in tokens' },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'one of: fatal, error, warn, info, debug, trace, silent',
    }),
    default: '`info`',
    meaning: 'log level (passwords and tokens are never logged)',
  },
  LOG_BUFFER_BYTES: {
    schema: whole(16_384, 1_073_741_824),
    default: '`4194304`',
    meaning: 'log kept in memory while stdout is not read; beyond it lines are dropped and counted',
  },
  METRICS_PORT: {
    schema: whole(1, 65_535),
    default: 'unset',
    meaning: 'also serve the Prometheus metrics without sign-in on this port (keep it private)',
  },
  RUN_JOBS: {
    schema: flag,
    default: '`true`',
    meaning: 'run the background jobs (hold expiry, outbox, reminders) in this process',
  },
  JOB_INTERVAL_MS: {
    schema: whole(10, 3_600_000),
    default: '`5000`',
    meaning: 'how often the background jobs run',
  },
  CLIENT_DIR: { schema: text, default: '`./dist/client`', meaning: 'the built app the server serves' },
  VAPID_PUBLIC_KEY: {
    schema: z
      .string()
      .trim()
      .refine((k) => {
        const bytes = /^[A-Za-z0-9_-]+$/.test(k) ? Buffer.from(k, 'base64url') : Buffer.alloc(0);
        return bytes.length === 65 && bytes[0] === 4;
      }, 'an uncompressed P-256 public key in base64url (87 characters)'),
    default: 'generated',
    meaning:
      'the web push key pair (base64url), both or neither; without them a pair is generated at first start and stored in the database',
  },
  VAPID_PRIVATE_KEY: {
    schema: z
      .string()
      .trim()
      .refine(
        (k) => /^[A-Za-z0-9_-]+$/.test(k) && Buffer.from(k, 'base64url').length === 32,
        'a P-256 private key in base64url (43 characters)',
      ),
    default: 'generated',
    meaning: 'the private half of the web push key pair',
  },
  VAPID_SUBJECT: {
    schema: z
      .string()
      .trim()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: URL'),
    default: '`PUBLIC_URL` when https, else `mailto:bookings@tress.local`',
    meaning: 'how push services can reach the salon',
  },
  ADMIN_USERNAME: {
    schema: text,
    default: 'unset',
    meaning: 'with `SEED_DEMO=false`: the first Super Admin, created while there is none',
  },
  ADMIN_PASSWORD: {
    schema: z.string(),
    default: 'unset',
    meaning: "that Super Admin's password (a weak one stops the start)",
  },
  TRUST_PROXY: {
    schema: text,
    default: 'off',
    meaning:
      'whose `X-Forwarded-For` is believed: a hop count (`1`) or a list of proxy addresses/CIDRs (`10.0.0.5,10.1.0.0/16`)',
  },
  IPV6_PREFIX_LENGTH: {
    schema: whole(1, 128),
    default: '`64`',
    meaning:
      'per-address limits (and `MAX_UNPAID_HOLDS`) count an IPv6 address by this many leading bits, so one subscriber stepping through the addresses of its /64 is one address',
  },
  PUSH_ALLOW_PRIVATE: {
    schema: flag,
    default: '`false`',
    meaning:
      'for tests and push relays inside the network only: push endpoints may resolve to private, loopback or link-local addresses, over http, on any port (off: https on port 443 to public addresses only)',
  },
  RATE_LIMIT_SCALE: {
    schema: whole(1, 1_000_000),
    default: '`1`',
    meaning: 'multiplies every per-address allowance (see "Abuse limits")',
  },
  MAX_UNPAID_HOLDS: {
    schema: whole(1, 1_000_000),
    default: '`2`',
    meaning: 'unpaid online-payment bookings one email, phone or address may hold at a time',
  },
  RATING_LINK_DAYS: {
    schema: whole(1, 3650),
    default: '`60`',
    meaning: 'a rating link stops working this many days after the visit',
  },
} satisfies Record<string, Variable>;

export type VariableName = keyof typeof ENVIRONMENT;
export type Environment = { [K in VariableName]?: z.output<(typeof ENVIRONMENT)[K]['schema']> };

/** A start refused for its configuration: every bad variable, named with what it accepts. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is not valid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** Reads and checks every known variable; an unset or empty one is left out (its default applies). */
export function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const read: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(ENVIRONMENT) as [VariableName, Variable][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const parsed = variable.schema.safeParse(raw);
    if (parsed.success) read[name] = parsed.data;
    // the value itself is not repeated: it may be a secret
    else problems.push(`${name} must be ${parsed.error.issues[0]?.message ?? 'valid'}.`);
  }
  if (problems.length > 0) throw new ConfigurationError(problems);
  return read as Environment;
}

/** The docs' configuration table, generated from the list above. */
export function configurationTable(): string {
  const rows = (Object.entries(ENVIRONMENT) as [VariableName, Variable][]).map(
    ([name, v]) => `| \`${name}\` | ${v.default} | ${v.meaning} |`,
  );
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}
