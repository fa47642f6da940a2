/**
 * The service worker's entry: it only wires events; every decision is a pure function elsewhere. What is precached comes
 * from the build (`self.__WB_MANIFEST`); what each request gets is decided in match.ts and
 * routes.ts; the rating outbox is the page's own IndexedDB outbox (src/device-store/outbox.ts),
 * replayed here when the browser fires Background Sync. Push notifications: what to show and where
 * a tap leads are decided in push.ts.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { OUTBOX_SYNC_TAG } from '../src/device-store/outbox';
import { isOutdatedCache, isSkipWaitingMessage } from './match';
import { clickTarget, notificationFor, parsePushText, pickWindow } from './push';
import { CACHE_NAMES, registerRuntimeRoutes, warmImages } from './routes';
import { replayFromSync, type SyncEvent } from './sync';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRuntimeRoutes();
// the first version takes the page it was installed from at once; later versions wait for the
// page's Reload (update toast), never replacing the code under a customer by themselves
clientsClaim();

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
  else event.waitUntil(warmImages(event.data, event));
});

self.addEventListener('activate', (event) => {
  const current = Object.values(CACHE_NAMES) as string[];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => isOutdatedCache(n, current)).map((n) => caches.delete(n))),
      ),
  );
});

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayFromSync(sync.lastChance));
});

self.addEventListener('push', (event) => {
  const plan = notificationFor(parsePushText(event.data?.text()), self.navigator.language);
  event.waitUntil(self.registration.showNotification(plan.title, plan.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const origin = self.location.origin;
  const target = clickTarget(event.notification.data, origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const win = pickWindow(windows, target, origin);
      if (!win) return void (await self.clients.openWindow(target));
      const focused = await win.focus();
      if (focused.url !== target) await focused.navigate(target).catch(() => self.clients.openWindow(target));
    }),
  );
});
