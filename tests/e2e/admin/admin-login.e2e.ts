/**
 * Signing in to the back office on the salon tablet: the guard sends a visitor to /login without
 * leaving /admin in the history; the button waits for both fields; wrong passwords and customers
 * are refused with 'Invalid admin credentials'; a good sign-in lands on the dashboard, survives a
 * reload, and an invalid stored token is cleared on load; sign-out shows the admin's name and email.
 */
import { expect, test } from '../support/test';
import { signIn, TABLET, toast, useAdminSession } from './support';

test.use(TABLET);

test('the guard sends a visitor to /login and replaces the history entry', async ({ page }) => {
  await page.goto('/terms');
  await page.goto('/admin/calendar');
  await page.waitForURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Back office sign in' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/); // not /admin/calendar: it was replaced
});

test('the button waits for both fields, and the demo credentials are shown', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Username').fill('admin');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill('x');
  await expect(submit).toBeEnabled();
  await page.getByLabel('Username').fill('');
  await expect(submit).toBeDisabled();
  const demo = page.getByRole('region', { name: 'Demo credentials' });
  await expect(demo).toContainText('admin / admin123');
  await demo.getByRole('button', { name: 'Use the Super Admin demo credentials' }).tap();
  await expect(page.getByLabel('Username')).toHaveValue('admin');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('admin123');
});

test('a wrong password and a customer account are refused', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid admin credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // the demo customer has a real account, but not a back-office one
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, 'Invalid admin credentials').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('tress.admin.token'))).toBeNull();
});

test('signing in lands on the dashboard, survives a reload and signs out with name and email', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tress.admin.loggedIn'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // /login with a session goes straight back in
  await page.goto('/login');
  await page.waitForURL(/\/admin$/);

  await page.getByRole('button', { name: /^Account: Grace Lim/ }).tap();
  await expect(page.getByText('admin@tress.salon')).toBeVisible();
  await expect(page.getByText('Super Admin', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).tap();
  await page.waitForURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('tress.admin.token'))).toBeNull();
  await page.goto('/admin');
  await page.waitForURL(/\/login$/);
});

test('an invalid stored session is cleared on load', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('tress.admin.token', 'not-a-real-token');
    localStorage.setItem(
      'tress.admin.user',
      JSON.stringify({
        user_id: 1,
        full_name: 'Grace Lim',
        username: 'admin',
        phone_number: '',
        email: 'admin@tress.salon',
        role_id: 1,
      }),
    );
    localStorage.setItem('tress.admin.loggedIn', 'true');
  });
  await page.goto('/admin');
  await page.waitForURL(/\/login$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('tress.admin.token'),
      localStorage.getItem('tress.admin.user'),
      localStorage.getItem('tress.admin.loggedIn'),
    ]),
  ).toEqual([null, null, null]);
});

test('the header menu opens on tap and reaches every screen', async ({ page }) => {
  await useAdminSession(page);
  await page.goto('/admin');
  const menu = page.getByRole('button', { name: /^Menu/ });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Calendar', 'Personnel', 'Users', 'Services', 'Reports', 'Settings']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Reports', exact: true }).tap();
  await page.waitForURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { name: 'Appointment Reports' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: /View Site/ })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Dashboard' }).tap();
  await page.waitForURL(/\/admin$/);
});
