/** axe on the page as the user sees it: no serious or critical violations. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for loaders to end and for every finite animation (a toast sliding in, a sheet opening) to
 * finish: colour contrast measured half-way through a fade is not what anyone reads.
 */
async function settledForAxe(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** `rules: 'wcag'` checks the WCAG A/AA rules; `'all'` every rule axe has (best practices too). */
export async function expectNoSeriousViolations(page: Page, name: string, rules: 'wcag' | 'all' = 'wcag') {
  await settledForAxe(page);
  const builder = new AxeBuilder({ page });
  const result = await (rules === 'wcag' ? builder.withTags(WCAG) : builder).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(bad).toEqual([]);
}
