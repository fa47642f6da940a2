/**
 * Screenshots of the back office's switch "Notify this device when clients cancel or move" (off, on,
 * blocked) on a 1180x820 tablet and a 390x844 phone, in English and Chinese, under
 * .tmp/screens/staff-push/ (not part of the suite):
 *
 *   TRESS_SCREENS=1 npx playwright test -c tests/playwright.config.ts tests/e2e/push/back-office/screens.shots.ts
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { useAdminSession } from '../../admin/support';
import { capture } from '../../support/screens';
import { expect, test } from '../../support/test';
import { standInSubscription } from '../support';

const OUT = '.tmp/screens/staff-push';
const SIZES = { tablet: { width: 1180, height: 820 }, phone: { width: 390, height: 844 } } as const;

async function open(browser: Browser, lang: 'en' | 'zh', size: keyof typeof SIZES, on: boolean) {
  const context = await browser.newContext({
    viewport: SIZES[size],
    isMobile: size === 'phone',
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: lang === 'zh' ? 'zh-CN' : 'en-SG',
    timezoneId: 'Asia/Singapore',
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
  });
  if (on) await standInSubscription(context, `https://push.example.com/shot-${lang}-${size}-${Date.now()}`);
  return { context, page: await context.newPage() };
}

async function shot(page: Page, file: string) {
  await page.getByTestId('push-configured').scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await capture(page, `${OUT}/${file}.png`);
}

for (const lang of ['en', 'zh'] as const) {
  for (const size of ['tablet', 'phone'] as const) {
    test(`staff push switch (${lang}, ${size})`, async ({ browser }) => {
      mkdirSync(OUT, { recursive: true });
      {
        const { context, page } = await open(browser, lang, size, false);
        await useAdminSession(page, 'frontdesk', 'frontdesk123', lang);
        await page.goto('/admin/settings');
        const toggle = page.getByTestId('staff-push-switch');
        await expect(toggle).toBeEnabled();
        await shot(page, `${lang}-${size}-off`);
        await toggle.click();
        await expect(page.getByTestId('staff-push-blocked')).toBeVisible();
        await shot(page, `${lang}-${size}-blocked`);
        await context.close();
      }
      {
        const { context, page } = await open(browser, lang, size, true);
        await useAdminSession(page, 'frontdesk', 'frontdesk123', lang);
        await page.goto('/admin/settings');
        const toggle = page.getByTestId('staff-push-switch');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'true');
        await shot(page, `${lang}-${size}-on`);
        await context.close();
      }
    });
  }
}
