/**
 * Installing the app: Chromium's `beforeinstallprompt` (caught by index.html's inline script
 * before the app starts, as `window.__tressInstall`, and later here), or on iOS, where there is no
 * prompt, short add-to-home-screen instructions. Nothing once the app runs installed.
 */
export type InstallOffer = 'prompt' | 'ios' | 'none';

type PromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };
type EarlyWindow = Window & { __tressInstall?: PromptEvent | null };

const listeners = new Set<() => void>();
let deferred: PromptEvent | null = null;
let watching = false;

/** iPhone and iPad Safari (iPadOS reports itself as a Mac with touch). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function watch(): void {
  if (watching) return;
  watching = true;
  const early = window as EarlyWindow;
  deferred = early.__tressInstall ?? null;
  const changed = () => {
    for (const l of listeners) l();
  };
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as PromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    early.__tressInstall = null;
    changed();
  });
}

export function installOffer(): InstallOffer {
  watch();
  if (isStandalone()) return 'none';
  if (deferred) return 'prompt';
  return isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0) ? 'ios' : 'none';
}

export function subscribeInstall(listener: () => void): () => void {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install prompt; the offer ends whatever the customer answers. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  (window as EarlyWindow).__tressInstall = null;
  for (const l of listeners) l();
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}
