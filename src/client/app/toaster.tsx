/**
 * Toasts as spec section 4 says: at most 20 at once, success 2 s, error and others 4 s, loading
 * until dismissed; admin toasts top-right for 4 s.
 */
import { useEffect } from 'react';
import toast, { Toaster as HotToaster, useToasterStore } from 'react-hot-toast';
import { useLocation } from 'react-router-dom';

export const TOAST_LIMIT = 20;

function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const beyond = toasts.filter((t) => t.visible).slice(limit);
    for (const t of beyond) toast.dismiss(t.id);
  }, [toasts, limit]);
}

export function Toaster() {
  const admin = useLocation().pathname.startsWith('/admin');
  useToastLimit(TOAST_LIMIT);
  return (
    <HotToaster
      position={admin ? 'top-right' : 'top-center'}
      toastOptions={
        admin
          ? { duration: 4000, success: { duration: 4000 } }
          : {
              duration: 4000,
              success: { duration: 2000 },
              error: { duration: 4000 },
              loading: { duration: Number.POSITIVE_INFINITY },
            }
      }
    />
  );
}
