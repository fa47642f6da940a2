/**
 * The `test` every e2e file uses: Playwright's, plus a guard that fails the test when any page of
 * its browser context logged a Content-Security-Policy violation (a script, style, image or
 * connection the policy refused): the app must work under its own CSP.
 */
import { test as base, expect, type Page } from '@playwright/test';

const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i;

export const test = base.extend<{ cspGuard: undefined }>({
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
