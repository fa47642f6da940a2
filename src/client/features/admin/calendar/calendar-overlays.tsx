/**
 * What opens over the calendar's grid: a booking's details, the new-booking sheet, the sheets of
 * blocked time, the move sheet and its undo bar, the ghost that follows a dragged booking, and the
 * Add Time Slots dialog (opened from the URL).
 */
import type { CalendarBooking } from '#shared/contract/back-office';
import type { Stylist } from '#shared/contract/stylists';
import { AddSlotsModal } from './add-slots-modal';
import { AddBlockSheet, BlockSheet } from './block-sheets';
import { BookingDetailsModal } from './booking-details-modal';
import fd from './front-desk.module.css';
import { MoveSheet } from './move-sheet';
import { NewBookingSheet } from './new-booking-sheet';
import { UndoMoveBar } from './undo-move-bar';
import type { CalendarSheetsState } from './use-calendar-sheets';
import type { DragState } from './use-drag-move';

type Props = {
  sheets: CalendarSheetsState;
  /** The booking whose details are open, and whether it has started (the salon's time now). */
  open: CalendarBooking | null;
  started: boolean;
  /** The booking being moved. */
  moved: CalendarBooking | null;
  online: boolean;
  stylists: Stylist[];
  activeStylists: Stylist[];
  /** The new-booking sheet's booking overlaps another or a block. */
  overlaps: boolean;
  drag: DragState;
  /** The Add Time Slots dialog is open (the URL says so), from which date, for which stylist (0: all). */
  addSlots: boolean;
  onCloseAddSlots: () => void;
  slotsFrom: string;
  stylistId: number;
};

export function CalendarOverlays({ sheets: s, stylists, online, drag, ...p }: Props) {
  return (
    <>
      <BookingDetailsModal
        booking={p.open}
        started={p.started}
        readOnly={!online}
        onClose={() => s.setOpenId(null)}
        onMove={(b) => {
          s.setOpenId(null);
          s.setMoving({ id: b.id, target: null });
        }}
      />
      <NewBookingSheet
        preset={s.newBooking}
        stylists={stylists}
        onClose={() => s.setNewBooking(null)}
        onDraft={s.setDraft}
        overlaps={p.overlaps}
        dock={s.sheetDock}
      />
      <AddBlockSheet preset={s.blockPreset} stylists={stylists} onClose={() => s.setBlockPreset(null)} />
      <BlockSheet
        block={s.openBlock}
        stylistName={stylists.find((x) => x.id === s.openBlock?.stylist_id)?.full_name ?? ''}
        readOnly={!online}
        onClose={() => s.setOpenBlock(null)}
      />
      <MoveSheet
        booking={p.moved}
        target={s.moving?.target ?? null}
        stylists={stylists}
        onClose={() => s.setMoving(null)}
        onMoved={s.setUndo}
      />
      <UndoMoveBar move={s.undo} onDone={s.endUndo} />
      {drag ? (
        <div className={fd.dragGhost} style={{ left: drag.x, top: drag.y }} aria-hidden="true">
          {drag.label}
        </div>
      ) : null}
      <AddSlotsModal
        open={p.addSlots}
        onClose={p.onCloseAddSlots}
        stylists={p.activeStylists}
        startDate={p.slotsFrom}
        presetStylist={p.stylistId}
      />
    </>
  );
}
