/**
 * The wizard's draft is saved in IndexedDB a moment after each of the customer's choices (and at
 * once when the page is left right after one), so a reload, an app restart or an offline start
 * continues where they were. Only the customer's own choices count: a draft being restored is not
 * saved back.
 */
import { type Dispatch, type RefObject, useCallback, useEffect, useRef } from 'react';
import { isDraftWorthKeeping, type WizardAction, type WizardState } from './wizard-choices';

const SAVE_AFTER_MS = 300;
/** IndexedDB and the pending booking's code load on first use, after the first paint. */
export const pendingBooking = () => import('./pending-booking');

/**
 * Returns the dispatch for the customer's actions (each one marks the draft as theirs) and
 * whether they have made a choice yet. `chosen`: the customer has already made choices (the first
 * step hands its draft on to the rest of the wizard).
 */
export function useDraftSaving(
  state: WizardState,
  dispatch: Dispatch<WizardAction>,
  chosen = false,
): { dispatch: Dispatch<WizardAction>; touched: RefObject<boolean> } {
  const touched = useRef(chosen);

  useEffect(() => {
    if (!touched.current) return;
    let saved = false;
    const save = () => {
      if (saved) return;
      saved = true;
      void pendingBooking().then((p) => p.saveBookingDraft(isDraftWorthKeeping(state) ? state : null));
    };
    const id = window.setTimeout(save, SAVE_AFTER_MS);
    // leaving the page right after a tap still keeps it
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(id);
      window.removeEventListener('pagehide', save);
    };
  }, [state]);

  const touch = useCallback(
    (action: WizardAction) => {
      touched.current = true;
      dispatch(action);
    },
    [dispatch],
  );
  return { dispatch: touch, touched };
}
