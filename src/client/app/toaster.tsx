/**
 * Toasts as spec section 4 says: at most 20 at once, success 2 s, error and others 4 s, loading
 * until dismissed; admin toasts for 4 s.
 *
 * They are placed away from focus: below the header (never over its Language and Account
 * buttons), and inside the topmost dialog while one is open (the page behind it is inert). A toast
 * element itself is not a live region (one that appears with its text is often not heard); each
 * new toast is spoken through the persistent live regions instead: errors assertively.
 */
import { useEffect } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';
import { ToastView } from '../components/toast-view';
import { useTopDialog } from '../lib/open-dialogs';

export const TOAST_LIMIT = 20;

function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const beyond = toasts.filter((t) => t.visible).slice(limit);
    for (const t of beyond) toast.dismiss(t.id);
  }, [toasts, limit]);
}

export function Toaster() {
  useToastLimit(TOAST_LIMIT);
  const dialogOpen = useTopDialog() !== null;
  return dialogOpen ? null : <ToastView />;
}
