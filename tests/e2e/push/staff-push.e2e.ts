/**
 * The back office's switch "Notify this device when clients cancel or move" on a salon tablet: off
 * at first, on with one tap (the server then has this device for the signed-in account), off again.
 */
import { adminSession, TABLET, useAdminSession } from '../admin/support';
import { api } from '../support/customer';
import { expect, test } from '../support/test';
import { standInSubscription } from './support';

// these tests are about the service worker, which the config blocks elsewhere
test.use({ serviceWorkers: 'allow', ...TABLET });

test('staff turn the salon’s notices on and off for this tablet', async ({ page, context }) => {
  const endpoint = `https://push.example.com/desk-${Date.now().toString(36)}`;
  await standInSubscription(context, endpoint);
  await useAdminSession(page, 'frontdesk', 'frontdesk123');
  const { auth_token: token } = await adminSession('frontdesk', 'frontdesk123');
  await page.goto('/admin/settings');
  const toggle = page.getByRole('switch', { name: /Notify this device when clients cancel or move/ });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toBeEnabled();
  const box = await toggle.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toContainText('On');
  expect(await api('pushStaffStatus', { endpoint }, { token })).toEqual({ subscribed: true });

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(await api('pushStaffStatus', { endpoint }, { token })).toEqual({ subscribed: false });
});
