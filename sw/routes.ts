/**
 * The worker's runtime routes and their caches. Cache names carry a version: a change in what a
 * cache holds gets a new name, and the old one is deleted on activation (match.ts,
 * isOutdatedCache). API calls have no route: they always go to the network.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  imagesToWarm,
  isAppNavigation,
  isBuiltAsset,
  isImageRequest,
  isLocaleChunk,
  SHELL_DOCUMENT,
  shellFor,
} from './match';

export const CACHE_NAMES = {
  images: 'tress-images-v1',
  locales: 'tress-locales-v1',
  assets: 'tress-assets-v1',
} as const;

const DAY = 24 * 60 * 60;

const images = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
});

const locales = new StaleWhileRevalidate({
  cacheName: CACHE_NAMES.locales,
  plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
});

const assets = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
});

/** App routes from the precache; unknown paths from the network, the shell when it is unreachable. */
async function navigate({ request, url }: { request: Request; url: URL }): Promise<Response> {
  const shell = shellFor(url, self.location.origin);
  if (shell) {
    const cached = await matchPrecache(shell);
    if (cached) return cached;
  }
  try {
    return await fetch(request);
  } catch (e) {
    const fallback = await matchPrecache(SHELL_DOCUMENT);
    if (fallback) return fallback;
    throw e;
  }
}

export function registerRuntimeRoutes(): void {
  const origin = self.location.origin;
  registerRoute(({ request }) => isAppNavigation(request, origin), navigate);
  registerRoute(({ url }) => isLocaleChunk(url, origin), locales);
  registerRoute(({ url }) => isBuiltAsset(url, origin), assets);
  registerRoute(({ request }) => isImageRequest(request, origin), images);
}

/** Keeps the images the page lists (the catalogue's photos) for offline use. */
export async function warmImages(data: unknown, event: ExtendableEvent): Promise<void> {
  const urls = imagesToWarm(data, self.location.origin);
  if (!urls.length) return;
  const cache = await caches.open(CACHE_NAMES.images);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      await images.handle({ request: url, event }).catch(() => undefined);
    }),
  );
}
