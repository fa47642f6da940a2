/**
 * Everything offline that starts after the first paint (main.tsx), so none of it weighs on the
 * first JavaScript of `/`: the query persister's restore, the service worker, the update prompt,
 * the rating outbox's replays, and the manifest link following the language.
 */
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
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

export function bootOffline(queryClient: QueryClient): void {
  void startPersisting(queryClient);
  registerServiceWorker();
  watchForUpdates();
  startOutboxRunner();
  followLanguage();
}
