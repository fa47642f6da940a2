/**
 * The wizard's life beyond one page view:
 * - its draft is saved as the customer makes choices (use-draft-saving.ts) and restored on the
 *   next start (after a reload, an app restart or an offline start), where it stopped
 *   (wizard-state.ts, resumeDraft);
 *   a booking back from a failed or cancelled payment reopens at checkout instead;
 * - past the first step (or while a booking is being sent) it counts as a booking in progress, so
 *   the update prompt waits;
 * - when the connection returns, the free times and free stylists are fetched afresh.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { setBookingActivity } from '../../lib/booking-activity';
import { useOnline } from '../../lib/online';
import type { PendingBooking } from './pending-booking';
import { maySaveExist } from './pending-known';
import { pendingBooking, useDraftSaving } from './use-draft-saving';
import { isDraftWorthKeeping, resumeDraft, type WizardAction, type WizardState } from './wizard-state';

type Options = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  returned: PendingBooking | null;
  /** A booking back from payment, found in IndexedDB after the first render. */
  onReturned: (pending: PendingBooking) => void;
  /** The wizard's state for a booking back from payment. */
  atCheckout: (pending: PendingBooking) => WizardState;
  busy: boolean;
  /** The step the page's URL names on a reload (0 when none): a draft saved there continues there. */
  reloadedAt: number;
  /** The first step handed its state on (wizard-start.tsx): it is the customer's, nothing to restore. */
  handedOver: boolean;
};

function refreshAvailability(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['slots'] });
  void queryClient.invalidateQueries({ queryKey: ['stylists-available'] });
}

/**
 * Wires the wizard's draft, activity and reconnection; returns the dispatch for the customer's
 * actions and whether the saved draft has been looked at yet.
 */
export function useOfflineWizard({
  state,
  dispatch,
  returned,
  onReturned,
  atCheckout,
  busy,
  reloadedAt,
  handedOver,
}: Options) {
  const { dispatch: touch, touched } = useDraftSaving(state, dispatch, handedOver);
  const [restored, setRestored] = useState(() => handedOver || Boolean(returned) || !maySaveExist());
  const queryClient = useQueryClient();
  const online = useOnline();
  const wasOffline = useRef(!online);

  // restore what IndexedDB holds, unless the customer has started choosing meanwhile
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render's values
  useEffect(() => {
    if (handedOver || returned || !maySaveExist()) return;
    let live = true;
    void (async () => {
      const { draftToRestore, loadBookingDraft } = await pendingBooking();
      const back = await draftToRestore();
      if (!live) return;
      if (touched.current) return setRestored(true);
      if (back) {
        onReturned(back);
        dispatch({ type: 'restore', state: atCheckout(back) });
        return setRestored(true);
      }
      const draft = await loadBookingDraft();
      if (live && !touched.current && draft && isDraftWorthKeeping(draft.state))
        dispatch({ type: 'restore', state: resumeDraft(draft.state, reloadedAt) });
      if (live) setRestored(true);
    })();
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (returned) void pendingBooking().then((p) => p.updatePendingBooking({ restoreAtCheckout: false }));
  }, [returned]);

  useEffect(() => setBookingActivity('wizard', state.step > 0 || busy), [state.step, busy]);
  useEffect(() => () => setBookingActivity('wizard', false), []);

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      refreshAvailability(queryClient);
    }
  }, [online, queryClient]);

  return { dispatch: touch, restored };
}
