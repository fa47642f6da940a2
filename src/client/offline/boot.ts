/**
 * Everything offline that starts after the first paint (main.tsx), so none of it weighs on the
 * first JavaScript of `/`: the query persister's restore, the update prompt and the manifest link
 * following the language at once; the service worker (registered after the page's load, as its
 * precache download must not compete with the page's own) and the rating outbox's replays once the
 * page has settled.
 */
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { inIdleTurns } from '../lib/browser-turns';
import { registerServiceWorker } from '../lib/sw-bridge';
import { startOutboxRunner } from './outbox-runner';
import { startPersisting } from './persist';
import { watchForUpdates } from './update-toast';
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

/**
 * Runs the tasks once the page has loaded, each in an idle period of its own, so that none competes
 * with the first taps.
 */
function whenSettled(tasks: readonly (() => void)[]): void {
  const start = () => inIdleTurns(tasks, { otherwiseAfter: 500 });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

export function bootOffline(queryClient: QueryClient): void {
  // at once: an offline start shows the salon's saved profile
  void startPersisting(queryClient);
  followLanguage();
  watchForUpdates();
  // the worker's precache download and IndexedDB wait until the page has settled
  whenSettled([registerServiceWorker, startOutboxRunner]);
}
