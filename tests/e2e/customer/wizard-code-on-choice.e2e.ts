/**
 * The first step is on screen before the rest of the wizard's code: that code is fetched once the
 * page has settled (on a fast connection: wizard-code-fetch-ahead.e2e.ts), or at once when a
 * service is chosen (Next can be pressed), so a customer who chooses quickly does not wait on Next
 * for it.
 */

import { chooseService } from '../support/customer';
import { expect, test } from '../support/test';

const WIZARD_CODE = /\/assets\/wizard-[\w-]{8}\.js$/;

test('fetches the rest of the wizard as soon as a service is chosen', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (WIZARD_CODE.test(r.url())) fetched.push(r.url());
  });
  // the page's clock moves only when this test moves it, and never as far as the page settling
  // (2 s after its load), after which the wizard's code is fetched anyway
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/');
  const services = page.getByRole('list', { name: 'Services' });
  let moved = 0;
  while (
    (await page.locator('#root[data-live]').count()) === 0 ||
    !(await services.getByRole('checkbox').first().isVisible())
  ) {
    await page.clock.runFor(20);
    moved += 20;
    expect(moved, 'the app starts within 600 ms of its own clock').toBeLessThan(600);
  }
  expect(fetched).toEqual([]);

  const request = page.waitForRequest(WIZARD_CODE);
  await chooseService(page, "Women's Cut & Blow-dry");
  await request;
});
