/**
 * What the calendar has open over its grid: a booking's details, the new-booking sheet (and the
 * booking it would make, drawn on the grid), a block of time, a booking being moved, and the undo
 * bar after a move.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CalendarBooking } from '#shared/contract/back-office';
import type { StylistBlock } from '#shared/contract/front-desk';
import type { BlockPreset } from './block-sheets';
import type { BookingDraft } from './booking-draft';
import type { MoveTarget } from './move-sheet';
import type { NewBookingPreset } from './new-booking-sheet';
import type { UndoMove } from './undo-move-bar';

export function useCalendarSheets() {
  const [openId, setOpenId] = useState<number | null>(null);
  const [newBooking, setNewBooking] = useState<NewBookingPreset | null>(null);
  const [blockPreset, setBlockPreset] = useState<BlockPreset | null>(null);
  const [openBlock, setOpenBlock] = useState<StylistBlock | null>(null);
  const [moving, setMoving] = useState<{ id: number; target: MoveTarget | null } | null>(null);
  const [undo, setUndo] = useState<UndoMove | null>(null);
  const [draft, setDraft] = useState<BookingDraft | null>(null);
  const [sheetDock, setSheetDock] = useState<'left' | 'right'>('right');
  /** Opens the new-booking sheet on the side away from the stylist's column, which it draws on. */
  const openNewBooking = (preset: NewBookingPreset) => {
    const column = document.querySelector(`[data-column-key="${preset.stylistId}"]`);
    const box = column?.getBoundingClientRect();
    setSheetDock(box && box.left + box.width / 2 > window.innerWidth / 2 ? 'left' : 'right');
    setNewBooking(preset);
  };
  const endUndo = useCallback(() => setUndo(null), []);
  return {
    openId,
    setOpenId,
    newBooking,
    setNewBooking,
    openNewBooking,
    sheetDock,
    blockPreset,
    setBlockPreset,
    openBlock,
    setOpenBlock,
    moving,
    setMoving,
    undo,
    setUndo,
    endUndo,
    draft,
    setDraft,
  };
}

export type CalendarSheetsState = ReturnType<typeof useCalendarSheets>;

/**
 * The bookings the open sheets are about, among those loaded: the one whose details are open
 * (whether it has started, by the salon's time now) and the one being moved. Details close when
 * their booking is no longer there once the calendar has loaded.
 */
export function useSheetBookings(
  sheets: CalendarSheetsState,
  loaded: { bookings: readonly CalendarBooking[]; pending: boolean; today: string; minutes: number },
) {
  const { openId, setOpenId, moving } = sheets;
  const { bookings, pending, today, minutes } = loaded;
  const open = bookings.find((b) => b.id === openId) ?? null;
  const moved = moving ? (bookings.find((b) => b.id === moving.id) ?? null) : null;
  const started = (b: { date: string; time: string }) =>
    b.date < today ||
    (b.date === today && Number(b.time.slice(0, 2)) * 60 + Number(b.time.slice(3)) <= minutes);
  useEffect(() => {
    if (openId !== null && !pending && !open) setOpenId(null);
  }, [openId, open, pending, setOpenId]);
  return { open, started: open ? started(open) : false, moved };
}
