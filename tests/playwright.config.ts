/**
 * End-to-end tests in Chromium against the real server: `npm run test:e2e` builds the client, then
 * this config starts `src/server/main.ts` on a free port with a fresh temporary DATA_DIR (the demo
 * salon is seeded), and the tests drive the built app through it.
 *
 * Chromium is the system one (CHROMIUM_PATH, CHROME_PATH or /usr/bin/chromium); Playwright's own
 * browser downloads are never used. Without a Chromium the run stops with a message saying how to
 * install one; it never skips.
 *
 * The server's log goes to `<DATA_DIR>/server.log`. The server sends its emails over SMTP, through
 * the same nodemailer path as in production, to a mail catcher on 127.0.0.1 that the global setup
 * starts (support/mail-catcher.ts); the tests read rating, manage and reset links from the caught
 * messages, never from the log (which carries none).
 */

import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
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

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => done(port));
    });
  });
}

// Workers load this file again: the environment carries the main process's choices to them.
process.env.TRESS_E2E_PORT ??= String(await freePort());
process.env.TRESS_E2E_SMTP_PORT ??= String(await freePort());
if (!process.env.TRESS_E2E_DATA_DIR) {
  const base = resolve('.tmp');
  mkdirSync(base, { recursive: true });
  // data folders of earlier runs (an hour old or more, so a run going on beside this one keeps its own)
  for (const name of readdirSync(base)) {
    const dir = join(base, name);
    if (name.startsWith('e2e-') && Date.now() - statSync(dir).mtimeMs > 3_600_000)
      rmSync(dir, { recursive: true, force: true });
  }
  process.env.TRESS_E2E_DATA_DIR = mkdtempSync(join(base, 'e2e-'));
}
const port = Number(process.env.TRESS_E2E_PORT);
const smtpPort = Number(process.env.TRESS_E2E_SMTP_PORT);
const dataDir = process.env.TRESS_E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;
process.env.TRESS_E2E_BASE_URL = baseURL;

// the built client: dist/client, or CLIENT_DIR when a build lives elsewhere
const clientDir = resolve(process.env.CLIENT_DIR || 'dist/client');
if (!existsSync(join(clientDir, 'index.html'))) {
  throw new Error(
    `The client is not built in ${clientDir}: run \`npm run build\` first (\`npm run test:e2e\` does both).`,
  );
}

export default defineConfig({
  testDir: 'e2e',
  // TRESS_SCREENS=1 runs only the screenshot walk-through (tests/e2e/support/screens.shots.ts)
  testMatch: process.env.TRESS_SCREENS ? '**/screens.shots.ts' : '**/*.e2e.ts',
  // the mail catcher the server sends its emails to (it starts after the server: nothing is sent before a test asks)
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
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
  webServer: {
    command: `sh -c 'exec node_modules/.bin/tsx src/server/main.ts >> "${dataDir}/server.log" 2>&1'`,
    cwd: resolve('.'),
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      // always the embedded database in a fresh DATA_DIR: a DATABASE_URL inherited from CI would point
      // the e2e server at a shared database that keeps every earlier run's bookings and users
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      SEED_DEMO: 'true',
      // the e2e tests choose their own times; the demo working day would take some of them
      SEED_DEMO_DAY: process.env.TRESS_DEMO_DAY ?? 'false',
      // the whole run comes from one address with one guest email: the abuse limits are raised
      // (their own tests run against servers with the real ones)
      RATE_LIMIT_SCALE: '1000',
      MAX_UNPAID_HOLDS: '1000',
      LOG_LEVEL: 'info',
      JOB_INTERVAL_MS: '500',
      // real SMTP to the local mail catcher; a message tried before the catcher listens is retried soon
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_BACKOFF_MS: '500',
      // the notification tests subscribe stand-in endpoints that need no DNS of their own: checked by their text only
      PUSH_ALLOW_PRIVATE: 'true',
      SALON_TZ: 'Asia/Singapore',
      CLIENT_DIR: clientDir,
    },
  },
});
