/**
 * Undo after a move, for 10 seconds. Not a toast: a bar of the calendar page whose live region is
 * there from the start (so its message is spoken when it appears), with a real Undo button in the
 * page's tab order. The 10 seconds stop while a pointer or the keyboard focus is on the bar, so
 * nobody loses the Undo while reaching for it, and start again when they leave it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoveBookingRequest } from '#shared/contract/front-desk';
import { Button } from '../../../components/button';
import { toast } from '../../../lib/toast';
import { adminCallWithMessage, errorText } from '../lib/admin-api';
import styles from './front-desk.module.css';

export const UNDO_MS = 10_000;

/** A move just made: what the server said, and the call that puts the booking back. */
export type UndoMove = { message: string; back: MoveBookingRequest };

export function UndoMoveBar({ move, onDone }: { move: UndoMove | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [held, setHeld] = useState(false);
  const [busy, setBusy] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!move || held) return;
    const timer = window.setTimeout(onDone, UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [move, held, onDone]);
  const undo = async () => {
    if (!move) return;
    setBusy(true);
    try {
      await adminCallWithMessage('bookingMove', move.back);
      toast.success(t('frontDesk.move.undone'));
    } catch (e) {
      toast.error(errorText(e, t('frontDesk.move.undoFailed')));
    } finally {
      setBusy(false);
      setHeld(false);
      onDone();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'booking-history'] });
    }
  };
  return (
    // the live region stays in the page, empty, so that the message written into it is heard; the
    // bar's handlers only hold the 10 seconds while it is pointed at or focused (its button acts)
    // biome-ignore lint/a11y/noStaticElementInteractions: nothing happens on the bar itself
    <div
      ref={bar}
      className={move ? styles.undoBar : undefined}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(bar.current?.contains(document.activeElement) ?? false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!bar.current?.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <p role="status" className={move ? styles.undoText : 'visually-hidden'}>
        {move ? (
          <>
            {move.message}
            <span className="visually-hidden"> {t('frontDesk.move.undoHint')}</span>
          </>
        ) : null}
      </p>
      {move ? (
        <Button variant="secondary" busy={busy} onClick={() => void undo()}>
          {t('frontDesk.move.undo')}
        </Button>
      ) : null}
    </div>
  );
}
