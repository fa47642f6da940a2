/**
 * Offline, after one online visit: the app opens from the service worker, the catalogue and the
 * stylists come from IndexedDB under the offline banner, a booking draft (services, stylist)
 * survives a reload, the time step says it needs a connection, and when the connection returns
 * the draft continues where it stopped with fresh free times.
 */

import {
  api,
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  openBooking,
  tapMain,
} from '../support/customer';
import { expect, test } from '../support/test';
import { idbAll, waitForServiceWorker, waitUntilSavedForOffline } from './support';

// these tests are about the service worker, which the config blocks elsewhere
test.use({ serviceWorkers: 'allow' });

const SERVICES = ["Women's Cut & Blow-dry", "Men's Cut"];

test('after one online visit the app works offline, and a draft survives a reload', async ({
  page,
  context,
}) => {
  await openBooking(page);
  await waitForServiceWorker(page);
  await waitUntilSavedForOffline(page);

  await context.setOffline(true);
  await page.reload();
  // the app renders from the precache, with the salon from the persister and the banner
  await expect(page.locator('#root[data-live]')).toHaveCount(1);
  await expect(page.getByRole('banner').getByText('Tress Studio')).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText("You're offline.");
  // the time alone, or with its date when the salon's day has turned since it was saved
  await expect(banner).toContainText(/Showing saved data from (\d{1,2} \w{3}, )?\d{1,2}:\d{2} [AP]M/);

  // the catalogue from IndexedDB
  await expect(page.getByRole('list', { name: 'Services' })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toContainText(
    'Choosing a time and paying need a connection',
  );
  for (const s of SERVICES) await chooseService(page, s);
  await tapMain(page, /^Next/);

  // the stylists who do both services (as the server would say), from the saved lists of each service
  await expect(page.getByRole('heading', { name: 'Choose your stylist' })).toBeVisible();
  const catalogue = await api('servicesList', { category_id: 0 });
  const ids = SERVICES.map((n) => catalogue.find((s) => s.name === n)!.id);
  const expected = (await api('stylistsByServices', { service_ids: ids })).map((s) => s.full_name);
  expect(expected.length).toBeGreaterThan(0);
  for (const n of expected) await expect(page.getByRole('radio', { name: n, exact: true })).toBeVisible();
  // and "Any stylist" first
  await expect(page.getByRole('radio', { name: 'Any stylist', exact: true })).toBeVisible();
  await expect(page.locator('input[name="stylist"]')).toHaveCount(expected.length + 1);
  const name = expected[0]!;
  await chooseStylist(page, name);

  // the draft is saved in IndexedDB and survives a reload, still offline
  await expect
    .poll(async () => {
      const draft = (
        await idbAll<{ key: string; value: { stylist: { full_name: string } | null } }>(page, 'pending')
      ).find((r) => r.key === 'bookingDraft');
      return draft?.value.stylist?.full_name;
    })
    .toBe(name);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose your stylist' })).toBeVisible();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: /2 services/ })).toBeVisible();

  // choosing a time needs a connection
  await tapMain(page, /^Next/);
  await expect(page.getByRole('heading', { name: 'Pick a date and time' })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toContainText(
    "When you're back online, the booking continues right here",
  );
  await expect(page.getByText("Free times will appear when you're back online.")).toBeVisible();
  await expect(page.locator('input[name="booking-time"]')).toHaveCount(0);

  // back online: the draft goes on from here, with the free times of now
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
  // the day's free times are read again (late in the day, today may be fully booked by the other
  // tests: then the step says so, and the first free time is on a later day)
  await expect(
    page.locator('input[name="booking-time"]').first().or(page.getByText('No free times on this day')),
  ).toBeVisible({ timeout: 15_000 });
  await chooseFirstFreeTime(page);
  await tapMain(page, /^Next/);
  await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
});

test('a draft survives closing the app and opening it again', async ({ page, context }) => {
  await openBooking(page);
  await waitForServiceWorker(page);
  await chooseService(page, SERVICES[0]!);
  await expect
    .poll(async () => (await idbAll<{ key: string }>(page, 'pending')).map((r) => r.key))
    .toContain('bookingDraft');
  await page.close();

  const again = await context.newPage();
  await openBooking(again);
  await expect(again.getByRole('checkbox', { name: SERVICES[0], exact: true })).toBeChecked();
});
