/**
 * The screenshot walk-throughs (`screens.shots.ts`, run with TRESS_SCREENS=1) save pictures for a
 * person to look at, and check on every one what that person would otherwise have to spot: the
 * screen fits its width (nothing pushes the page sideways on a phone) and no translation key shows
 * in place of a text.
 */
import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './test';

/** An i18next key shown as text when its translation is missing, e.g. `booking.cart.empty`. */
const RAW_KEY = /\b(?:[a-z][a-zA-Z]*\.){1,4}[a-z][a-zA-Z]*_?(?:one|other)?\b(?![.@/\w])/;

export async function capture(page: Page, path: string, options: { fullPage?: boolean } = {}) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path}: the page is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
  // every text node: a missing translation shows as its key, the whole of one text node
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n.nodeValue?.trim() ?? '');
    return out;
  });
  const key = texts.find((t) => t !== '' && t === RAW_KEY.exec(t)?.[0]);
  expect(key, `${path}: a translation key shows instead of its text`).toBeUndefined();
  await page.screenshot({ path, ...options });
}

/** The four screens a walk-through takes: phone and tablet, English and Chinese. */
export const SCREEN_RUNS = [
  { lang: 'en', viewport: { width: 390, height: 844 } },
  { lang: 'zh', viewport: { width: 390, height: 844 } },
  { lang: 'en', viewport: { width: 1180, height: 820 } },
  { lang: 'zh', viewport: { width: 1180, height: 820 } },
] as const;

/** A browser as the salon's customers and staff hold it: touch, the salon's zone, no motion. */
export function screenContext(browser: Browser, viewport: { width: number; height: number }) {
  return browser.newContext({
    viewport,
    hasTouch: true,
    isMobile: viewport.width < 600,
    deviceScaleFactor: 1,
    timezoneId: 'Asia/Singapore',
    reducedMotion: 'reduce',
  });
}

/**
 * A walk-through's folder under .tmp/screens (made before its runs) and its shot: the page settles
 * a moment, then is captured as `<name>-<tag>.png`.
 */
export function screensFolder(folder: string) {
  const out = `.tmp/screens/${folder}`;
  test.beforeAll(() => mkdirSync(out, { recursive: true }));
  return async (page: Page, name: string, tag: string) => {
    await page.waitForTimeout(500);
    await capture(page, `${out}/${name}-${tag}.png`);
  };
}
