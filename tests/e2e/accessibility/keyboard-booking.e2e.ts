/**
 * A keyboard-only walk of the customer app on a phone, in English and Chinese: a guest books and
 * reaches the payment page, a customer signs in and out, and every dialog and sheet opens and
 * closes. After every step focus is on a real control (never <body>) and nothing covers it; after
 * a dialog closes focus is back on the control that opened it. No mouse and no tap is used.
 */
import type { Page } from '@playwright/test';
import { openLive } from '../support/customer';
import { expectFocusKept, expectFocusNotObscured, smallTargets, tabTo } from '../support/keyboard';
import { expect, test } from '../support/test';

const TEXT = {
  'en-SG': {
    service: "Men's Cut",
    stylist: 'Daniel Tan',
    next: /^Next/,
    pay: /^Pay S\$/,
    agree: /^I agree to the/,
    headings: {
      stylist: 'Choose your stylist',
      datetime: 'Pick a date and time',
      checkout: 'Review and pay',
    },
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    logIn: 'Log in',
    username: 'Username',
    password: 'Password',
    wrong: 'Invalid username or password',
    account: /^Account: /,
    logOut: 'Log out',
  },
  'zh-CN': {
    service: '男士剪发',
    stylist: 'Daniel Tan',
    next: /^下一步/,
    pay: /^支付 S\$/,
    agree: /^我已阅读并同意/,
    headings: { stylist: '选择发型师', datetime: '选择日期和时间', checkout: '核对并支付' },
    fullName: '姓名',
    email: '电子邮箱',
    phone: '电话号码',
    logIn: '登录',
    username: '用户名',
    password: '密码',
    wrong: '用户名或密码错误',
    account: /^账户：/,
    logOut: '退出登录',
  },
} as const;

/** A step done: focus is somewhere real and visible. */
async function settled(page: Page) {
  await expectFocusKept(page);
  await expectFocusNotObscured(page);
}

for (const locale of ['en-SG', 'zh-CN'] as const) {
  test.describe(`keyboard only, ${locale}`, () => {
    test.setTimeout(180_000);
    test.use({ locale });
    const T = TEXT[locale];

    test('a guest books on a phone with the keyboard alone', async ({ page }) => {
      await openLive(page);
      await expect(page).toHaveTitle(locale === 'en-SG' ? 'Book an appointment · Tress' : '在线预约 · Tress');
      // every category chip is fully in view when it has focus
      const chips = page.getByRole('group').first().getByRole('button');
      for (let i = 0; i < (await chips.count()); i++) {
        await tabTo(page, chips.nth(i));
        await settled(page);
      }
      const service = page.getByRole('checkbox', { name: T.service, exact: true });
      await tabTo(page, service);
      await page.keyboard.press('Space');
      await expect(service).toBeChecked();
      await settled(page);

      // the summary sheet opens from the cart and gives focus back to it on Escape
      const cart = page.locator('[aria-haspopup="dialog"]').filter({ hasText: /S\$/ }).first();
      await tabTo(page, cart);
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      await expect(sheet.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(cart).toBeFocused();

      await tabTo(page, page.getByRole('button', { name: T.next }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: T.headings.stylist })).toBeFocused();

      const stylist = page.getByRole('radio', { name: T.stylist, exact: true });
      await tabTo(page, stylist);
      await page.keyboard.press('Space');
      await expect(stylist).toBeChecked();
      await settled(page);
      await tabTo(page, page.getByRole('button', { name: T.next }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: T.headings.datetime })).toBeFocused();

      // the first day with a free time: the date strip is one radio group, walked with the arrows
      const times = page.locator('input[name="booking-time"]');
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      if ((await times.count()) === 0) {
        await tabTo(page, page.locator('input[name="booking-date"]:checked'));
        for (let i = 0; i < 13 && (await times.count()) === 0; i++) {
          await page.keyboard.press('ArrowRight');
          await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        }
      }
      await tabTo(page, times.first());
      await page.keyboard.press('Space');
      await expect(times.first()).toBeChecked();
      await settled(page);
      await tabTo(page, page.getByRole('button', { name: T.next }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: T.headings.checkout })).toBeFocused();

      for (const [label, value] of [
        [T.fullName, 'Kim Keyboard'],
        [T.email, 'kim.keyboard@example.com'],
        [T.phone, '91234567'],
      ] as const) {
        await tabTo(page, page.getByLabel(label, { exact: true }));
        await settled(page);
        await page.keyboard.type(value);
      }
      await tabTo(page, page.locator('input[name="payment-method"]').first());
      await settled(page);

      // the terms and the privacy agreement start unticked: Space ticks each
      for (const box of await page.getByRole('checkbox', { name: T.agree }).all()) {
        await tabTo(page, box);
        await page.keyboard.press('Space');
        await expect(box).toBeChecked();
      }

      expect(await smallTargets(page, 44)).toEqual([]);
      await tabTo(page, page.getByRole('button', { name: T.pay }));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/sandbox-pay\//);
      expect(await smallTargets(page, 44)).toEqual([]);
    });

    test("a page that does not exist is titled in the reader's language", async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page).toHaveTitle(
        locale === 'en-SG' ? /^Page not found · Tress$/ : /^页面不存在 · Tress$/,
      );
      await page.goto('/admin/no-such-page');
      await expect(page).not.toHaveTitle(/Book online/);
    });

    test('signing in and out, and a wrong password heard inside the dialog', async ({ page }) => {
      await openLive(page);
      const logIn = page.getByRole('banner').getByRole('button', { name: T.logIn });
      await tabTo(page, logIn);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectFocusKept(page);
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(logIn).toBeFocused();

      await page.keyboard.press('Enter');
      await tabTo(page, dialog.getByLabel(T.username, { exact: true }));
      await page.keyboard.type('nobody');
      await tabTo(page, dialog.getByLabel(T.password, { exact: true }));
      await page.keyboard.type('wrong-password-1');
      await page.keyboard.press('Enter');
      // heard: the message is in a live region inside the dialog (the page behind it is inert)
      await expect(dialog.getByRole('alert').filter({ hasText: T.wrong }).first()).toBeAttached();
      await expectFocusKept(page);
      expect(await smallTargets(page, 44)).toEqual([]);

      await dialog.getByLabel(T.username, { exact: true }).fill('');
      await tabTo(page, dialog.getByLabel(T.username, { exact: true }), { back: true });
      await page.keyboard.type('demo');
      await tabTo(page, dialog.getByLabel(T.password, { exact: true }));
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('demo1234');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expectFocusKept(page);

      const account = page.getByRole('button', { name: T.account });
      await tabTo(page, account, { back: true });
      await page.keyboard.press('Enter');
      const logOut = page.getByRole('button', { name: T.logOut });
      await tabTo(page, logOut);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('banner').getByRole('button', { name: T.logIn })).toBeVisible();
      await expectFocusKept(page);
    });
  });
}
