/**
 * Whether the phone has a connection, as TanStack Query's online manager knows it (it pauses
 * queries without one and resumes them when it returns). Starts from `navigator.onLine`, so an
 * offline start is known at once rather than at the first failed request.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export function startOnlineTracking(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);

/** True while the phone has a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
