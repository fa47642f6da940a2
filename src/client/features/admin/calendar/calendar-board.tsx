/**
 * The calendar's grid with what moves it: the window pager (all stylists, day view), the swipe
 * area (a swipe changes the day or week; a press on a booking may start a drag), the grid sliding
 * in from the side it came from, and the hint under it.
 */
import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StylistBlock } from '#shared/contract/front-desk';
import { LoadState } from '../../../components/load-state';
import styles from './calendar.module.css';
import { type CalendarView, windowStarts } from './calendar-grid';
import { type GridColumn, TimeGrid } from './time-grid';
import type { useCalendarWindow } from './use-calendar-window';
import { useOverflowing } from './use-grid-input';
import { useSwipe } from './use-swipe';
import { WindowPager } from './window-pager';

type Props = {
  view: CalendarView;
  date: string;
  stylistId: number;
  shown: ReturnType<typeof useCalendarWindow>;
  /** A press on a booking may become a drag (use-drag-move.ts); a swipe then changes nothing. */
  drag: { onPointerDown: (e: PointerEvent) => void; busy: () => boolean };
  /** Nothing loaded yet for the day or week shown. */
  loading: boolean;
  columns: GridColumn[];
  now: number | null;
  onOpen: (id: number) => void;
  onCell?: (column: GridColumn, time: string) => void;
  onBlock: (block: StylistBlock) => void;
};

export function CalendarBoard({ view, date, stylistId, shown, drag, columns, ...p }: Props) {
  const { t } = useTranslation('admin');
  const swipe = useSwipe((d) => {
    if (!drag.busy()) shown.step(d);
  });
  const { ref: scrollRef, overflowing } = useOverflowing<HTMLDivElement>();
  const allStylists = stylistId === 0;
  return (
    <>
      {view === 'day' && allStylists ? (
        <WindowPager
          page={shown.page}
          onPage={shown.setPage}
          showAll={shown.showAll}
          onShowAll={shown.setShowAll}
          pages={windowStarts().length}
          win={shown.win}
        />
      ) : null}
      <div
        ref={scrollRef}
        className={`${styles.scroller} ${overflowing ? '' : styles.swipeOnly}`}
        {...swipe}
        onPointerDown={(e) => {
          swipe.onPointerDown(e);
          drag.onPointerDown(e);
        }}
        data-testid="calendar-swipe-area"
      >
        <div
          key={`${view}-${date}-${stylistId}`}
          className={shown.slide ? styles[`slide_${shown.slide}`] : undefined}
        >
          {p.loading ? (
            <LoadState loadingLabel={t('common.loading')} loading error={null} />
          ) : (
            <TimeGrid
              week={view === 'week'}
              columns={columns}
              win={shown.win}
              mode={view === 'week' && allStylists ? 'chips' : 'span'}
              now={p.now}
              showStylist={view === 'week'}
              onOpen={p.onOpen}
              onCell={p.onCell}
              onBlock={p.onBlock}
              onMore={shown.openDayAt}
            />
          )}
        </div>
      </div>
      <p className={styles.swipeHint}>
        {view === 'week' ? t('calendar.swipeHintWeek') : t('calendar.swipeHint')}
      </p>
    </>
  );
}
