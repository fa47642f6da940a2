/**
 * The `test` every e2e file uses: Playwright's, with
 * - a salon of the worker's own (salon-server.ts): its server is the tests' `baseURL`, and the
 *   helpers that call the API or read the mail find it through the worker's environment;
 * - a guard that fails the test when any page of its browser context logged a
 *   Content-Security-Policy violation (a script, style, image or connection the policy refused):
 *   the app must work under its own CSP.
 */
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { templateDirOf } from './global-setup';
import { type Salon, startSalon } from './salon-server';

const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i;

export const test = base.extend<{ cspGuard: undefined }, { salon: Salon }>({
  salon: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const runDir = process.env.TRESS_E2E_RUN_DIR;
      if (!runDir) throw new Error('run the e2e tests through tests/playwright.config.ts');
      const salon = await startSalon(
        templateDirOf(runDir),
        join(runDir, `worker-${workerInfo.parallelIndex}`),
      );
      // the helpers (customer.ts, mailbox.ts) run in this worker's process
      process.env.TRESS_E2E_BASE_URL = salon.url;
      process.env.TRESS_E2E_DATA_DIR = salon.dataDir;
      await use(salon);
      await salon.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ salon }, use) => use(salon.url),
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (m) => {
          if (CSP_VIOLATION.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
        });
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
