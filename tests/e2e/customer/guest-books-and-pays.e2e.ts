/**
 * A guest on a phone books two services with a chosen stylist, applies FIRST20, pays on the
 * sandbox provider's page and lands on Booking Confirmed with the right total.
 */

import {
  agreeToTerms,
  applyPromo,
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  fillGuestDetails,
  openBooking,
  payByCard,
  TEXT,
  tapMain,
} from '../support/customer';
import { expect, test } from '../support/test';

test('a guest books two services with Mei Lin, applies FIRST20 and pays by card', async ({ page }) => {
  await openBooking(page);
  await chooseService(page, "Women's Cut & Blow-dry");
  await chooseService(page, "Men's Cut");
  // the running cart: two services, 1 h 30 min, at their base prices
  await expect(page.getByRole('button', { name: /S\$106\.00.*2 services · 1\sh\s30\smin/ })).toBeVisible();

  await tapMain(page, TEXT.en.next);
  await expect(page.getByRole('heading', { name: 'Choose your stylist' })).toBeFocused();
  // each stylist shows their real rating ("New" while nobody has rated them) and their own price
  await expect(page.getByRole('radio', { name: 'Mei Lin', exact: true })).toBeAttached();
  await chooseStylist(page, 'Mei Lin');
  await tapMain(page, TEXT.en.next);

  await expect(page.getByRole('heading', { name: 'Pick a date and time' })).toBeFocused();
  await chooseFirstFreeTime(page);
  await tapMain(page, TEXT.en.next);

  await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeFocused();
  // Mei's prices: 68 + 10 and 38
  await expect(page.getByRole('main').getByText('S$116.00').first()).toBeVisible();
  // FIRST20 is for a first visit: a guest the demo salon has not seen
  await fillGuestDetails(page, { name: 'Grace Guest', email: 'grace@example.com', phone: '9123 4599' });
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('91234599');
  await applyPromo(page, 'first20');
  await expect(page.getByText('FIRST20 · 20% off')).toBeVisible();
  await expect(page.getByText('Discount (FIRST20)').first()).toBeVisible();

  await agreeToTerms(page);
  await tapMain(page, /^Pay S\$92\.80/);
  await payByCard(page);

  await page.waitForURL(/\/payment-redirect\?/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Mei Lin')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to booking' }).click();

  await page.waitForURL(/\/booking-success$/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  await expect(page.getByTestId('success-total')).toHaveText('S$92.80');
  await expect(page.getByText('Mei Lin')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', /\.ics$/);
  // the pending booking details end on the success page
  expect(await page.evaluate(() => localStorage.getItem('pendingBookingDetails'))).toBeNull();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('paymentSuccessData') ?? 'null')?.total_amount),
  ).toBe(92.8);
});
