/** Registration and sign-in rules of docs/product.md §5, and the session kept as section 4 says. */

import { logInWithDialog, openLive } from '../support/customer';
import { expect, test } from '../support/test';

test('registration signs the new customer in and keeps the session', async ({ page }) => {
  await openLive(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(dialog).toBeVisible();

  // the form's own checks (required fields, digits-only phone, the shared rules' messages, fields
  // reset on a mode switch): customer-shell/auth-dialog.test.tsx
  await dialog.getByRole('button', { name: 'Create account' }).first().click();
  const register = page.getByRole('dialog', { name: 'Create your account' });
  const submit = register.getByRole('button', { name: 'Create account' }).last();
  const stamp = Date.now().toString(36);
  await register.getByLabel('Full name').fill('Nina Newcomer');
  await register.getByLabel('Username').fill(`nina${stamp}`);
  await register.getByLabel('Date of birth').fill('1995-03-14');
  await register.getByLabel('Password', { exact: true }).fill('maple-comb-17');
  await register.getByLabel('Phone number').fill('91234567');
  await register.getByLabel('Email').fill(`nina${stamp}@example.com`);
  await register.getByLabel('Confirm password').fill('maple-comb-17');
  await submit.click();
  await expect(register).toBeHidden();
  // the toast (the live region repeats it for screen readers)
  await expect(page.getByText('Welcome, Nina Newcomer! Your account is ready.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account: Nina Newcomer' })).toBeVisible();

  // the session: token, customer and flag in localStorage (kept across launches; docs/decisions.md, "Sessions")
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('tress.customer.token'),
    flag: localStorage.getItem('tress.customer.loggedIn'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.flag).toBe('true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account: Nina Newcomer' })).toBeVisible();

  await page.getByRole('button', { name: 'Account: Nina Newcomer' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tress.customer.loggedIn'))).toBeNull();
});

test('sign-in says when the details are wrong, and closes when right', async ({ page }) => {
  await openLive(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  // "required" under each empty field: customer-shell/auth-dialog.test.tsx
  await dialog.getByLabel('Username').fill('demo');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();

  // closing resets the fields
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog').getByLabel('Username')).toHaveValue('');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await logInWithDialog(page, 'demo', 'demo1234');
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
});

test('a stored customer without a token is signed out on load', async ({ page }) => {
  await openLive(page);
  await page.evaluate(() => {
    localStorage.setItem(
      'tress.customer',
      JSON.stringify({
        customer_id: 1,
        full_name: 'Ghost',
        username: 'ghost',
        phone_number: '',
        email: '',
        avatar_url: null,
      }),
    );
    localStorage.setItem('tress.customer.loggedIn', 'true');
  });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tress.customer.loggedIn'))).toBeNull();
});
