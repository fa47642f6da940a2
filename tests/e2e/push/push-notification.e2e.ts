/**
 * A push reaches the installed app: delivered to the service worker through the DevTools protocol
 * (as the browser's push service would hand it over), it shows the notification, and a tap on it
 * leads to the rating page of that visit, from the signed link the server made.
 */
import type { CDPSession, Page } from '@playwright/test';
import type { PushMessage } from '../../../src/shared/contract/push';
import { clickTarget } from '../../../sw/push';
import { waitForServiceWorker } from '../offline/support';
import { baseURL, completedVisit, openLive, ratingLinkFor } from '../support/customer';
import { expect, test } from '../support/test';

// these tests are about the service worker, which the config blocks elsewhere
test.use({ serviceWorkers: 'allow' });

type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };
type Shown = { title: string; body: string; tag: string; data: { path: string; kind: string } };

/** The id DevTools knows the app's service worker registration by. */
async function registrationId(cdp: CDPSession, page: Page): Promise<string> {
  const seen: Registration[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: Registration[] }) =>
    seen.push(...e.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  await openLive(page, '/');
  await waitForServiceWorker(page);
  const scope = `${baseURL()}/`;
  await expect.poll(() => seen.some((r) => r.scopeURL === scope && !r.isDeleted)).toBe(true);
  return seen.find((r) => r.scopeURL === scope && !r.isDeleted)!.registrationId;
}

const notifications = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data,
    }));
  }) as Promise<Shown[]>;

test('a push shows the rating invitation, and its tap opens the rating page of that visit', async ({
  page,
  context,
}) => {
  const { booking } = await completedVisit({ service: 'Event Makeup', stylist: 'Priya Nair' });
  const link = new URL(await ratingLinkFor(booking.id, 0), baseURL());
  await context.grantPermissions(['notifications'], { origin: baseURL() });
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, page);

  const message: PushMessage = {
    v: 1,
    kind: 'rating',
    booking_id: booking.id,
    title: 'How was your visit?',
    body: 'Tap to rate your visit to Tress Studio.',
    path: link.pathname + link.search,
    tag: `rating-${booking.id}`,
    lang: 'en',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL(),
    registrationId: id,
    data: JSON.stringify(message),
  });

  await expect.poll(async () => (await notifications(page)).length).toBe(1);
  const [shown] = await notifications(page);
  expect(shown).toMatchObject({ title: message.title, body: message.body, tag: message.tag });
  expect(shown!.data).toMatchObject({ kind: 'rating', path: message.path });

  // where the worker's click handler sends the tap, taken from the notification as shown
  const target = clickTarget(shown!.data, baseURL());
  expect(target).toBe(link.href);
  await page.goto(target);
  await expect(page.getByRole('heading', { name: 'How was your visit?' })).toBeVisible();
  await expect(page.getByText('with Priya Nair')).toBeVisible();
});

test('a push the worker cannot read still shows a notice that opens the app', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL() });
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL(),
    registrationId: id,
    data: 'not json',
  });
  await expect.poll(async () => (await notifications(page)).length).toBeGreaterThan(0);
  const shown = (await notifications(page)).find((n) => n.data.kind === 'unknown');
  expect(shown).toMatchObject({ title: 'Tress', data: { path: '/' } });
});
