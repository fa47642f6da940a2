/**
 * The app's toasts: react-hot-toast's `toast`, with its code (and the CSS-in-JS it brings) loaded on
 * the first toast rather than with the first page. Calls made before it arrives are kept in order
 * and shown as soon as it does; a toast is never lost.
 */
import type { Renderable, ToastOptions } from 'react-hot-toast';

type HotToast = typeof import('react-hot-toast').default;
type Message = Renderable;

let hot: HotToast | null = null;
let loading: Promise<HotToast> | null = null;
const waiting: ((t: HotToast) => void)[] = [];
const listeners = new Set<() => void>();

/** Loads the toast library (once); the toaster renders from then on. */
export function loadToasts(): Promise<HotToast> {
  loading ??= import('react-hot-toast').then((m) => {
    hot = m.default;
    for (const call of waiting.splice(0)) call(hot);
    for (const listener of listeners) listener();
    return hot;
  });
  return loading;
}

function run(call: (t: HotToast) => void): void {
  if (hot) {
    call(hot);
    return;
  }
  waiting.push(call);
  void loadToasts();
}

/** True once something asked for the library (a toast was shown or is waiting). */
export const toastsRequested = () => loading !== null;

/** True once the library is here (for `useSyncExternalStore`). */
export const toastsLoaded = () => hot !== null;

export function subscribeToastsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toast = Object.assign(
  (message: Message, options?: ToastOptions) => run((t) => t(message, options)),
  {
    success: (message: Message, options?: ToastOptions) => run((t) => t.success(message, options)),
    error: (message: Message, options?: ToastOptions) => run((t) => t.error(message, options)),
    // nothing shown and nothing waiting: nothing to dismiss, and no reason to load the library
    dismiss: (id?: string) => {
      if (hot || waiting.length) run((t) => t.dismiss(id));
    },
  },
);
