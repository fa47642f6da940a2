/**
 * A customer downloads their data and then deletes their account, on a phone in English (issue 35,
 * point 4): the file holds their profile and bookings; after the deletion the app is signed out
 * and the old password no longer signs in.
 */
import { readFileSync } from 'node:fs';
import { ApiFailure, api, openLive } from '../support/customer';
import { expect, test } from '../support/test';

test.use({ locale: 'en-SG', viewport: { width: 390, height: 844 } });

test('downloads my data, then deletes my account', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const username = `mira${stamp}`;
  const password = 'willow-basket-3917';
  await api('register', {
    full_name: 'Mira Leaving',
    username,
    password,
    phone_number: '91234567',
    email: `${username}@example.com`,
  });
  await openLive(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome back' });
  await signIn.getByLabel('Username').fill(username);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Log in' }).last().click();
  await expect(signIn).toBeHidden();

  await page.getByRole('button', { name: 'Account: Mira Leaving' }).click();
  await page.getByRole('button', { name: 'My details' }).click();
  const details = page.getByRole('dialog', { name: 'My details' });
  const downloading = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download my data' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^my-salon-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ full_name: 'Mira Leaving', username });
  expect(data.bookings).toEqual([]);

  await details.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Password').fill('not-my-password');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByText('The password is not correct')).toBeVisible();
  await confirm.getByLabel('Password').fill(password);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    page.getByText('Your account has been deleted and your personal data erased.').first(),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  const refused = await api('login', { username, password }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiFailure);
});
