/**
 * The page's side of the service worker (workbox-window), loaded after the first paint:
 * registers `/sw.js` (a module worker), tells when a new version is waiting, takes it when the
 * customer taps Reload (and reloads only then: a version taken by another tab never reloads this
 * one), checks for a new version every 30 minutes and when the app comes back to the foreground,
 * asks for Background Sync of the rating outbox, and hands the catalogue's photos to the worker.
 */
import { Workbox } from 'workbox-window';

type UpdateListener = (waiting: boolean) => void;

let wb: Workbox | null = null;
let waiting = false;
let reloadWhenControlled = false;
const listeners = new Set<UpdateListener>();
const CHECK_EVERY_MS = 30 * 60_000;

const supported = () =>
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function registerServiceWorker(): void {
  if (!supported() || wb) return;
  wb = new Workbox('/sw.js', { type: 'module' });
  wb.addEventListener('waiting', () => {
    waiting = true;
    for (const l of listeners) l(true);
  });
  wb.addEventListener('controlling', () => {
    if (reloadWhenControlled) window.location.reload();
  });
  void wb.register().catch(() => undefined);
  const check = () => void wb?.update().catch(() => undefined);
  window.setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Calls back whenever a new version is waiting (at once if one already is). */
export function onUpdateWaiting(listener: UpdateListener): () => void {
  listeners.add(listener);
  if (waiting) listener(true);
  return () => listeners.delete(listener);
}

/** Takes the waiting version and reloads into it. */
export function applyUpdate(): void {
  if (!wb || !waiting) {
    window.location.reload();
    return;
  }
  reloadWhenControlled = true;
  wb.messageSkipWaiting();
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks the browser to wake the worker for `tag` when it has a connection; false where it cannot. */
export async function requestBackgroundSync(tag: string): Promise<boolean> {
  if (!supported()) return false;
  try {
    const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
    if (!registration.sync) return false;
    await registration.sync.register(tag);
    return true;
  } catch {
    return false;
  }
}

/** Hands image URLs to the worker to keep for offline use. */
export function warmImages(urls: string[]): void {
  if (!supported() || !urls.length) return;
  void navigator.serviceWorker.ready.then((r) => r.active?.postMessage({ type: 'WARM_IMAGES', urls }));
}
