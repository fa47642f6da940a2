/**
 * "Remind me on this phone" on the booking success page: offered to a signed-in customer, the
 * permission prompt only after the tap (never on the visit), a refusal explained in place, and on
 * iPhone Safari the steps to install the app first.
 */
import { devices, expect, test } from '@playwright/test';
import { countPermissionPrompts, promptsSoFar, successPageOfCustomer } from './support';

test('asks for notification permission only after the tap, and explains a refusal', async ({
  page,
  context,
}) => {
  await countPermissionPrompts(context);
  await successPageOfCustomer(context, page);
  const remind = page.getByRole('button', { name: 'Remind me on this phone' });
  await expect(remind).toBeVisible();
  expect(await promptsSoFar(page)).toBe(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');

  await remind.click();
  await expect(page.getByTestId('remind-me')).toHaveAttribute('data-state', 'denied');
  expect(await promptsSoFar(page)).toBe(1);
  await expect(page.getByText(/Notifications are blocked for Tress/)).toBeVisible();
});

test.describe('on iPhone Safari', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent });

  test('the button explains installing the app first, without asking for permission', async ({
    page,
    context,
  }) => {
    await countPermissionPrompts(context);
    await successPageOfCustomer(context, page);
    await page.getByRole('button', { name: 'Remind me on this phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install Tress to get reminders' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Add to Home Screen')).toBeVisible();
    expect(await promptsSoFar(page)).toBe(0);
  });
});
