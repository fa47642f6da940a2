/**
 * The prerendered home page paints before its code is asked for: the entry script and its preloads
 * are requested once the browser reports the first contentful paint, which comes a frame or more
 * after the first paint (a timer or the first frame requested them before it).
 */
import { openBooking } from '../support/customer';
import { expect, test } from '../support/test';

test('the home page is on screen before its JavaScript is requested', async ({ page }) => {
  await page.goto('/');
  await openBooking(page);
  const { contentful, firstScript } = await page.evaluate(() => ({
    contentful: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    firstScript: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name))
        .map((e) => e.startTime),
    ),
  }));
  expect(contentful).toBeGreaterThan(0);
  expect(firstScript).toBeGreaterThanOrEqual(contentful);
});
