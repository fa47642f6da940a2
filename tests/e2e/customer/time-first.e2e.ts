/**
 * Date and time first: the customer picks a time, then "Any stylist" (listed first) lets the salon
 * choose a free stylist; paid with an e-wallet.
 */

import {
  agreeToTerms,
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  fillGuestDetails,
  openBooking,
  TEXT,
  tapMain,
} from '../support/customer';
import { expect, test } from '../support/test';

test('a guest picks the date and time first, then Any stylist, and pays by e-wallet', async ({ page }) => {
  await openBooking(page);
  await page.getByRole('button', { name: 'Skincare' }).click();
  await chooseService(page, 'Signature Facial');
  await tapMain(page, TEXT.en.next);

  await page.getByRole('button', { name: TEXT.en.timeFirst }).click();
  await expect(page.getByRole('heading', { name: 'Pick a date and time' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Booking steps' }).getByRole('listitem').nth(1)).toHaveText(
    'Date & time',
  );
  await chooseFirstFreeTime(page);
  await tapMain(page, TEXT.en.next);

  await expect(page.getByRole('heading', { name: 'Choose your stylist' })).toBeFocused();
  const first = page.getByRole('radio').first();
  await expect(first).toHaveAccessibleName('Any stylist');
  await chooseStylist(page, 'Any stylist');
  await tapMain(page, TEXT.en.next);

  await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeFocused();
  await fillGuestDetails(page, { name: 'Tim First', email: 'tim@example.com', phone: '81112222' });
  const ewallet = page.getByRole('radio', { name: /E-wallet/ });
  await ewallet.locator('xpath=ancestor::label[1]').click();
  await expect(ewallet).toBeChecked();
  await agreeToTerms(page);
  await tapMain(page, /^Pay S\$98\.00/);

  await page.waitForURL(/\/sandbox-pay\//);
  await page.locator('select[name="wallet"]').selectOption('grabpay');
  await page.locator('input[name="phone"]').fill('81112222');
  await page.locator('button[name="action"][value="pay"]').click();

  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  // the salon chose the one stylist who does facials
  await expect(page.getByText('Sofia Marquez')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  await expect(page.getByTestId('success-total')).toHaveText('S$98.00');
});
