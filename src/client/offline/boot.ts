/**
 * Everything offline that starts after the first paint (main.tsx), so none of it weighs on the
 * first JavaScript of `/`: the query persister's restore and the manifest link following the
 * language at once; the update prompt, the service worker (its precache download must not compete
 * with the page's own) and the rating outbox's replays (Dexie) once the page has settled, each in
 * an idle period of its own, and loaded only then.
 */
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { inIdleTurns, pageSettled } from '../lib/browser-turns';
import { startPersisting } from './persist';
import { manifestFile } from './web-manifest';

function followLanguage(): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const set = (lng: string) => {
    const href = `/${manifestFile(lng.startsWith('zh') ? 'zh' : 'en')}`;
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  set(i18next.language ?? 'en');
  i18next.on('languageChanged', set);
}

export function bootOffline(queryClient: QueryClient): void {
  // at once: an offline start shows the salon's saved profile
  void startPersisting(queryClient);
  followLanguage();
  void pageSettled().then(async () => {
    // the update prompt listens before the worker is registered, so a waiting worker is not missed
    (await import('./update-toast')).watchForUpdates();
    inIdleTurns(
      [
        () => void import('../lib/sw-bridge').then((m) => m.registerServiceWorker()),
        () => void import('./outbox-runner').then((m) => m.startOutboxRunner()),
      ],
      { otherwiseAfter: 500 },
    );
  });
}
