/**
 * A returning guest tries FIRST20: the checkout's check cannot know who a guest is, so the code
 * shows its discount with a note that the first visit is checked when booking; the booking refuses
 * it, the checkout takes it off and shows the full total, and the guest pays that total.
 */

import {
  agreeToTerms,
  applyPromo,
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  fillGuestDetails,
  openBooking,
  TEXT,
  tapMain,
} from '../support/customer';
import { expect, test } from '../support/test';

test('FIRST20 refused at booking for a returning guest: the code is taken off and the full total is paid', async ({
  page,
}) => {
  await openBooking(page);
  await chooseService(page, "Women's Cut & Blow-dry");
  await chooseService(page, "Men's Cut");
  await tapMain(page, TEXT.en.next);
  await chooseStylist(page, 'Mei Lin');
  await tapMain(page, TEXT.en.next);
  await chooseFirstFreeTime(page);
  await tapMain(page, TEXT.en.next);

  // the demo customer's phone: this guest has visited before
  await fillGuestDetails(page, {
    name: 'Olivia Again',
    email: 'olivia.again@example.com',
    phone: '91234567',
  });
  await agreeToTerms(page);
  await applyPromo(page, 'first20');
  await expect(page.getByText('FIRST20 · 20% off')).toBeVisible();
  await expect(page.getByText('For a first visit only: checked when you book.')).toBeVisible();
  await expect(page.getByText('Discount (FIRST20)').first()).toBeVisible();

  await tapMain(page, /^Pay S\$92\.80/);
  await expect(
    page
      .getByText(
        'This promo code is for a first visit only. We took the code off: your total is now S$116.00. Check it and book again.',
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Discount (FIRST20)')).toHaveCount(0);
  await expect(page.getByLabel('Have a code?')).toBeVisible();

  await tapMain(page, /^Pay S\$116\.00/);
  await page.waitForURL(/\/sandbox-pay\//);
  await expect(page.getByText('S$116.00').first()).toBeVisible();
});
