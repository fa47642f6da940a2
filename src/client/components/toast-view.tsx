/**
 * The toasts on screen (see app/toaster.tsx for the rules): rendered by the page, or by the
 * topmost dialog while one is open, so they are never behind an inert backdrop.
 */
import { useEffect } from 'react';
import toast, { Toaster as HotToaster, useToasterStore } from 'react-hot-toast';
import { useLocation } from 'react-router-dom';
import { announce } from '../lib/announce';

/** Toasts already spoken (shared by every view: a toast moving into a dialog is not spoken again). */
const spoken = new Set<string>();

/** Speaks each new toast once, through the live regions: errors assertively. */
function useToastAnnouncer() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const t of toasts) {
      if (spoken.has(t.id)) continue;
      spoken.add(t.id);
      if (typeof t.message === 'string') announce(t.message, t.type === 'error' ? 'assertive' : 'polite');
    }
  }, [toasts]);
}

/** At most this many toasts on screen at once (docs/product.md §4). */
export const TOAST_LIMIT = 20;

function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const beyond = toasts.filter((t) => t.visible).slice(limit);
    for (const t of beyond) toast.dismiss(t.id);
  }, [toasts, limit]);
}

/** The toasts on screen; rendered by the page, or by the topmost dialog while one is open. */
export function ToastView({ inDialog = false }: { inDialog?: boolean }) {
  const admin = useLocation().pathname.startsWith('/admin');
  useToastAnnouncer();
  useToastLimit(TOAST_LIMIT);
  return (
    <HotToaster
      position={admin && !inDialog ? 'top-right' : 'top-center'}
      containerStyle={inDialog ? { top: 'var(--space-3)' } : { top: 'calc(var(--header-height) + 8px)' }}
      toastOptions={{
        ariaProps: { role: 'status', 'aria-live': 'off' },
        ...(admin
          ? { duration: 4000, success: { duration: 4000 } }
          : {
              duration: 4000,
              success: { duration: 2000 },
              error: { duration: 4000 },
              loading: { duration: Number.POSITIVE_INFINITY },
            }),
      }}
    />
  );
}
