/**
 * Every decision of the service worker, as pure functions of a URL or request,
 * unit-tested in match.test.ts. The worker's entry (sw.ts) and routes (routes.ts) only wire them.
 *
 * - Navigations to the app's routes get the precached app: `/` its prerendered home page
 *   (index.html), every other app route the neutral shell (shell.html). Never for `/api/*`,
 *   `/sandbox-pay/*` (the payment provider's pages, always from the server) or `/uploads/*`.
 * - API calls are never handled by the worker (network only): the app itself keeps what it may
 *   show offline (IndexedDB and the query persister) and says when it shows saved data.
 * - Images are cache-first; locale chunks stale-while-revalidate; other built assets (hashed,
 *   immutable) cache-first when the precache does not have them (the back office's chunks).
 */
import { isAppRoute } from '../src/shared/app-routes';

/** Paths the app shell never answers, online or offline. */
const NEVER_SHELL = [/^\/api(\/|$)/, /^\/sandbox-pay(\/|$)/, /^\/uploads(\/|$)/];

export const HOME_DOCUMENT = '/index.html';
export const SHELL_DOCUMENT = '/shell.html';

type RequestLike = { url: string; method: string; mode?: string; destination?: string };

const sameOrigin = (url: URL, origin: string) => url.origin === origin;

/** True for the server's own pages and files that the app shell must never stand in for. */
export function isNeverShell(pathname: string): boolean {
  return NEVER_SHELL.some((re) => re.test(pathname));
}

export function isApiRequest(url: URL): boolean {
  return /^\/api(\/|$)/.test(url.pathname);
}

/**
 * The precached document for a navigation: index.html for `/` (whatever the query, e.g.
 * `?source=pwa`), shell.html for the other app routes, null for everything else (the server's
 * own pages and unknown paths, which go to the network and keep their status).
 */
export function shellFor(url: URL, origin: string): string | null {
  if (!sameOrigin(url, origin) || isNeverShell(url.pathname)) return null;
  if (url.pathname === '/' || url.pathname === '/index.html') return HOME_DOCUMENT;
  return isAppRoute(url.pathname) ? SHELL_DOCUMENT : null;
}

/**
 * A navigation the worker answers at all: app routes from the precache, and unknown same-origin
 * paths from the network with the shell as the offline fallback. Never the server's own pages.
 */
export function isAppNavigation(request: RequestLike, origin: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  const url = new URL(request.url);
  return sameOrigin(url, origin) && !isNeverShell(url.pathname);
}

const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

/** Service and stylist photos, demo images and icons: same-origin image GETs. */
export function isImageRequest(request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (!sameOrigin(url, origin) || isApiRequest(url)) return false;
  return request.destination === 'image' || IMAGE_FILE.test(url.pathname);
}

/** A translation file: the build names them `assets/locale-<lang>-<area>-<hash>.js`. */
export function isLocaleChunk(url: URL, origin: string): boolean {
  return sameOrigin(url, origin) && /^\/assets\/locale-[a-z]{2}-[\w]+-[\w-]+\.js$/.test(url.pathname);
}

/** A built, content-hashed file (never changes under its name). */
export function isBuiltAsset(url: URL, origin: string): boolean {
  return sameOrigin(url, origin) && /^\/assets\/[^/]+\.(js|css)$/.test(url.pathname);
}

/** The page's "take the waiting version now" message (workbox-window's messageSkipWaiting). */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/** The page's "keep these images for offline use" message, with the same-origin URLs it lists. */
export function imagesToWarm(data: unknown, origin: string): string[] {
  if (typeof data !== 'object' || data === null) return [];
  const { type, urls } = data as { type?: unknown; urls?: unknown };
  if (type !== 'WARM_IMAGES' || !Array.isArray(urls)) return [];
  return urls
    .filter((u): u is string => typeof u === 'string')
    .map((u) => {
      try {
        return new URL(u, origin);
      } catch {
        return null;
      }
    })
    .filter((u): u is URL => u !== null && sameOrigin(u, origin) && !isApiRequest(u))
    .map((u) => u.href)
    .slice(0, 100);
}

/**
 * Caches of ours from an older version (`tress-<name>-v<n>` not in use any more), deleted when a
 * new worker activates. Workbox's precache is cleaned by Workbox itself.
 */
export function isOutdatedCache(name: string, current: readonly string[]): boolean {
  return /^tress-[\w-]+-v\d+$/.test(name) && !current.includes(name);
}
