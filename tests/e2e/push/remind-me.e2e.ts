/**
 * "Remind me on this phone" on the booking success page: offered to a signed-in customer, the
 * permission prompt only after the tap (never on the visit), a refusal explained in place, and on
 * iPhone Safari the steps to install the app first. On the booking pages: a guest turns it on from
 * the manage link (the server covers that booking alone); a signed-in customer finds it on
 * /bookings/:id; a cancelled booking offers none.
 */
import { devices } from '@playwright/test';
import { api, openLive } from '../support/customer';
import { bookAhead, payByCard } from '../support/manage';
import { expect, test } from '../support/test';
import {
  countPermissionPrompts,
  promptsSoFar,
  signIn,
  standInSubscription,
  successPageOfCustomer,
  successPageOfGuest,
} from './support';

// these tests are about the service worker, which the config blocks elsewhere
test.use({ serviceWorkers: 'allow' });

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

test('a guest turns reminders on from the manage link, for that booking alone; a cancelled booking offers none', async ({
  page,
  context,
}) => {
  const booking = await bookAhead({ lang: 'en' });
  await payByCard(booking);
  const endpoint = `https://push.example.com/guest-${booking.id}`;
  await standInSubscription(context, endpoint);
  await openLive(page, `/manage/${booking.id}?t=${booking.manage_token}`);
  const remind = page.getByRole('button', { name: 'Remind me on this phone' });
  await remind.click();
  await expect(page.getByTestId('remind-me')).toHaveAttribute('data-state', 'on');
  expect(await api('pushStatus', { endpoint, booking_id: booking.id })).toEqual({ subscribed: true });

  // another booking is not covered by this guest's device
  const other = await bookAhead({ lang: 'en' });
  expect(await api('pushStatus', { endpoint, booking_id: other.id })).toEqual({ subscribed: false });
  await api('pushUnsubscribe', { endpoint });

  await api('bookingCancel', { booking_id: booking.id, manage_token: booking.manage_token });
  await page.reload();
  await expect(page.getByTestId('booking-when')).toBeVisible();
  await expect(page.getByTestId('remind-me')).toHaveCount(0);
});

test('a signed-in customer finds it on their booking page', async ({ page, context }) => {
  const session = await api('login', { username: 'demo', password: 'demo1234' });
  const booking = await bookAhead({ token: session.auth_token, customerId: session.customer_id, lang: 'en' });
  await payByCard(booking);
  await signIn(context, session);
  await openLive(page, `/bookings/${booking.id}`);
  await expect(page.getByRole('button', { name: 'Remind me on this phone' })).toBeVisible();
});

test('a guest’s success page offers it with the manage token the book call gave', async ({
  page,
  context,
}) => {
  const booking = await bookAhead({ lang: 'en' });
  await payByCard(booking);
  const endpoint = `https://push.example.com/success-${booking.id}`;
  await standInSubscription(context, endpoint);
  await successPageOfGuest(context, page, booking);
  await page.getByRole('button', { name: 'Remind me on this phone' }).click();
  await expect(page.getByTestId('remind-me')).toHaveAttribute('data-state', 'on');
  expect(await api('pushStatus', { endpoint, booking_id: booking.id })).toEqual({ subscribed: true });
  await api('pushUnsubscribe', { endpoint });
});
