/**
 * Whether the calendar's last call reached the server. A tablet can lose the salon's server without
 * the browser noticing (the Wi-Fi stays up, no "offline" event): the calendar then counts as
 * offline too, shows its banner and hides what needs the server, and asks again every few seconds
 * so Book comes back as soon as a call gets through.
 */
import { useSyncExternalStore } from 'react';
import { useOnline } from '../../../lib/online';

/** How often the calendar asks again while the server cannot be reached. */
export const RETRY_UNREACHABLE_MS = 5_000;

let unreachable = false;
const listeners = new Set<() => void>();

/** Records whether a call reached the server. */
export function reachedServer(ok: boolean): void {
  if (unreachable === !ok) return;
  unreachable = !ok;
  for (const l of listeners) l();
}

export const serverUnreachable = (): boolean => unreachable;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useServerUnreachable(): boolean {
  return useSyncExternalStore(subscribe, serverUnreachable, () => false);
}

/** Offline for the calendar: the browser says so, or the server could not be reached. */
export function useCalendarOnline(): boolean {
  const browserOnline = useOnline();
  const unreachable = useServerUnreachable();
  return browserOnline && !unreachable;
}
