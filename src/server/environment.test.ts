import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC, configurationTableOf } from '../../scripts/support/configuration-doc';
import { loadConfig } from './config';
import { ConfigurationError, configurationTable } from './environment';

const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigurationError) return e.message;
    throw e;
  }
  throw new Error('the configuration was accepted');
};

describe('the configuration', () => {
  it('refuses a mistyped flag instead of reading it as on', () => {
    expect(refusal({ RUN_JOBS: 'flase' })).toMatch(/RUN_JOBS must be true or false/);
    expect(loadConfig({ RUN_JOBS: 'OFF' }).runJobs).toBe(false);
    expect(loadConfig({ RUN_JOBS: '1' }).runJobs).toBe(true);
  });

  it('refuses a number that is not one, or out of range, naming what it accepts', () => {
    expect(refusal({ PORT: '3OOO' })).toMatch(/PORT must be a whole number from 0 to 65535/);
    expect(refusal({ PORT: '70000' })).toMatch(/PORT must be a whole number from 0 to 65535/);
    expect(refusal({ OUTBOX_LEASE_MS: '5' })).toMatch(/OUTBOX_LEASE_MS must be a whole number from 500/);
    expect(refusal({ MAX_UNPAID_HOLDS: '-1' })).toMatch(/MAX_UNPAID_HOLDS/);
  });

  it('names every bad variable at once, and never repeats a value (it may be a secret)', () => {
    const message = refusal({
      SMTP_URL: 'smtp-relay:587 with-secret',
      LOG_LEVEL: 'loud',
      SALON_TZ: 'Mars/Base',
    });
    expect(message).toMatch(/SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//);
    expect(message).toMatch(/LOG_LEVEL must be one of: fatal/);
    expect(message).toMatch(/SALON_TZ must be an IANA time zone/);
    expect(message).not.toContain('with-secret');
  });

  it('takes the default for an unset or empty variable', () => {
    const config = loadConfig({ PORT: '', RUN_JOBS: '  ' });
    expect(config).toMatchObject({ port: 3000, runJobs: true, paymentMethods: ['card', 'ewallet'] });
    expect(loadConfig({ PAYMENT_METHODS: 'ewallet, card,ewallet' }).paymentMethods).toEqual([
      'ewallet',
      'card',
    ]);
    expect(refusal({ PAYMENT_METHODS: 'card,cash' })).toMatch(
      /PAYMENT_METHODS must be a comma list of: card, ewallet/,
    );
  });

  it('is documented by the table generated from the same list', () => {
    expect(configurationTableOf(readFileSync(CONFIGURATION_DOC, 'utf8'))).toBe(configurationTable());
  });

  it('stops the server at start with a message naming the variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, RUN_JOBS: 'flase', DATABASE_URL: '', DATA_DIR: '.tmp/never-opened' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/RUN_JOBS must be true or false/);
    expect(run.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});
