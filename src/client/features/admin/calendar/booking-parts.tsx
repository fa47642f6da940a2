/**
 * A booking's time as the stylist lives it, drawn over its block: a processing gap (a colour
 * developing: the client stays, the stylist is free) hatched, and a button there that books
 * another client into it; the clean-up after the visit shaded below the block. Placed by minutes
 * on the grid's cells, in the booking's lane.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import { processingGaps } from '#shared/domain/service-time';
import { minutesToTime, timeToMinutes } from '#shared/domain/slots';
import { clockTime } from '#shared/salon-time';
import styles from './calendar.module.css';
import { CELLS, type CellWindow, cellMinutes } from './calendar-grid';

type Lane = { lane: number; lanes: number };

/** Where minutes [from, to) of the day fall in the window: a row, an offset into it and a height. */
function placed(from: number, to: number, win: CellWindow, lane: Lane): CSSProperties | null {
  const step = cellMinutes();
  const first = timeToMinutes(CELLS[win.start]!);
  const last = timeToMinutes(CELLS[win.end - 1]!) + step;
  const a = Math.max(from, first);
  const b = Math.min(to, last);
  if (b <= a) return null;
  const row = Math.floor((a - first) / step);
  return {
    gridRow: `${row + 1} / span 1`,
    marginTop: `calc(var(--cell-h) * ${(a - first - row * step) / step})`,
    height: `calc(var(--cell-h) * ${(b - a) / step})`,
    marginLeft: `calc(100% * ${lane.lane} / ${lane.lanes})`,
    width: `calc(100% / ${lane.lanes})`,
  };
}

export function BookingParts({
  booking: b,
  win,
  lane,
  onGap,
}: {
  booking: CalendarBooking;
  win: CellWindow;
  lane: Lane;
  /** A tap inside a gap: a new booking from that time (day view, with the desk's sheet). */
  onGap?: (time: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const parts = b.parts ?? [];
  if (b.status === 'cancelled' || parts.length === 0) return null;
  const start = timeToMinutes(b.time);
  const gaps = processingGaps(b.duration_minutes, parts);
  const buffer = parts.find((p) => p.kind === 'buffer');
  const step = cellMinutes();
  return (
    <>
      {gaps.map((g) => {
        const style = placed(start + g.start, start + g.end, win, lane);
        if (!style) return null;
        // the first start of the grid inside the gap
        const from = Math.ceil((start + g.start) / step) * step;
        const time = minutesToTime(from);
        const label = t('calendar.gap', {
          from: clockTime(i18n.language, minutesToTime(start + g.start)),
          to: clockTime(i18n.language, minutesToTime(start + g.end)),
        });
        return onGap && from < start + g.end ? (
          <button
            key={g.start}
            type="button"
            className={styles.gap}
            style={style}
            data-gap-of={b.id}
            onClick={() => onGap(time)}
            aria-label={`${label}. ${t('calendar.gapBook', { time: clockTime(i18n.language, time) })}`}
          >
            <span className={styles.gapLabel} aria-hidden="true">
              {t('calendar.gapShort')}
            </span>
          </button>
        ) : (
          <div key={g.start} className={styles.gap} style={style} data-gap-of={b.id} title={label}>
            <span className="visually-hidden">{label}</span>
          </div>
        );
      })}
      {buffer
        ? (() => {
            const style = placed(start + buffer.start, start + buffer.end, win, lane);
            return style ? (
              <div
                className={styles.cleanUp}
                style={style}
                data-clean-up-of={b.id}
                title={t('calendar.cleanUp', { minutes: buffer.end - buffer.start })}
                aria-hidden="true"
              />
            ) : null;
          })()
        : null}
    </>
  );
}
