/**
 * Where toasts appear: rendered by the page, or by the topmost dialog while one is open (see
 * app/toaster.tsx for the rules). Nothing until the first toast loads the library (lib/toast.ts).
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastsLoaded, toastsLoaded } from '../lib/toast';

const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })));

export function Toasts({ inDialog = false }: { inDialog?: boolean }) {
  const loaded = useSyncExternalStore(subscribeToastsLoaded, toastsLoaded, () => false);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastView inDialog={inDialog} />
    </Suspense>
  );
}
