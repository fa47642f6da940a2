/** Configuration from the environment, read once at start. */
import { resolve } from 'node:path';

export type PaymentProviderName = 'sandbox';

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
  /** Overrides the salon profile's hold minutes when set (tests use a short hold). */
  holdMinutesOverride: number | null;
  tokenTtlHours: number;
  logLevel: string;
  /** Background jobs (hold expiry, outbox, reminders) tick this often. */
  jobIntervalMs: number;
  runJobs: boolean;
  clientDir: string;
};

const bool = (v: string | undefined, fallback: boolean) => (v === undefined || v === '' ? fallback : !/^(0|false|no|off)$/i.test(v));
const num = (v: string | undefined, fallback: number) => (v === undefined || v === '' || Number.isNaN(Number(v)) ? fallback : Number(v));

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
    paymentProvider: 'sandbox',
    paymentSecret: env.PAYMENT_SECRET || null,
    holdMinutesOverride: env.PAYMENT_HOLD_MINUTES ? num(env.PAYMENT_HOLD_MINUTES, 15) : null,
    tokenTtlHours: num(env.TOKEN_TTL_HOURS, 24 * 7),
    logLevel: env.LOG_LEVEL || 'info',
    jobIntervalMs: num(env.JOB_INTERVAL_MS, 5000),
    runJobs: bool(env.RUN_JOBS, true),
    clientDir: resolve(env.CLIENT_DIR || './dist/client'),
    ...overrides,
  };
}
