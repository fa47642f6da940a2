/**
 * Screenshots of the offline screens on a 390x844 phone, in English and Chinese, saved under
 * .tmp/screens/ (gitignored) for a person to look at: the offline banner over the saved catalogue,
 * a queued rating, and the update toast. Not part of the suite:
 *
 *   TRESS_SCREENS=1 npx playwright test -c tests/playwright.config.ts tests/e2e/offline/screens.shots.ts
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { completedVisit, type Lang, openBooking, ratingLinkFor } from '../support/customer';
import { capture } from '../support/screens';
import { expect, test } from '../support/test';
import {
  deployNewVersion,
  serverWithOwnClient,
  waitForServiceWorker,
  waitUntilSavedForOffline,
} from './support';

const OUT = '.tmp/screens';

async function phone(browser: Browser, lang: Lang) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: lang === 'zh' ? 'zh-CN' : 'en-SG',
    timezoneId: 'Asia/Singapore',
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
  });
  return { context, page: await context.newPage() };
}

test.describe.configure({ mode: 'serial' });

for (const lang of ['en', 'zh'] as const) {
  test(`offline banner and queued rating (${lang})`, async ({ browser }) => {
    mkdirSync(OUT, { recursive: true });
    const { context, page } = await phone(browser, lang);
    await openBooking(page);
    await waitForServiceWorker(page);
    await waitUntilSavedForOffline(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByRole('list', { name: /Services|服务项目/ })).toBeVisible();
    await page.waitForTimeout(400);
    await capture(page, `${OUT}/offline-banner-${lang}.png`);

    await context.setOffline(false);
    const { booking } = await completedVisit({ service: 'Signature Facial', stylist: 'Sofia Marquez' });
    await page.goto(await ratingLinkFor(booking.id, 0));
    await expect(page.locator('form')).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('radio').nth(4).locator('xpath=ancestor::label[1]').click();
    await page.locator('textarea').fill(lang === 'zh' ? '非常满意，谢谢！' : 'Lovely facial, thank you!');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('rating-queued')).toBeVisible();
    await page.waitForTimeout(400);
    await capture(page, `${OUT}/rating-queued-${lang}.png`);
    await context.close();
  });
}

test.describe('update toast', () => {
  const server = serverWithOwnClient();

  for (const [i, lang] of (['en', 'zh'] as const).entries()) {
    test(`update toast (${lang})`, async ({ browser }) => {
      const { context, page } = await phone(browser, lang);
      await page.goto(`${server.url}/`);
      await expect(page.locator('#root[data-live]')).toHaveCount(1);
      await waitForServiceWorker(page);
      deployNewVersion(server.clientDir, `shot-${i}`);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await expect(page.getByTestId('update-toast')).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(400);
      await capture(page, `${OUT}/update-toast-${lang}.png`);
      await context.close();
    });
  }
});
