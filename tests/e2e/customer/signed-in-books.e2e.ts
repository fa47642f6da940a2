/** A signed-in customer books: checkout uses their profile instead of asking for contact details. */

import {
  agreeToTerms,
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  logInWithDialog,
  openBooking,
  payByCard,
  TEXT,
  tapMain,
} from '../support/customer';
import { expect, test } from '../support/test';

test('a signed-in customer books with their saved details and pays', async ({ page }) => {
  await openBooking(page);
  await logInWithDialog(page, 'demo', 'demo1234');
  const account = page.getByRole('button', { name: /^Account: / });
  await expect(account).toBeVisible();
  const fullName = (await account.getAttribute('aria-label'))!.replace('Account: ', '');

  await chooseService(page, "Men's Cut");
  await tapMain(page, TEXT.en.next);
  await chooseStylist(page, 'Daniel Tan');
  await tapMain(page, TEXT.en.next);
  await chooseFirstFreeTime(page);
  await tapMain(page, TEXT.en.next);

  // the profile is used: no contact fields to fill, the name is shown
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByText(fullName)).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await agreeToTerms(page);
  await tapMain(page, /^Pay S\$38\.00/);
  await payByCard(page);

  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  await expect(page.getByTestId('success-total')).toHaveText('S$38.00');
  await expect(page.getByText('Daniel Tan')).toBeVisible();
  // still signed in after the trip through the payment page (token kept for this browser session)
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
});
