/**
 * The grid both views draw: a time column and one column per stylist (day view) or per date (week
 * view), rows of half-hour cells. Bookings span the cells they cover ('span'), or, in the week view
 * with all stylists, sit in their start cell with a count when several start together ('chips').
 * The now-line crosses the columns of today.
 */

import { type CSSProperties, Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { StylistBlock } from '#shared/contract/front-desk';
import { clockTime } from '#shared/salon-time';
import { BookingBlock, STATUS_SYMBOL } from './booking-block';
import { BookingParts } from './booking-parts';
import styles from './calendar.module.css';
import { byStartCell, CELLS, type CellWindow, placeBookings } from './calendar-grid';
import type { GridColumn } from './grid-column';
import { BlockedTime, DraftRange, EmptyCells } from './grid-extras';

export type { GridColumn } from './grid-column';

type Props = {
  week: boolean;
  columns: GridColumn[];
  win: CellWindow;
  mode: 'span' | 'chips';
  now: number | null;
  showStylist: boolean;
  onOpen: (id: number) => void;
  onMore?: (columnKey: string, cell: number) => void;
  /** A tap on an empty cell (day view): a new booking there. */
  onCell?: (column: GridColumn, time: string) => void;
  onBlock?: (block: StylistBlock) => void;
};

function Chips({
  column,
  win,
  onOpen,
  onMore,
}: { column: GridColumn; win: CellWindow } & Pick<Props, 'onOpen' | 'onMore'>) {
  const { t } = useTranslation('admin');
  const cells = byStartCell(column.bookings);
  return (
    <>
      {[...cells.entries()]
        .filter(([i]) => i >= win.start && i < win.end)
        .map(([i, list]) => {
          const style: CSSProperties = { gridRow: `${i - win.start + 1} / span 1` };
          if (list.length === 1)
            return (
              <BookingBlock
                key={list[0]!.id}
                booking={list[0]!}
                onOpen={onOpen}
                compact
                showStylist
                style={style}
              />
            );
          return (
            <button
              key={`more-${i}`}
              type="button"
              className={styles.more}
              style={style}
              onClick={() => onMore?.(column.key, i)}
            >
              <span className={styles.blockName}>{t('calendar.bookingCount', { count: list.length })}</span>
              <span className={styles.moreSymbols} aria-hidden="true">
                {list.map((b) => (
                  <span key={b.id} className={styles[`sym_${b.status}`]}>
                    {STATUS_SYMBOL[b.status]}
                  </span>
                ))}
              </span>
            </button>
          );
        })}
    </>
  );
}

function Spans({
  column,
  win,
  onOpen,
  onCell,
  showStylist,
}: { column: GridColumn; win: CellWindow } & Pick<Props, 'onOpen' | 'onCell' | 'showStylist'>) {
  // a processing gap books another client with this stylist (the day view's desk)
  const onGap = onCell && column.stylistId !== undefined ? (time: string) => onCell(column, time) : undefined;
  return (
    <>
      {placeBookings(column.bookings, win).map((p) => (
        <Fragment key={p.item.id}>
          <BookingBlock
            booking={p.item}
            onOpen={onOpen}
            span={p.span}
            continuesBefore={p.continuesBefore}
            continuesAfter={p.continuesAfter}
            showStylist={showStylist}
            style={{
              gridRow: `${p.row} / span ${p.span}`,
              marginLeft: `calc(100% * ${p.lane} / ${p.lanes})`,
              width: `calc(100% / ${p.lanes})`,
            }}
          />
          <BookingParts booking={p.item} win={win} lane={p} onGap={onGap} />
        </Fragment>
      ))}
    </>
  );
}

export function TimeGrid({
  week,
  columns,
  win,
  mode,
  now,
  showStylist,
  onOpen,
  onMore,
  onCell,
  onBlock,
}: Props) {
  const { t, i18n } = useTranslation('admin');
  const cells = CELLS.slice(win.start, win.end);
  const vars = { '--cols': columns.length, '--rows': cells.length } as CSSProperties;
  const nowStyle = now === null ? undefined : ({ top: `calc(var(--cell-h) * ${now})` } as CSSProperties);
  return (
    <div className={`${styles.grid} ${week ? styles.weekGrid : ''}`} style={vars} data-grid>
      <div className={styles.headRow}>
        <div className={styles.corner}>{t('calendar.time')}</div>
        {columns.map((c) => (
          <div key={c.key} className={`${styles.colHead} ${c.highlight ? styles.colHeadToday : ''}`}>
            {c.header}
          </div>
        ))}
      </div>
      <div className={styles.body}>
        <div className={styles.timeCol} aria-hidden="true">
          {cells.map((time) => (
            <div key={time} className={styles.timeCell}>
              {clockTime(i18n.language, time)}
            </div>
          ))}
          {nowStyle && columns.some((c) => c.today) ? (
            <span className={styles.nowTag} style={nowStyle}>
              {t('calendar.now')}
            </span>
          ) : null}
        </div>
        {columns.map((c) => (
          // a named group, not a region: seven days (or a column per stylist) of landmarks would
          // bury the page's own few; a group still says whose column a booking is in
          // biome-ignore lint/a11y/useSemanticElements: a column of bookings and free cells, not a form's fieldset
          <div
            key={c.key}
            role="group"
            className={`${styles.col} ${c.highlight ? styles.colToday : ''}`}
            aria-label={c.label}
            data-column-key={c.key}
          >
            <EmptyCells column={c} win={win} onCell={onCell} />
            {c.blocks?.length ? <BlockedTime blocks={c.blocks} win={win} onBlock={onBlock} /> : null}
            {mode === 'chips' ? (
              <Chips column={c} win={win} onOpen={onOpen} onMore={onMore} />
            ) : (
              <Spans column={c} win={win} onOpen={onOpen} onCell={onCell} showStylist={showStylist} />
            )}
            {c.draft ? <DraftRange draft={c.draft} win={win} /> : null}
            {c.today && nowStyle ? (
              <div className={styles.nowLine} style={nowStyle} aria-hidden="true" />
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
