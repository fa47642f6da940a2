/**
 * End-to-end tests in Chromium against the real server: `npm run test:e2e` builds the client, then
 * the global setup seeds the demo salon once into a template, and each worker runs
 * `src/server/main.ts` on a free port with a copy of it (support/salon-server.ts, support/test.ts):
 * the tests drive the built app through their worker's own server.
 *
 * Chromium is the system one (CHROMIUM_PATH, CHROME_PATH or /usr/bin/chromium); Playwright's own
 * browser downloads are never used. Without a Chromium the run stops with a message saying how to
 * install one; it never skips.
 *
 * Each server's log goes to its `<DATA_DIR>/server.log` (a `worker-N` folder of the run folder in `.tmp`). Each sends its
 * emails over SMTP, through the same nodemailer path as in production, to its worker's mail catcher
 * on 127.0.0.1 (support/mail-catcher.ts); the tests read rating, manage and reset links from the
 * caught messages, never from the log (which carries none).
 */

import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { disableFeaturesSwitch } from './e2e/support/chromium-features';

const chromium = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium found at ${chromium}. Install one (Debian/Ubuntu: \`sudo apt-get install chromium\`) ` +
      'or point CHROMIUM_PATH (or CHROME_PATH) at a Chromium or Chrome binary. Playwright browser downloads are not used.',
  );
}

// Workers load this file again: the environment carries the main process's run folder to them.
if (!process.env.TRESS_E2E_RUN_DIR) {
  const base = resolve('.tmp');
  mkdirSync(base, { recursive: true });
  // run folders of earlier runs (an hour old or more, so a run going on beside this one keeps its own)
  for (const name of readdirSync(base)) {
    const dir = join(base, name);
    if (name.startsWith('e2e-') && Date.now() - statSync(dir).mtimeMs > 3_600_000)
      rmSync(dir, { recursive: true, force: true });
  }
  process.env.TRESS_E2E_RUN_DIR = mkdtempSync(join(base, 'e2e-'));
}

export default defineConfig({
  testDir: 'e2e',
  // TRESS_SCREENS=1 runs only the screenshot walk-through (tests/e2e/support/screens.shots.ts)
  testMatch: process.env.TRESS_SCREENS ? '**/screens.shots.ts' : '**/*.e2e.ts',
  // seeds the demo salon once; each worker copies it for a server of its own (support/salon-server.ts)
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
    locale: 'en-SG',
    timezoneId: 'Asia/Singapore',
    // a failed test keeps its trace; without the screencast, which cost the browser a third of the
    // CPU of a run on two cores (the screenshot on failure and the DOM snapshots remain)
    trace: { mode: 'retain-on-failure', screenshots: false },
    // the service worker's precache download is a fifth of a run's work in the browser: only the
    // tests about the worker (offline/, push/) let it register, with test.use({ serviceWorkers: 'allow' })
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        disableFeaturesSwitch(),
      ],
    },
  },
});
