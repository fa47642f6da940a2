/**
 * A customer who forgot their password: "Forgot password?" in the sign-in dialog sends a reset
 * email (over SMTP, to the run's mail catcher), its link opens the reset page, the new password
 * signs in and the old one no longer does, and the link works once.
 */
import { api, logInWithDialog, openLive } from '../support/customer';
import { waitForMailMatch } from '../support/mailbox';
import { expect, test } from '../support/test';

test('a customer resets a forgotten password from the emailed link', async ({ page }) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = {
    username: `forgetful.${id}`,
    email: `forgetful.${id}@example.com`,
    password: 'first-password-1',
  };
  await api('register', {
    full_name: 'Fay Forgetful',
    username: account.username,
    password: account.password,
    phone_number: '91234567',
    email: account.email,
    gender: 2,
    date_of_birth: '1990-05-01',
  });

  await openLive(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(account.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('button', { name: 'Done' })).toBeVisible();

  const { mail, match } = await waitForMailMatch(/\/reset-password\?t=[A-Za-z0-9_-]+/, {
    to: account.email,
    what: `a reset link for ${account.email}`,
  });
  expect(mail.to).toEqual([account.email]);
  const link = match[0];

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Repeat the new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  // the new password signs in; the old one and a second use of the link do not work
  await openLive(page);
  await logInWithDialog(page, account.username, 'second-password-2');
  await expect(api('login', { username: account.username, password: account.password })).rejects.toThrow(
    /401|failed/,
  );
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-password-3');
  await page.getByLabel('Repeat the new password').fill('third-password-3');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});
