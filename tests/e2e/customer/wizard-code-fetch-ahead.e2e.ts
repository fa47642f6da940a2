/**
 * The rest of the booking wizard is fetched ahead, while the customer is still choosing services,
 * only once the home page has settled (loaded, then idle) and only on a fast connection. With Data
 * Saver on, or on 3g or slower, it is fetched when a service is chosen, and not before.
 */
import type { Page } from '@playwright/test';
import { chooseService } from '../support/customer';
import { expect, test } from '../support/test';

const WIZARD_CODE = /\/assets\/wizard-[\w-]{8}\.js$/;
/** Requested the moment the page has settled (offline/boot.ts), in the same turn as any fetching ahead. */
const SETTLED = /\/assets\/update-toast-[\w-]{8}\.js$/;

type Connection = { saveData: boolean; effectiveType: string };

/** Opens `/` on a phone whose connection says `connection`; the wizard's code requests it sees. */
async function openOn(page: Page, connection?: Connection): Promise<string[]> {
  if (connection)
    await page.addInitScript((c) => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => c });
    }, connection);
  const wizard: string[] = [];
  page.on('request', (r) => {
    if (WIZARD_CODE.test(r.url())) wizard.push(r.url());
  });
  const settled = page.waitForRequest(SETTLED);
  await page.goto('/');
  await settled;
  // a request made in the same turn as the settled page's reaches this test before this answer
  await page.evaluate(() => document.readyState);
  return wizard;
}

test('fetches the rest of the wizard ahead once the page has loaded and settled, on a fast connection', async ({
  page,
}) => {
  const request = page.waitForRequest(WIZARD_CODE);
  await openOn(page);
  await request;
  // the browser adds a resource's timing entry when its response ends, which may be after the request is seen
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/assets\/wizard-/.test(e.name)),
  );
  const { loaded, fetched } = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    fetched: performance.getEntriesByType('resource').find((e) => /\/assets\/wizard-/.test(e.name))
      ?.startTime,
  }));
  expect(loaded).toBeGreaterThan(0);
  expect(fetched).toBeGreaterThan(loaded);
});

for (const [why, connection] of [
  ['with Data Saver on', { saveData: true, effectiveType: '4g' }],
  ['on a 3g connection', { saveData: false, effectiveType: '3g' }],
] as const) {
  test(`fetches nothing of the wizard ahead ${why}, only once a service is chosen`, async ({ page }) => {
    const wizard = await openOn(page, connection);
    expect(wizard).toEqual([]);

    const request = page.waitForRequest(WIZARD_CODE);
    await chooseService(page, "Women's Cut & Blow-dry");
    await request;
  });
}
