/**
 * A declined card: the failure and its description show, nothing is paid, and Try again reopens the
 * same booking at checkout, where a good card then pays for it.
 */

import {
  adminToken,
  agreeToTerms,
  api,
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  DECLINED_CARD,
  fillGuestDetails,
  openBooking,
  payByCard,
  TEXT,
  tapMain,
} from '../support/customer';
import { expect, test } from '../support/test';

test('a declined payment shows the failure, pays nothing, and can be paid again from checkout', async ({
  page,
}) => {
  await openBooking(page);
  await chooseService(page, 'Gel Manicure');
  await tapMain(page, TEXT.en.next);
  await chooseStylist(page, 'Aisha Rahman');
  await tapMain(page, TEXT.en.next);
  const { date } = await chooseFirstFreeTime(page);
  // this run's booking is the one that was not there before (a repeated run finds its earlier ones)
  const token = await adminToken();
  const deesOn = async () =>
    (await api('calendar', { date }, { token })).filter((b) => b.customer_name === 'Dee Clined');
  const earlier = new Set((await deesOn()).map((b) => b.id));
  const thisRun = async () => (await deesOn()).filter((b) => !earlier.has(b.id));
  await tapMain(page, TEXT.en.next);
  await fillGuestDetails(page, { name: 'Dee Clined', email: 'dee@example.com', phone: '87654321' });
  await agreeToTerms(page);
  await tapMain(page, /^Pay S\$45\.00/);
  await payByCard(page, DECLINED_CARD);

  await page.waitForURL(/\/payment-redirect\?/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Payment failed' })).toBeVisible(); // the toast

  // nothing was paid: the booking is not confirmed
  const mine = await thisRun();
  expect(mine).toHaveLength(1);
  expect(mine[0]?.status).not.toBe('confirmed');

  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
  await expect(page.getByText('Your payment did not go through')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Dee Clined');

  await tapMain(page, /^Pay S\$45\.00/);
  await payByCard(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  // paid for the same booking: still one booking for this customer, now confirmed
  const after = await thisRun();
  expect(after.map((b) => b.id)).toEqual(mine.map((b) => b.id));
  expect(after[0]?.status).toBe('confirmed');
});
