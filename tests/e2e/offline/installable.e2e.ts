/**
 * Installable: the manifest in both languages is valid (icons exist with the sizes they declare,
 * start_url inside the scope, standalone, shortcuts to Book and Admin), the page links the one of
 * its language, the service worker controls the page after the first load, and the header offers
 * Install where the browser does (beforeinstallprompt) and the add-to-home-screen steps on iOS.
 */

import { openLive } from '../support/customer';
import { expect, test } from '../support/test';
import { pngSize, waitForServiceWorker } from './support';

// these tests are about the service worker, which the config blocks elsewhere
test.use({ serviceWorkers: 'allow' });

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
};

for (const [file, lang] of [
  ['manifest.webmanifest', 'en'],
  ['manifest-zh.webmanifest', 'zh'],
] as const) {
  test(`${file} is a valid web app manifest (${lang})`, async ({ request, baseURL }) => {
    const res = await request.get(`/${file}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const m = (await res.json()) as Manifest;
    expect(m.name).toBeTruthy();
    expect(m.short_name).toBe('Tress');
    expect(m.display).toBe('standalone');
    expect(m.theme_color).toBe('#7a2e4d');
    expect(m.background_color).toBe('#fbf7f4');
    const scope = new URL(m.scope, baseURL);
    const start = new URL(m.start_url, baseURL);
    expect(m.start_url).toBe('/?source=pwa');
    expect(start.origin).toBe(scope.origin);
    expect(start.pathname.startsWith(scope.pathname)).toBe(true);
    if (lang === 'zh') expect(m.name).toMatch(/[\u4e00-\u9fff]/);

    // every icon exists, is a PNG of the size it declares; 192 and 512, and a maskable one
    for (const icon of m.icons) {
      const img = await request.get(icon.src);
      expect(img.status(), icon.src).toBe(200);
      expect(img.headers()['content-type']).toContain('image/png');
      const { width, height } = pngSize(await img.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(m.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);

    expect(m.shortcuts.map((s) => s.url)).toEqual(['/', '/admin']);
    for (const s of m.shortcuts)
      expect(new URL(s.url, baseURL).pathname.startsWith(scope.pathname)).toBe(true);
  });
}

test('the page links the manifest of its language, with the iOS tags and touch icon', async ({ page }) => {
  await openLive(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Tress');
  const touch = await page.request.get(
    (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '',
  );
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

  // switching to Chinese switches the manifest
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-zh.webmanifest');
  await page.reload();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-zh.webmanifest');
});

test('the service worker controls the page after the first load, and serves the app shell', async ({
  page,
}) => {
  await openLive(page);
  await waitForServiceWorker(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  // the precache holds the app shell
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.startsWith('workbox-precache'));
    if (!precache) return [];
    return (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname);
  });
  expect(cached).toEqual(expect.arrayContaining(['/index.html', '/shell.html', '/manifest.webmanifest']));
  expect(cached.some((p) => p.startsWith('/assets/') && p.endsWith('.js'))).toBe(true);
  // customers never download the back office, not even into the precache
  expect(cached.some((p) => /admin-app/.test(p))).toBe(false);
});

test('the header offers Install when the browser does', async ({ page }) => {
  await openLive(page);
  await expect(page.getByRole('button', { name: 'Install the Tress app' })).toHaveCount(0);
  // what Chromium fires when the app is installable (headless Chromium never offers it by itself)
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    offer.prompt = async () => {
      (window as { __prompted?: boolean }).__prompted = true;
    };
    offer.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(offer);
  });
  const install = page.getByRole('banner').getByRole('button', { name: 'Install the Tress app' });
  await expect(install).toBeVisible();
  await install.click();
  await expect.poll(() => page.evaluate(() => (window as { __prompted?: boolean }).__prompted)).toBe(true);
  await expect(install).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('Install shows the short add-to-home-screen steps', async ({ page }) => {
    await openLive(page);
    await page.getByRole('banner').getByRole('button', { name: 'Install the Tress app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tress to your Home Screen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(dialog.getByText('Add to Home Screen', { exact: false }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
  });
});
