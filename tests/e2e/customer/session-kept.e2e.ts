/**
 * An installed app keeps its customer signed in across launches (docs/decisions.md, "Sessions"): the session
 * survives closing the app, sign-out revokes it on the server, and a token the server no longer
 * accepts signs the app out cleanly.
 */

import { baseURL, logInWithDialog, openLive } from '../support/customer';
import { expect, test } from '../support/test';

const me = async (token: string) =>
  (await fetch(`${baseURL()}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

test('the customer stays signed in after the app is closed and opened again', async ({ context, page }) => {
  await openLive(page);
  await logInWithDialog(page, 'demo', 'demo1234');
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
  await page.close();

  const again = await context.newPage();
  await openLive(again);
  await expect(again.getByRole('button', { name: /^Account: / })).toBeVisible();
});

test('sign-out revokes the session on the server', async ({ page }) => {
  await openLive(page);
  await logInWithDialog(page, 'demo', 'demo1234');
  const token = await page.evaluate(() => localStorage.getItem('tress.customer.token'));
  expect(token).toBeTruthy();
  expect(await me(token!)).toBe(200);
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tress.customer.token'))).toBeNull();
  expect(await me(token!)).toBe(401);
});

test('a revoked session signs the app out cleanly', async ({ page }) => {
  await openLive(page);
  await logInWithDialog(page, 'demo', 'demo1234');
  const token = await page.evaluate(() => localStorage.getItem('tress.customer.token'));
  // revoked elsewhere (e.g. a password change on another device)
  await fetch(`${baseURL()}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tress.customer.loggedIn'))).toBeNull();
});
