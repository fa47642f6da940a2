/**
 * The features the e2e tests' Chromium runs without. Chromium keeps only the last
 * `--disable-features` of its command line, so the one the config adds carries Playwright's own
 * list as well, read from the installed playwright-core (it changes between versions).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Browser UI that headless Chromium builds for every window and no test sees: the address bar's
 * popup, a page of its own in a renderer of its own for each browser context, took half the
 * browser's CPU of a page load on a two-core machine.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

function playwrightsDisabledFeatures(): string[] {
  const bundle = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle');
  const list = readFileSync(bundle, 'utf8').match(/disabledFeatures = \[([^\]]*)\]/)?.[1];
  if (!list)
    throw new Error(
      `Playwright's list of disabled Chromium features was not found in ${bundle}: ` +
        'update tests/e2e/support/chromium-features.ts for this version of Playwright.',
    );
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"(\w+)"/g)].map((m) => m[1] as string);
}

/** The `--disable-features` switch for the config's launch arguments. */
export function disableFeaturesSwitch(): string {
  return `--disable-features=${[...playwrightsDisabledFeatures(), ...UNSEEN_BROWSER_UI].join(',')}`;
}
