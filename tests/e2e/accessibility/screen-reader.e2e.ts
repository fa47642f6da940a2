/**
 * What a screen reader hears, read from Chromium's accessibility tree (Playwright's aria snapshot)
 * and its live regions, in English and Chinese: a wrong password in the customer's sign-in sheet
 * and on the back office's /login, a booking's status change in the details sheet, and the
 * wizard's running cart and result counts. Landmarks stay few: the calendar's week and day views
 * add no region per day or per stylist.
 */
import type { Locator, Page } from '@playwright/test';
import {
  addDays,
  adminToken,
  api,
  bookFirstFree,
  salonToday,
  TABLET,
  unique,
  useAdminSession,
} from '../admin/support';
import { openLive } from '../support/customer';
import { tabTo } from '../support/keyboard';
import { expect, test } from '../support/test';

const TEXT = {
  en: {
    locale: 'en-SG',
    logIn: 'Log in',
    username: 'Username',
    password: 'Password',
    wrong: 'Invalid username or password',
    adminWrong: 'Invalid admin credentials',
    details: 'Booking details',
    status: 'Status',
    save: 'Save status',
    updated: 'Booking status updated',
    services: (n: number) => `${n} service${n === 1 ? '' : 's'}`,
    duration: (m: number) =>
      [m >= 60 ? `${Math.floor(m / 60)} h` : '', m % 60 ? `${m % 60} min` : ''].filter(Boolean).join(' '),
    cart: (s: string, total: string, d: string) => `${s}, ${total}, ${d}`,
    shown: (n: number) => `${n} service${n === 1 ? '' : 's'} shown`,
    serviceList: 'Services',
  },
  zh: {
    locale: 'zh-CN',
    logIn: '登录',
    username: '用户名',
    password: '密码',
    wrong: '用户名或密码错误',
    adminWrong: '管理员账号或密码错误',
    details: '预约详情',
    status: '状态',
    save: '保存状态',
    updated: '预约状态已更新',
    services: (n: number) => `${n} 项服务`,
    duration: (m: number) =>
      [m >= 60 ? `${Math.floor(m / 60)} 小时` : '', m % 60 ? `${m % 60} 分钟` : ''].filter(Boolean).join(' '),
    cart: (s: string, total: string, d: string) => `${s}，${total}，${d}`,
    shown: (n: number) => `显示 ${n} 项服务`,
    serviceList: '服务项目',
  },
} as const;

/** Everything the live regions say right now (the page's pair and any open dialog's). */
const heard = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-live]')].map((r) => r.textContent ?? '').join(' | '),
  );

/** White space as a reader hears it: a no-break space (kept inside a duration) is a space. */
const spoken = (text: string) => text.replace(/\s+/g, ' ');

/** The text is in the accessibility tree under `scope` and spoken by a live region. */
async function expectHeard(page: Page, scope: Locator, text: string) {
  await expect
    .poll(async () => spoken(await heard(page)), { timeout: 10_000, intervals: [100] })
    .toContain(spoken(text));
  await expect
    .poll(async () => spoken(await scope.ariaSnapshot()), { timeout: 5000, intervals: [100] })
    .toContain(spoken(text));
}

for (const lang of ['en', 'zh'] as const) {
  const T = TEXT[lang];
  test.describe(`a screen reader hears, ${lang}`, () => {
    test.use({ locale: T.locale });

    test('a wrong password in the sign-in sheet, inside the sheet', async ({ page }) => {
      await openLive(page);
      const logIn = page.getByRole('banner').getByRole('button', { name: T.logIn });
      await tabTo(page, logIn);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(T.username, { exact: true }).fill('nobody');
      await dialog.getByLabel(T.password, { exact: true }).fill('wrong-password-1');
      await dialog.getByLabel(T.password, { exact: true }).press('Enter');
      await expectHeard(page, dialog, T.wrong);
    });

    test('a wrong password on the back office sign-in page', async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel(T.username, { exact: true }).fill('admin');
      await page.getByLabel(T.password, { exact: true }).fill('not-the-password');
      await page.getByLabel(T.password, { exact: true }).press('Enter');
      await expectHeard(page, page.locator('body'), T.adminWrong);
      // focus waited on the password, where it is typed again
      await expect(page.getByLabel(T.password, { exact: true })).toBeFocused();
    });

    test('the running cart and the number of services a category shows', async ({ page }) => {
      const all = await api('servicesList', { category_id: 0 });
      const name = (s: (typeof all)[number]) => (lang === 'en' ? s.name : s.name_zh || s.name);
      const two = [all.find((s) => s.name === "Men's Cut")!, all.find((s) => s.name === 'Full Colour')!];
      await openLive(page);
      const list = page.getByRole('list', { name: T.serviceList });
      await expect(list).toBeVisible();

      let total = 0;
      let minutes = 0;
      for (const [i, s] of two.entries()) {
        total += Number(s.price);
        minutes += s.duration_minutes;
        const box = page.getByRole('checkbox', { name: name(s), exact: true });
        await tabTo(page, box);
        await page.keyboard.press('Space');
        await expectHeard(
          page,
          page.locator('body'),
          T.cart(T.services(i + 1), `S$${total.toFixed(2)}`, T.duration(minutes)),
        );
      }

      // a category chip: how many services the list now shows is heard
      const chips = page.getByRole('group').first().getByRole('button');
      await tabTo(page, chips.nth(1));
      await page.keyboard.press('Enter');
      await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
      const shown = await list.getByRole('listitem').count();
      await expectHeard(page, page.locator('body'), T.shown(shown));
    });
  });

  test.describe(`the back office, a screen reader hears, ${lang}`, () => {
    test.use({ ...TABLET, locale: T.locale });

    test("a booking's status change, and the calendar has no landmark per day or stylist", async ({
      page,
    }) => {
      const token = await adminToken();
      const s = (await api('stylistsGet', { search_text: 'Kenji', page_number: 1, page_size: 5 }, { token }))
        .stylists[0]!;
      const name = unique('Heard Guest');
      const booking = await bookFirstFree(s.id, [s.services[0]!.service_id], addDays(salonToday(), 3), name);
      await useAdminSession(page, 'admin', 'admin123', lang);

      // the week view: seven day columns, and no region landmark among them
      await page.goto(`/admin/calendar?date=${booking.date}&view=week`);
      await expect(page.locator('[data-column-key]')).toHaveCount(7);
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
      // the day view: a column per stylist, and no region landmark either
      await page.goto(`/admin/calendar?date=${booking.date}`);
      await expect(page.locator('[data-column-key]').first()).toBeVisible();
      expect(await page.locator('[data-column-key]').count()).toBeGreaterThan(1);
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);

      await page.goto(`/admin/calendar?date=${booking.date}&personnel=${s.id}`);
      const block = page.locator(`[data-booking-id="${booking.id}"]`);
      await expect(block).toContainText(name);
      await block.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: T.details });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('combobox', { name: T.status, exact: true }).selectOption('confirmed');
      await sheet.getByRole('button', { name: T.save }).press('Enter');
      await expectHeard(page, sheet, T.updated);
    });
  });
}
