/**
 * Ratings given offline: saved in the outbox and shown as "will be sent"; sent when the connection
 * returns, exactly once (checked through the API and the outbox), also when the app was closed in
 * between: by Background Sync in the worker where the browser has it, by the app on its next start
 * where it does not; a refusal by the server is shown to the customer, never dropped.
 */
import type { Page } from '@playwright/test';
import { api, completedVisit, openLive, ratingLinkFor } from '../support/customer';
import { expect, test } from '../support/test';
import { idbAll, type OutboxRecord, waitForServiceWorker } from './support';

// these tests are about the service worker, which the config blocks elsewhere
test.use({ serviceWorkers: 'allow' });

async function openRatingLink(page: Page, service: string, stylist: string) {
  const { booking } = await completedVisit({ service, stylist });
  const link = await ratingLinkFor(booking.id, 0);
  const token = new URL(link, 'http://x').searchParams.get('t') ?? '';
  // the visit's client, as the link names them
  const customerId = Number(/\/ratings\/\d+\/(\d+)/.exec(link)?.[1] ?? 0);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'How was your visit?' })).toBeVisible();
  await waitForServiceWorker(page);
  const state = () => api('ratingState', { booking_id: booking.id, customer_id: customerId, t: token });
  return { booking, token, state, customerId };
}

async function rate(page: Page, stars: string, comment: string) {
  await page.getByRole('radio', { name: stars }).locator('xpath=ancestor::label[1]').click();
  await page.getByLabel('Comment (optional)').fill(comment);
  await page.getByRole('button', { name: 'Submit rating' }).click();
}

test('a rating given offline is queued, then reaches the server exactly once when back online', async ({
  page,
  context,
}) => {
  const visit = await openRatingLink(page, 'Signature Facial', 'Sofia Marquez');
  await context.setOffline(true);
  await rate(page, '5 stars, Excellent', 'Perfect, even from the basement');

  const queued = page.getByTestId('rating-queued');
  await expect(queued.getByRole('heading', { name: 'Your rating is saved' })).toBeVisible();
  await expect(queued).toContainText("It will be sent as soon as you're back online");
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline.");
  expect((await visit.state()).rated).toBe(false);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Thank you for your rating!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'Your rating has been sent. Thank you!' }),
  ).toBeVisible();
  const state = await visit.state();
  expect(state).toMatchObject({ rated: true, rating: 5, comment: 'Perfect, even from the basement' });
  // sent once: claimed once, and the server took it as new (not a replay of an earlier send)
  const items = await idbAll<OutboxRecord>(page, 'outbox');
  expect(items).toEqual([
    expect.objectContaining({
      visit: `${visit.booking.id}:${visit.customerId}`,
      state: 'sent',
      attempts: 1,
      alreadySubmitted: false,
    }),
  ]);
});

test('without Background Sync, a queued rating is sent when the app is opened again online after being closed', async ({
  page,
  context,
}) => {
  // a browser without Background Sync (Safari, Firefox): only the app's own replay on start can send it
  await context.addInitScript(() => {
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
  });
  const visit = await openRatingLink(page, 'Lash Lift & Tint', 'Sofia Marquez');
  await context.setOffline(true);
  await rate(page, '4 stars, Very good', 'Neat brows');
  await expect(page.getByTestId('rating-queued')).toBeVisible();
  await page.close();

  // back online with the app closed: nothing is sent until it is opened again
  await context.setOffline(false);
  expect((await visit.state()).rated).toBe(false);
  const again = await context.newPage();
  await openLive(again, '/');
  // the app replays once the page has settled (its load, 2 s, then idle periods of up to 3 s each
  // on a busy machine: lib/browser-turns.ts), so a slow CI machine may take well over 10 s
  await expect.poll(async () => (await visit.state()).rated, { timeout: 30_000 }).toBe(true);
  expect(await visit.state()).toMatchObject({ rating: 4, comment: 'Neat brows' });
  await expect
    .poll(async () => (await idbAll<OutboxRecord>(again, 'outbox')).map((i) => [i.state, i.attempts]))
    .toEqual([['sent', 1]]);
});

test('a queued rating the server refuses is shown to the customer, never dropped', async ({
  page,
  context,
}) => {
  const visit = await openRatingLink(page, 'Hydrating Facial', 'Sofia Marquez');
  await context.setOffline(true);
  await rate(page, '2 stars, Fair', 'Chipped after a day');
  await expect(page.getByTestId('rating-queued')).toBeVisible();

  // meanwhile the visit was rated differently (e.g. from another phone): the server refuses this one
  await api('ratingSubmit', {
    booking_id: visit.booking.id,
    customer_id: visit.customerId,
    rating: 5,
    comment: 'From the other phone',
    t: visit.token,
  });
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: "Your rating couldn't be sent" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This visit has already been rated' }),
  ).toBeVisible();

  // on every other page too, until the customer dismisses it
  await openLive(page, '/');
  const notice = page.getByRole('alert').filter({ hasText: "A rating you gave offline couldn't be sent" });
  await expect(notice).toContainText('This visit has already been rated');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  expect(await idbAll(page, 'outbox')).toEqual([]);
  expect(await visit.state()).toMatchObject({ rating: 5, comment: 'From the other phone' });
});

test('Background Sync: with no page open, the service worker sends the queued rating from the same outbox', async ({
  page,
  context,
}) => {
  const visit = await openRatingLink(page, 'Signature Facial', 'Sofia Marquez');
  await context.setOffline(true);
  await rate(page, '3 stars, Good', 'Sent by the worker');
  await expect(page.getByTestId('rating-queued')).toBeVisible();
  await page.close();
  expect(context.pages()).toHaveLength(0);
  expect((await visit.state()).rated).toBe(false);

  // the connection returns while the app is closed: Chromium fires the sync event in the worker
  await context.setOffline(false);
  await expect.poll(async () => (await visit.state()).rated, { timeout: 30_000 }).toBe(true);
  expect(await visit.state()).toMatchObject({ rating: 3, comment: 'Sent by the worker' });

  // opened later, the app finds it sent, once
  const again = await context.newPage();
  await openLive(again, '/');
  expect(await idbAll<OutboxRecord>(again, 'outbox')).toEqual([
    expect.objectContaining({ state: 'sent', attempts: 1, alreadySubmitted: false }),
  ]);
});
