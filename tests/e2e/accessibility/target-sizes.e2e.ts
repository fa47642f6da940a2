/**
 * Every interactive element of every page meets the target size, in English and Chinese: 44x44 CSS
 * px on touch screens (the customer's phone, the salon's tablet) and 24x24 with a mouse (WCAG 2.5.8
 * asks 24). Checkboxes and radios count their label; links inside running text are exempt, links in
 * forms are not (tests/e2e/support/keyboard.ts).
 */
import type { Page } from '@playwright/test';
import { TABLET, useAdminSession } from '../admin/support';
import { chooseService, logInWithDialog, openLive } from '../support/customer';
import { smallTargets } from '../support/keyboard';
import { expect, test } from '../support/test';

const LOCALES = { en: 'en-SG', zh: 'zh-CN' } as const;

/** The page's small targets, named by the page they are on. */
async function small(page: Page, min: number): Promise<string[]> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const path = new URL(page.url()).pathname;
  return (await smallTargets(page, min)).map((s) => `${path}: ${s}`);
}

const CUSTOMER_PAGES = [
  '/',
  '/terms',
  '/privacy',
  '/bookings',
  '/ratings',
  '/booking-cancelled',
  '/no-such-page',
];
const BACK_OFFICE_PAGES = [
  '/admin',
  '/admin/calendar',
  '/admin/calendar?view=week',
  '/admin/clients',
  '/admin/personnel',
  '/admin/users',
  '/admin/services',
  '/admin/reports',
  '/admin/settings',
  '/admin/no-such-page',
];

for (const [lang, locale] of Object.entries(LOCALES) as ['en' | 'zh', string][]) {
  test.describe(`target sizes, ${lang}`, () => {
    test.setTimeout(180_000);
    test.use({ locale });

    test('every customer page on a phone: 44x44', async ({ page }) => {
      const found: string[] = [];
      for (const path of CUSTOMER_PAGES) {
        await openLive(page, path);
        found.push(...(await small(page, 44)));
      }
      // the wizard's later steps, and the pages of a signed-in customer
      await openLive(page);
      await chooseService(page, lang === 'en' ? "Men's Cut" : '男士剪发');
      await page.getByRole('button', { name: lang === 'en' ? /^Next/ : /^下一步/ }).click();
      await expect(page.getByRole('radio').first()).toBeVisible();
      found.push(...(await small(page, 44)));
      await logInWithDialog(page, 'demo', 'demo1234', lang);
      found.push(...(await small(page, 44)));
      for (const path of ['/bookings', '/ratings']) {
        await openLive(page, path);
        found.push(...(await small(page, 44)));
      }
      expect(found).toEqual([]);
    });

    test('the customer pages with a mouse: 24x24', async ({ browser }) => {
      const context = await browser.newContext({
        locale,
        viewport: { width: 1280, height: 800 },
        hasTouch: false,
        isMobile: false,
      });
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of CUSTOMER_PAGES) {
        await openLive(page, path);
        found.push(...(await small(page, 24)));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  });

  test.describe(`target sizes on the salon tablet, ${lang}`, () => {
    test.setTimeout(180_000);
    test.use({ ...TABLET, locale });

    test('the sign-in page and every back-office page: 44x44', async ({ page }) => {
      const found: string[] = [];
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await small(page, 44)));
      await useAdminSession(page, 'admin', 'admin123', lang);
      for (const path of BACK_OFFICE_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        found.push(...(await small(page, 44)));
      }
      // the sheets of the calendar and the menus of the header
      await page.goto('/admin/calendar');
      for (const name of lang === 'en'
        ? ['New booking', 'Block time', 'Add Time Slots']
        : ['新建预约', '占用时间', '添加时间段']) {
        await page.getByRole('button', { name, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        found.push(...(await small(page, 44)).map((s) => `${name}: ${s}`));
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      for (const name of lang === 'en' ? [/^Menu/, /^Account: /] : [/^菜单/, /^账号: /]) {
        await page.getByRole('button', { name }).click();
        found.push(...(await small(page, 44)).map((s) => `${name}: ${s}`));
        await page.keyboard.press('Escape');
      }
      expect(found).toEqual([]);
    });
  });
}
