/**
 * Toasts as docs/product.md §4 says: at most 20 at once, success 2 s, error and others 4 s, loading
 * until dismissed; admin toasts for 4 s.
 *
 * They are placed away from focus: below the header (never over its Language and Account
 * buttons), and inside the topmost dialog while one is open (the page behind it is inert). A toast
 * element itself is not a live region (one that appears with its text is often not heard); each
 * new toast is spoken through the persistent live regions instead: errors assertively.
 */
import { Toasts } from '../components/toasts';
import { useTopDialog } from '../lib/open-dialogs';

export function Toaster() {
  const dialogOpen = useTopDialog() !== null;
  return dialogOpen ? null : <Toasts />;
}
