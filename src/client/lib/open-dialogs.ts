/**
 * How many modal dialogs are open. While one is, toasts show inside the topmost dialog (the page
 * behind it is inert: a toast there would be dimmed and unheard).
 */
import { useSyncExternalStore } from 'react';

let stack: symbol[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function pushDialog(): symbol {
  const id = Symbol('dialog');
  stack = [...stack, id];
  emit();
  return id;
}

export function popDialog(id: symbol): void {
  stack = stack.filter((d) => d !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The id of the topmost open dialog, or null. */
export function useTopDialog(): symbol | null {
  return useSyncExternalStore(
    subscribe,
    () => stack[stack.length - 1] ?? null,
    () => null,
  );
}
