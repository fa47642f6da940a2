import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { TABLET, useAdminSession } from './support';

test.use(TABLET);

test('the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Back office sign in' })).toBeVisible();
  await expectNoSeriousViolations(page, 'login', 'all');
});

const SCREENS: [string, string, string][] = [
  ['dashboard', '/admin', 'Dashboard'],
  ['calendar day', '/admin/calendar', 'Calendar'],
  ['calendar week', '/admin/calendar?view=week', 'Calendar'],
  ['stylists', '/admin/personnel', 'Personnel'],
  ['users', '/admin/users', 'Users'],
  ['services', '/admin/services', 'Services'],
  ['reports', '/admin/reports', 'Appointment Reports'],
  ['settings', '/admin/settings', 'Settings'],
  ['settings hours', '/admin/settings?tab=hours', 'Settings'],
  ['settings audit trail', '/admin/settings?tab=audit', 'Settings'],
  ['clients', '/admin/clients', 'Clients'],
];

for (const [what, path, heading] of SCREENS) {
  test(`the ${what} screen`, async ({ page }) => {
    await useAdminSession(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading...' })).toHaveCount(0);
    await expectNoSeriousViolations(page, what, 'all');
  });
}

test('the menus and dialogs', async ({ page }) => {
  await useAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: /^Menu/ }).tap();
  await expectNoSeriousViolations(page, 'menu', 'all');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Menu/ })).toBeFocused();

  await page.goto('/admin/personnel');
  await page.getByRole('button', { name: 'Add Personnel' }).tap();
  const form = page.getByRole('dialog', { name: 'Add Personnel' });
  await expect(form.getByLabel('Name', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'stylist form', 'all');
  // focus stays in the dialog when tabbing past its last control
  for (let i = 0; i < 60; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await page.getByRole('article').first().getByRole('button', { name: 'Manage Shifts' }).tap();
  const shifts = page.getByRole('dialog', { name: 'Stylist Shifts Management' });
  await expect(shifts.getByRole('group', { name: /^Week \d$/ })).toHaveCount(4);
  await expectNoSeriousViolations(page, 'shifts', 'all');
  await page.keyboard.press('Escape');
  await expect(shifts).toBeHidden();

  await page.goto('/admin/calendar?view=week');
  const booking = page.locator('[data-booking-id]').first();
  if (await booking.count()) {
    await booking.tap();
    await expect(page.getByRole('dialog', { name: 'Booking details' })).toBeVisible();
    await expectNoSeriousViolations(page, 'booking details', 'all');
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Add Time Slots' }).tap();
  await expectNoSeriousViolations(page, 'add time slots', 'all');
});

test("the front desk's sheets: new booking, block time, move, client", async ({ page }) => {
  await useAdminSession(page);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/admin/calendar?date=${tomorrow}&personnel=1`);
  await page.locator('button[data-cell-time="16:30"]').first().tap();
  const create = page.getByRole('dialog', { name: 'New booking' });
  await expect(create.getByRole('button', { name: '+ New client' })).toBeVisible();
  await expectNoSeriousViolations(page, 'new booking', 'all');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Block time' }).tap();
  await expect(page.getByRole('dialog', { name: 'Block time' })).toBeVisible();
  await expectNoSeriousViolations(page, 'block time', 'all');
  await page.keyboard.press('Escape');
  const booking = page.locator('[data-booking-id][data-movable="true"]').first();
  if (await booking.count()) {
    await booking.tap();
    await page.getByRole('dialog', { name: 'Booking details' }).getByRole('button', { name: 'Move' }).tap();
    await expect(page.getByRole('dialog', { name: 'Move booking' })).toBeVisible();
    await expectNoSeriousViolations(page, 'move booking', 'all');
    await page.keyboard.press('Escape');
  }
  await page.goto('/admin/clients');
  await page.locator('table tbody tr').first().getByRole('button').tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Total spent')).toBeVisible();
  await expectNoSeriousViolations(page, 'client sheet', 'all');
});
