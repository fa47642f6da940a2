/**
 * axe on the page as the user sees it: no serious or critical violations.
 *
 * axe-core is put into each document once and asked for violations alone: the app has no frames,
 * and re-reading axe's 1.5 MB for every check, then finishing each run in a blank page of its own
 * (as @axe-core/playwright does), cost more than the checks themselves on a two-core machine.
 */
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect } from './test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Waits for loaders to end and for every finite animation (a toast sliding in, a sheet opening) to
 * finish, looking again a few frames later for one that started meanwhile: colour contrast measured
 * half-way through a fade is not what anyone reads.
 */
async function settledForAxe(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    // a paused animation would never finish; an endless one (a spinner) is not waited for
    const playingToAnEnd = (a: Animation) =>
      a.playState === 'running' &&
      Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY);
    for (let round = 0; round < 20; round++) {
      await frame();
      await frame();
      const running = document.getAnimations().filter(playingToAnEnd);
      if (!running.length) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

async function withAxe(page: Page) {
  const present = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!present) await page.evaluate(axe.source);
}

/** `rules: 'wcag'` checks the WCAG A/AA rules; `'all'` every rule axe runs by default (best practices too). */
export async function expectNoSeriousViolations(page: Page, name: string, rules: 'wcag' | 'all' = 'wcag') {
  await settledForAxe(page);
  await withAxe(page);
  const violations = await page.evaluate(
    async (tags) => {
      const options: axe.RunOptions = { resultTypes: ['violations'] };
      if (tags) options.runOnly = { type: 'tag', values: tags };
      const result = await (window as AxeWindow).axe!.run(document, options);
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map(
          (n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`,
        ),
      }));
    },
    rules === 'wcag' ? WCAG : null,
  );
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} (${v.impact}) ${v.targets.join(' | ')}`);
  expect(bad).toEqual([]);
}
