/**
 * A keyboard-only walk of the back office on the salon tablet (1180x820), in English and Chinese:
 * sign in, reach the calendar from the Menu, open a booking's details, look through the status
 * options without anything being saved, choose one and Save, hear that it was saved, close the
 * sheet and land back on the booking; open and close every dialog and sheet of a normal day (New
 * booking, Block time, Add time slots, Change password); sign out. After every step focus is on a
 * real control, never on <body>. No mouse and no tap is used.
 */
import type { Locator, Page } from '@playwright/test';
import { addDays, bookFirstFree, salonToday, stylistNamed, TABLET, unique } from '../admin/support';
import { expectFocusKept, expectFocusNotObscured, tabTo } from '../support/keyboard';
import { expect, test } from '../support/test';

const TEXT = {
  'en-SG': {
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    menu: 'Menu',
    calendar: 'Calendar',
    stylistFilter: 'Personnel',
    details: 'Booking details',
    status: 'Status',
    save: 'Save status',
    updated: 'Booking status updated',
    newBooking: 'New booking',
    blockTime: 'Block time',
    addSlots: 'Add Time Slots',
    account: /^Account: /,
    changePassword: 'Change password',
    signOut: 'Sign out',
    loginTitle: 'Back office sign in',
  },
  'zh-CN': {
    username: '用户名',
    password: '密码',
    signIn: '登录',
    menu: '菜单',
    calendar: '预约日历',
    stylistFilter: '人员',
    details: '预约详情',
    status: '状态',
    save: '保存状态',
    updated: '预约状态已更新',
    newBooking: '新建预约',
    blockTime: '占用时间',
    addSlots: '添加时间段',
    account: /^账号: /,
    changePassword: '修改密码',
    signOut: '退出登录',
    loginTitle: '后台登录',
  },
} as const;

/** A step done: focus is somewhere real and visible. */
async function settled(page: Page) {
  await expectFocusKept(page);
  await expectFocusNotObscured(page);
}

/** Enter on `opener` opens a dialog named `name`; Escape closes it and focus is back on `opener`. */
async function openAndClose(page: Page, opener: Locator, name: string) {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** What the live regions (the page's and any open dialog's) say right now. */
const heard = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-live]')].map((r) => r.textContent ?? '').join(' | '),
  );

for (const locale of ['en-SG', 'zh-CN'] as const) {
  test.describe(`back office with the keyboard alone, ${locale}`, () => {
    test.setTimeout(180_000);
    test.use({ ...TABLET, locale });
    const T = TEXT[locale];

    test('signs in, changes a booking status with a choice and Save, and signs out', async ({ page }) => {
      const daniel = await stylistNamed('Daniel Tan');
      const name = unique('Keyboard Guest');
      const booking = await bookFirstFree(daniel.id, [daniel.serviceId], addDays(salonToday(), 2), name);

      await page.goto('/login');
      await expect(page.getByRole('heading', { name: T.loginTitle })).toBeVisible();
      await tabTo(page, page.getByLabel(T.username, { exact: true }));
      await page.keyboard.type('admin');
      await tabTo(page, page.getByLabel(T.password, { exact: true }));
      await page.keyboard.type('admin123');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin$/);
      await settled(page);

      // a page from the Menu: its heading takes focus
      await tabTo(page, page.getByRole('button', { name: T.menu }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('link', { name: T.calendar }));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/calendar/);
      await expect(page.getByRole('heading', { level: 1, name: T.calendar })).toBeFocused();

      // the stylist filter only changes the view: an arrow key on it moves neither focus nor data
      const filter = page.getByRole('combobox', { name: T.stylistFilter, exact: true });
      await tabTo(page, filter);
      await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL(/personnel=\d+/);
      await expect(filter).toBeFocused();

      // the booking's day, Daniel's column (a link typed in, as staff open a bookmark)
      await page.goto(`/admin/calendar?date=${booking.date}&personnel=${daniel.id}`);
      const block = page.locator(`[data-booking-id="${booking.id}"]`);
      await expect(block).toContainText(name);
      await tabTo(page, block, { max: 200 });
      await settled(page);
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: T.details });
      await expect(sheet).toBeVisible();
      await expect(sheet.locator(':focus')).toHaveCount(1);

      // looking through the options saves nothing; Save does
      const status = sheet.getByRole('combobox', { name: T.status, exact: true });
      await tabTo(page, status);
      await expect(status).toHaveValue('pending');
      for (let i = 0; i < 5 && (await status.inputValue()) !== 'confirmed'; i++)
        await page.keyboard.press('ArrowDown');
      await expect(status).toHaveValue('confirmed');
      await expect(status).toBeFocused();
      await expect(block).toHaveAttribute('data-status', 'pending');

      const save = sheet.getByRole('button', { name: T.save });
      await tabTo(page, save);
      await page.keyboard.press('Enter');
      // heard: the message is spoken through the live region inside the sheet
      await expect.poll(() => heard(page), { timeout: 10_000 }).toContain(T.updated);
      await expectFocusKept(page);
      await expect(sheet.locator(':focus')).toHaveCount(1);
      await expect(block).toHaveAttribute('data-status', 'confirmed');

      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(block).toBeFocused();

      // every dialog and sheet of a normal day gives focus back to its opener
      await openAndClose(page, page.getByRole('button', { name: T.newBooking, exact: true }), T.newBooking);
      await openAndClose(page, page.getByRole('button', { name: T.blockTime, exact: true }), T.blockTime);
      await openAndClose(page, page.getByRole('button', { name: T.addSlots, exact: true }), T.addSlots);

      const account = page.getByRole('button', { name: T.account });
      await tabTo(page, account, { max: 200, back: true });
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: T.changePassword }));
      await page.keyboard.press('Enter');
      const change = page.getByRole('dialog', { name: T.changePassword });
      await expect(change).toBeVisible();
      await expect(change.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(change).toBeHidden();
      // the menu item that opened it closed with the menu: focus is back on the Account button
      await expect(account).toBeFocused();

      await tabTo(page, account, { max: 200, back: true });
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: T.signOut }));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/login/);
      await expectFocusKept(page);
    });
  });
}
