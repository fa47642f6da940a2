/**
 * A customer pays on the provider's page and the browser never comes back (the return to
 * /payment-redirect is lost: a closed tab, no signal). The provider's own notice confirms the
 * booking all the same, and My bookings shows it confirmed.
 */

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

test('a payment whose return never arrives is confirmed by the provider’s notice', async ({ page }) => {
  await openBooking(page);
  await logInWithDialog(page, 'demo', 'demo1234');
  await chooseService(page, "Men's Cut");
  await tapMain(page, TEXT.en.next);
  await chooseStylist(page, 'Kenji Watanabe');
  await tapMain(page, TEXT.en.next);
  await chooseFirstFreeTime(page);
  await tapMain(page, TEXT.en.next);
  await agreeToTerms(page);

  // the browser's way back is cut: the return never reaches the app
  let aborted = false;
  await page.route('**/payment-redirect**', (route) => {
    aborted = true;
    return route.abort('internetdisconnected');
  });
  await tapMain(page, /^Pay S\$/);
  // the provider's page names the order, and the order its booking: /sandbox-pay/TR<booking>-…
  await page.waitForURL(/\/sandbox-pay\//);
  const bookingId = /\/sandbox-pay\/TR(\d+)-/.exec(page.url())?.[1];
  expect(bookingId).toBeTruthy();
  await payByCard(page);
  await expect.poll(() => aborted).toBe(true);
  await page.unroute('**/payment-redirect**');

  // later, the customer opens My bookings: confirmed by the notice, without any return
  await expect
    .poll(
      async () => {
        await page.goto('/bookings');
        return page.locator(`a[href="/bookings/${bookingId}"]`).textContent();
      },
      { timeout: 15_000 },
    )
    .toMatch(/Confirmed/);
});
