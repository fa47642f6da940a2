/** Rating a visit: from the signed link in the message, and as the signed-in owner from /ratings. */

import { api, completedVisit, logInWithDialog, ratingLinkFor } from '../support/customer';
import { expect, test } from '../support/test';

test('the rating page from a signed link: stars with labels, comment counter, required rating, thank you', async ({
  page,
}) => {
  const { booking } = await completedVisit({ service: 'Event Makeup', stylist: 'Priya Nair' });
  const link = await ratingLinkFor(booking.id, 0);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'How was your visit?' })).toBeVisible();
  await expect(page.getByText('with Priya Nair')).toBeVisible();

  await page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a rating' })).toBeVisible();

  const four = page.getByRole('radio', { name: '4 stars, Very good' });
  await four.locator('xpath=ancestor::label[1]').click();
  await expect(page.getByText('Very good', { exact: true })).toBeVisible();
  const five = page.getByRole('radio', { name: '5 stars, Excellent' });
  await five.locator('xpath=ancestor::label[1]').click();
  await expect(page.getByText('Excellent', { exact: true })).toBeVisible();

  await page.getByLabel('Comment (optional)').fill('Lovely work!');
  await expect(page.getByText('12/500 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your rating!' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5 stars out of 5' })).toBeVisible();

  // opening the link again shows the rating given, not the form
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you for your rating!' })).toBeVisible();

  // a link with someone else's id is refused
  await page.goto(link.replace(/\/ratings\/(\d+)\/(\d+)/, (_m, b, c) => `/ratings/${b}/${Number(c) + 1}`));
  await expect(page.getByText("We couldn't open this rating")).toBeVisible();
});

test('a signed-in customer finds a completed visit under /ratings and rates it', async ({ page }) => {
  const session = await api('login', { username: 'demo', password: 'demo1234' });
  const { booking } = await completedVisit({
    service: 'Brow Shaping',
    stylist: 'Aisha Rahman',
    customer: { token: session.auth_token, id: session.customer_id },
  });

  await page.goto('/ratings');
  await expect(page.getByText('Log in to see the visits you can rate.')).toBeVisible();
  await logInWithDialog(page, 'demo', 'demo1234');
  const rate = page.getByRole('link', { name: /Rate this visit: Brow Shaping/ }).first();
  await expect(rate).toBeVisible();
  await rate.click();
  await expect(page).toHaveURL(new RegExp(`/ratings/${booking.id}$`));
  await page.getByRole('radio', { name: '3 stars, Good' }).locator('xpath=ancestor::label[1]').click();
  await page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your rating!' })).toBeVisible();
});
