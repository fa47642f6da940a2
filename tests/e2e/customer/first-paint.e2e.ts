/**
 * The prerendered home page paints before its code is asked for: the entry script and its preloads
 * are requested once the browser reports the first contentful paint, which comes a frame or more
 * after the first paint (a timer or the first frame requested them before it). The app hydrates
 * that markup: the page's elements stay the same ones, in either language. A tap on its Log in is
 * never lost: made before the app starts, or pressed before and lifted after, it opens sign-in.
 */
import type { Page } from '@playwright/test';
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

/** Opens `/` with the app's code held back until the returned function is called. */
async function openWithCodeHeld(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // 'load' would wait for the held code
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  return release;
}

const prerenderedLogIn = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });
const live = (page: Page) => expect(page.locator('#root[data-live]')).toHaveCount(1);

/** Elements of the prerendered page, tagged before the app starts, that the live page must keep. */
const KEPT = ['header [data-sign-in]', 'main h1', 'main ol', 'main h2', 'aside h2'];

for (const lang of ['en', 'zh'] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });

    test('the app takes over the prerendered page where it stands', async ({ page }) => {
      const redrawn: string[] = [];
      page.on('console', (m) => {
        if (m.text().includes('prerendered page was drawn again')) redrawn.push(m.text());
      });
      const release = await openWithCodeHeld(page);
      await page.evaluate((selectors) => {
        for (const s of selectors) Object.assign(document.querySelector(s) ?? {}, { tressKept: s });
      }, KEPT);
      release();
      await live(page);
      // the services arrive in the same elements' page
      await expect(page.getByRole('list', { name: /Services|服务项目/ })).toBeVisible();
      const kept = await page.evaluate(
        (selectors) =>
          selectors.map((s) => (document.querySelector(s) as { tressKept?: string } | null)?.tressKept),
        KEPT,
      );
      expect(kept).toEqual(KEPT);
      expect(redrawn).toEqual([]);
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
        lang === 'zh' ? '选择服务项目' : 'Choose your services',
      );
    });
  });
}

/** Where a finger or the mouse presses the prerendered Log in: its centre. */
async function prerenderedLogInCentre(page: Page) {
  const box = await prerenderedLogIn(page).boundingBox();
  if (!box) throw new Error('the prerendered Log in has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
const signInDialog = (page: Page) => page.getByRole('dialog').getByLabel('Username');

test('a tap on Log in before the app has started opens sign-in once it starts', async ({ page }) => {
  const release = await openWithCodeHeld(page);
  await prerenderedLogIn(page).click();
  release();
  await expect(signInDialog(page)).toBeVisible();
});

test('a press on Log in that lifts after the page went live still opens sign-in', async ({ page }) => {
  const release = await openWithCodeHeld(page);
  const { x, y } = await prerenderedLogInCentre(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  release();
  await live(page);
  await page.mouse.up();
  await expect(signInDialog(page)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  // a touch tap becomes a click where the finger lifts: on the same button, since the page is hydrated
  test('a touch on Log in that lifts after the page went live opens sign-in', async ({ page }) => {
    const release = await openWithCodeHeld(page);
    const point = await prerenderedLogInCentre(page);
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    release();
    await live(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(signInDialog(page)).toBeVisible();
  });
});
