/**
 * What the day view draws under and beside the bookings: a button on every cell (tap an empty
 * cell to book there; cells outside the stylist's shift are shaded, and still bookable by the
 * front desk), and blocked time (a break, training, time off) as a hatched band that opens its
 * sheet. The cells also name themselves (data-cell-time) so a dragged booking knows where it lands.
 */

import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { StylistBlock } from '#shared/contract/front-desk';
import { minutesToTime, timeToMinutes } from '#shared/domain/slots';
import { clockTime } from '#shared/salon-time';
import { CELLS, type CellWindow, cellIndex } from './calendar-grid';
import styles from './front-desk.module.css';
import type { GridColumn } from './grid-column';

export function EmptyCells({
  column,
  win,
  onCell,
}: {
  column: GridColumn;
  win: CellWindow;
  onCell?: (column: GridColumn, time: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const cells = CELLS.slice(win.start, win.end);
  return (
    <>
      {cells.map((time, i) => {
        const off = column.working ? !column.working.has(time) : false;
        const style: CSSProperties = { gridRow: `${i + 1} / span 1` };
        const cls = `${styles.cell} ${off ? styles.offShift : ''}`;
        if (!onCell || column.stylistId === undefined)
          return <div key={time} className={cls} style={style} data-cell-time={time} aria-hidden="true" />;
        return (
          <button
            key={time}
            type="button"
            className={cls}
            style={style}
            data-cell-time={time}
            onClick={() => onCell(column, time)}
            aria-label={t('frontDesk.create.cellLabel', {
              name: column.label,
              time: clockTime(i18n.language, time),
            })}
          >
            {off ? <span className="visually-hidden">{t('frontDesk.offShift')}</span> : null}
          </button>
        );
      })}
    </>
  );
}

export function BlockedTime({
  blocks,
  win,
  onBlock,
}: {
  blocks: readonly StylistBlock[];
  win: CellWindow;
  onBlock?: (b: StylistBlock) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  return (
    <>
      {blocks.map((b) => {
        const from = Math.max(cellIndex(b.start_time), win.start);
        const endIndex = b.end_time > CELLS[CELLS.length - 1]! ? CELLS.length : cellIndex(b.end_time);
        const to = Math.min(endIndex, win.end);
        if (to <= from) return null;
        const label = `${t(`frontDesk.block.reason.${b.reason}`)} · ${clockTime(i18n.language, b.start_time)} – ${clockTime(i18n.language, b.end_time)}`;
        return (
          <button
            key={b.id}
            type="button"
            className={styles.blocked}
            style={{ gridRow: `${from - win.start + 1} / span ${to - from}` }}
            onClick={() => onBlock?.(b)}
            data-block-id={b.id}
          >
            <span className={styles.blockedReason}>{t(`frontDesk.block.reason.${b.reason}`)}</span>
            <span className="visually-hidden">{label}</span>
          </button>
        );
      })}
    </>
  );
}

/**
 * The booking the open new-booking sheet would make: its range on the stylist's column, marked
 * when it runs into a booking or a break. Drawn under the sheet's own summary, which says the same
 * in words, so it is hidden from screen readers.
 */
export function DraftRange({
  draft,
  win,
}: {
  draft: { time: string; minutes: number; overlaps: boolean };
  win: CellWindow;
}) {
  const { t, i18n } = useTranslation('admin');
  const start = cellIndex(draft.time);
  const span = Math.max(1, Math.ceil(draft.minutes / 30));
  const from = Math.max(start, win.start);
  const to = Math.min(start + span, win.end);
  if (to <= from) return null;
  const end = minutesToTime(timeToMinutes(draft.time) + Math.max(draft.minutes, 30));
  return (
    <div
      className={`${styles.draft} ${draft.overlaps ? styles.draftOverlap : ''}`}
      style={{ gridRow: `${from - win.start + 1} / span ${to - from}` }}
      data-testid="booking-draft"
      data-overlaps={draft.overlaps}
      aria-hidden="true"
    >
      <span className={styles.draftLabel}>
        {t('frontDesk.create.draftLabel', {
          from: clockTime(i18n.language, draft.time),
          to: clockTime(i18n.language, end),
        })}
      </span>
      {draft.overlaps ? (
        <span className={styles.draftWarn}>⚠ {t('frontDesk.create.draftOverlap')}</span>
      ) : null}
    </div>
  );
}
