import { chooseService, tapMain } from '../support/customer';
import { expect, test } from '../support/test';
import { deployNewVersion, serverWithOwnClient, waitForServiceWorker } from './support';

// these tests are about the service worker, which the config blocks elsewhere
test.use({ serviceWorkers: 'allow' });

const server = serverWithOwnClient();

test('a new version is offered with a toast, not in the middle of a booking, and Reload gives it', async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  await expect(page.locator('#root[data-live]')).toHaveCount(1);
  await waitForServiceWorker(page);
  await expect(page.locator('meta[name="tress-build"]')).toHaveCount(0);

  // the customer is past the first step of the wizard
  await chooseService(page, "Men's Cut");
  await tapMain(page, /^Next/);
  await expect(page.getByRole('heading', { name: 'Choose your stylist' })).toBeVisible();

  deployNewVersion(server.clientDir, 'next');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting, null, {
    timeout: 30_000,
  });
  // a new version waits, yet nothing is offered (or reloaded) under the customer: the app has seen
  // it and holds it back
  await expect(page.locator('html')).toHaveAttribute('data-app-update', 'held', { timeout: 30_000 });
  await expect(page.getByTestId('update-toast')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Choose your stylist' })).toBeVisible();

  // back on the first step, the toast offers the new version
  await page.getByRole('button', { name: 'Back', exact: true }).first().click();
  const toast = page.getByTestId('update-toast');
  await expect(toast).toContainText('A new version of Tress is ready.');
  await toast.getByRole('button', { name: 'Reload' }).click();

  await expect(page.locator('meta[name="tress-build"]')).toHaveAttribute('content', 'next', {
    timeout: 20_000,
  });
  await expect(page.locator('#root[data-live]')).toHaveCount(1);
  await expect(page.getByTestId('update-toast')).toHaveCount(0);
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(
    false,
  );
  // the draft came through the reload
  await expect(page.getByRole('checkbox', { name: "Men's Cut", exact: true })).toBeChecked();
});
