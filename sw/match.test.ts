import { describe, expect, it } from 'vitest';
import {
  imagesToWarm,
  isApiRequest,
  isAppNavigation,
  isBuiltAsset,
  isImageRequest,
  isLocaleChunk,
  isNeverShell,
  isOutdatedCache,
  isSkipWaitingMessage,
  shellFor,
} from './match';

const ORIGIN = 'https://tress.example';
const u = (path: string, origin = ORIGIN) => new URL(path, origin);
const nav = (path: string, origin = ORIGIN) => ({ url: `${origin}${path}`, method: 'GET', mode: 'navigate' });

describe('navigation fallback', () => {
  it('answers / with the prerendered home page, whatever the query (the installed app opens /?source=pwa)', () => {
    expect(shellFor(u('/'), ORIGIN)).toBe('/index.html');
    expect(shellFor(u('/?source=pwa'), ORIGIN)).toBe('/index.html');
  });

  it('answers the other app routes with the neutral shell', () => {
    for (const path of [
      '/booking-success',
      '/booking-cancelled',
      '/payment-redirect?resultCode=0000&orderId=5',
      '/terms',
      '/privacy',
      '/ratings',
      '/ratings/12',
      '/ratings/12/3?t=abc',
      '/login',
      '/admin',
      '/admin/calendar',
    ])
      expect(shellFor(u(path), ORIGIN), path).toBe('/shell.html');
  });

  it('never answers the API, the payment provider’s pages or uploads with the shell', () => {
    for (const path of [
      '/api/settings',
      '/api',
      '/sandbox-pay/checkout/9',
      '/sandbox-pay',
      '/uploads/a.jpg',
    ]) {
      expect(isNeverShell(u(path).pathname), path).toBe(true);
      expect(shellFor(u(path), ORIGIN), path).toBeNull();
      expect(isAppNavigation(nav(path), ORIGIN), path).toBe(false);
    }
  });

  it('leaves unknown paths to the network, so they keep their 404', () => {
    expect(shellFor(u('/no-such-page'), ORIGIN)).toBeNull();
    expect(shellFor(u('/ratings/abc'), ORIGIN)).toBeNull();
    expect(isAppNavigation(nav('/no-such-page'), ORIGIN)).toBe(true);
  });

  it('does not mistake look-alike paths for the server’s own', () => {
    expect(isNeverShell('/apis')).toBe(false);
    expect(isNeverShell('/sandbox-payment')).toBe(false);
  });

  it('handles only same-origin GET navigations', () => {
    expect(isAppNavigation(nav('/', 'https://elsewhere.example'), ORIGIN)).toBe(false);
    expect(isAppNavigation({ ...nav('/'), method: 'POST' }, ORIGIN)).toBe(false);
    expect(isAppNavigation({ ...nav('/'), mode: 'cors' }, ORIGIN)).toBe(false);
    expect(shellFor(u('/', 'https://elsewhere.example'), ORIGIN)).toBeNull();
  });
});

describe('request kinds', () => {
  it('recognises API calls', () => {
    expect(isApiRequest(u('/api/ratings/submit'))).toBe(true);
    expect(isApiRequest(u('/apiary'))).toBe(false);
  });

  it('caches same-origin image GETs: photos, uploads, demo images and icons', () => {
    const img = (path: string, destination = 'image', method = 'GET', origin = ORIGIN) => ({
      url: `${origin}${path}`,
      method,
      destination,
    });
    expect(isImageRequest(img('/uploads/stylists/4.webp'), ORIGIN)).toBe(true);
    expect(isImageRequest(img('/demo/services/colour.jpg', ''), ORIGIN)).toBe(true);
    expect(isImageRequest(img('/icons/icon-192.png', ''), ORIGIN)).toBe(true);
    expect(isImageRequest(img('/uploads/x.jpg', 'image', 'POST'), ORIGIN)).toBe(false);
    expect(isImageRequest(img('/x.jpg', 'image', 'GET', 'https://cdn.example'), ORIGIN)).toBe(false);
    expect(isImageRequest(img('/api/stylists/photo.png'), ORIGIN)).toBe(false);
    expect(isImageRequest(img('/assets/index-abc.js', 'script'), ORIGIN)).toBe(false);
  });

  it('recognises locale chunks by the name the build gives them', () => {
    expect(isLocaleChunk(u('/assets/locale-en-common-BIBKD146.js'), ORIGIN)).toBe(true);
    expect(isLocaleChunk(u('/assets/locale-zh-admin-D7x2x_Uw.js'), ORIGIN)).toBe(true);
    expect(isLocaleChunk(u('/assets/admin-app-DB9GfOKD.js'), ORIGIN)).toBe(false);
    expect(isLocaleChunk(u('/assets/locale-en-common-B1.js', 'https://x.example'), ORIGIN)).toBe(false);
  });

  it('recognises built assets', () => {
    expect(isBuiltAsset(u('/assets/calendar-page-AgCgWaOn.js'), ORIGIN)).toBe(true);
    expect(isBuiltAsset(u('/assets/index-B.css'), ORIGIN)).toBe(true);
    expect(isBuiltAsset(u('/sw.js'), ORIGIN)).toBe(false);
    expect(isBuiltAsset(u('/assets/sub/x.js'), ORIGIN)).toBe(false);
  });
});

describe('messages from the page', () => {
  it('takes the waiting version only on SKIP_WAITING', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'skip' })).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
  });

  it('warms only same-origin, non-API image URLs, at most 100', () => {
    expect(
      imagesToWarm(
        {
          type: 'WARM_IMAGES',
          urls: [
            '/demo/a.jpg',
            `${ORIGIN}/uploads/b.webp`,
            'https://cdn.example/c.jpg',
            '/api/x',
            7,
            'http://[bad',
          ],
        },
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/demo/a.jpg`, `${ORIGIN}/uploads/b.webp`]);
    expect(imagesToWarm({ type: 'OTHER', urls: ['/a.jpg'] }, ORIGIN)).toEqual([]);
    expect(imagesToWarm({ type: 'WARM_IMAGES', urls: Array(150).fill('/a.jpg') }, ORIGIN)).toHaveLength(100);
  });
});

describe('cache versions', () => {
  it('deletes our caches of older versions and nothing else', () => {
    const current = ['tress-images-v2', 'tress-locales-v1'];
    expect(isOutdatedCache('tress-images-v1', current)).toBe(true);
    expect(isOutdatedCache('tress-images-v2', current)).toBe(false);
    expect(isOutdatedCache('workbox-precache-v2-https://tress.example/', current)).toBe(false);
    expect(isOutdatedCache('someone-else-v1', current)).toBe(false);
  });
});
