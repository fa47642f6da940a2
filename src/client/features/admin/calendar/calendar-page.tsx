/**
 * The calendar, the front desk's main screen (docs/product.md §2). Day view: one column per stylist, 8
 * cells of the salon's grid at a time with all stylists (Earlier / Later, or all times), every cell for one
 * person. Week view: Monday to Sunday. Swipe left/right (or the arrows) to change the day or week;
 * tap a booking for its details and status. The front desk books here too: tap an empty cell (or New
 * booking, or Walk-in), drag a booking to move it, block a stylist's time. The calendar follows the
 * server's event stream, and offline shows the last loaded copy, read-only, under a banner.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import type { StylistBlock } from '#shared/contract/front-desk';
import { weekDates, weekdayDate } from '#shared/salon-time';
import { Link } from '../../../components/app-link';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { LoadState } from '../../../components/load-state';
import { useOnline } from '../../../lib/online';
import { errorText } from '../lib/admin-api';
import { useDocTitle } from '../lib/use-doc-title';
import { useSalonClock } from '../lib/use-salon';
import pageStyles from '../ui/page.module.css';
import { WaitlistButton } from '../waitlist/waitlist-panel';
import { AddSlotsModal } from './add-slots-modal';
import { AddBlockSheet, type BlockPreset, BlockSheet } from './block-sheets';
import { BookingDetailsModal } from './booking-details-modal';
import { type BookingDraft, draftOverlaps } from './booking-draft';
import styles from './calendar.module.css';
import { type CalendarView, nowOffset, stepDate, visibleWindow, windowStarts } from './calendar-grid';
import { CalendarStatusBar } from './calendar-status-bar';
import { CalendarToolbar } from './calendar-toolbar';
import fd from './front-desk.module.css';
import { MoveSheet, type MoveTarget } from './move-sheet';
import { type NewBookingPreset, NewBookingSheet } from './new-booking-sheet';
import { OfflineCalendarBanner } from './offline-calendar-banner';
import { useServerUnreachable } from './server-reach';
import { DateHeader, stylistColumns } from './stylist-columns';
import { type GridColumn, TimeGrid } from './time-grid';
import { type UndoMove, UndoMoveBar } from './undo-move-bar';
import { useCalendarDays, useCalendarExtras, useStylists, useWeekAhead } from './use-calendar-data';
import { useCalendarHours } from './use-calendar-hours';
import { useCalendarParams } from './use-calendar-params';
import { useDragMove } from './use-drag-move';
import { useArrowKeys, useOverflowing } from './use-grid-input';
import { useLiveUpdates } from './use-live-updates';
import { useSwipe } from './use-swipe';
import { currentCell, firstFreeStylist } from './walk-in';
import { WindowPager } from './window-pager';

const ALL_TIMES_KEY = 'tress.admin.calendar.allTimes';

export function CalendarPage() {
  const { t, i18n } = useTranslation('admin');
  useDocTitle(t('calendar.title'));
  useCalendarHours();
  const { today, minutes } = useSalonClock();
  const { date, view, stylistId, addSlots, update } = useCalendarParams(today);
  const [page, setPage] = useState(0);
  const [showAll, setShowAll] = useState(() => localStorage.getItem(ALL_TIMES_KEY) === 'true');
  const [openId, setOpenId] = useState<number | null>(null);
  const [slide, setSlide] = useState<'next' | 'prev' | null>(null);
  const stylistsQuery = useStylists();
  const stylists = stylistsQuery.data?.stylists ?? [];
  const activeStylists = stylists.filter((s) => s.is_active);
  const dates = useMemo(() => (view === 'week' ? weekDates(date) : [date]), [view, date]);
  const days = useCalendarDays(dates, stylistId, today);
  // offline: the browser says so, or the server could not be reached (server-reach.ts)
  const browserOnline = useOnline();
  const unreachable = useServerUnreachable();
  const online = browserOnline && !unreachable;
  useLiveUpdates();
  const ahead = useWeekAhead(today);
  const extras = useCalendarExtras(date, today, view === 'day');
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
  const drag = useDragMove(online && view === 'day', (id, spot) =>
    setMoving({ id, target: { date, time: spot.time, stylistId: Number(spot.columnKey) } }),
  );
  const allStylists = stylistId === 0;
  const win = visibleWindow({ allStylists, view, showAll, page });
  const step = (direction: 1 | -1) => {
    setSlide(direction === 1 ? 'next' : 'prev');
    update({ date: stepDate(date, view, direction) });
  };
  const swipe = useSwipe((d) => {
    if (!drag.busy()) step(d);
  });
  useArrowKeys(step);
  const { ref: scrollRef, overflowing } = useOverflowing<HTMLDivElement>();
  useEffect(() => localStorage.setItem(ALL_TIMES_KEY, String(showAll)), [showAll]);

  const allBookings: CalendarBooking[] = dates.flatMap((d) => days.byDate.get(d) ?? []);
  const open = allBookings.find((b) => b.id === openId) ?? null;
  const moved = moving ? (allBookings.find((b) => b.id === moving.id) ?? null) : null;
  const started = (b: { date: string; time: string }) =>
    b.date < today ||
    (b.date === today && Number(b.time.slice(0, 2)) * 60 + Number(b.time.slice(3)) <= minutes);
  const walkIn = () => {
    const time = currentCell(minutes);
    if (!time) return;
    const freeStylist = firstFreeStylist(
      activeStylists.map((s) => s.id),
      time,
      ahead.todayBookings,
      ahead.todayExtras,
    );
    openNewBooking({ date: today, time, stylistId: freeStylist ?? 0, walkIn: true });
  };
  useEffect(() => {
    if (openId !== null && !days.pending && !open) setOpenId(null);
  }, [openId, open, days.pending]);

  const columns: GridColumn[] =
    view === 'week'
      ? dates.map((d) => ({
          key: d,
          label: weekdayDate(i18n.language, d),
          header: <DateHeader date={d} today={today} />,
          bookings: days.byDate.get(d) ?? [],
          today: d === today,
          highlight: d === today,
        }))
      : stylistColumns(
          days.byDate.get(date) ?? [],
          allStylists ? activeStylists : stylists.filter((s) => s.id === stylistId),
          stylistId,
          date === today,
          date,
          extras.data ?? null,
        );
  // the open sheet's booking, drawn on its stylist's column of the day shown
  const draftColumn = draft && view === 'day' && draft.date === date ? String(draft.stylistId) : null;
  const overlaps = draft
    ? draftOverlaps(
        draft,
        days.byDate.get(draft.date) ?? [],
        draft.date === date ? (extras.data?.blocks ?? []) : [],
      )
    : false;
  if (draftColumn && draft)
    for (const c of columns)
      if (c.key === draftColumn) c.draft = { time: draft.time, minutes: draft.minutes, overlaps };
  const now = columns.some((c) => c.today) ? nowOffset(minutes, win) : null;
  const mode = view === 'week' && allStylists ? 'chips' : 'span';
  const noStylists = stylistsQuery.isSuccess && stylists.length === 0;

  return (
    <div className={`${pageStyles.page} ${styles.page}`}>
      <header className={styles.pageHead}>
        <div>
          <h1 className={pageStyles.title}>{t('calendar.title')}</h1>
          <p className={styles.dateTitle} aria-live="polite">
            {view === 'week'
              ? `${weekdayDate(i18n.language, dates[0]!)} – ${weekdayDate(i18n.language, dates[6]!)}`
              : weekdayDate(i18n.language, date)}
          </p>
        </div>
        <CalendarStatusBar count={allBookings.length} fetching={days.fetching} updatedAt={days.updatedAt} />
      </header>
      {online ? (
        <div className={fd.toolbarActions}>
          <WaitlistButton date={date} />
          <Button
            onClick={() =>
              openNewBooking({
                date: date < today ? today : date,
                time: currentCell(minutes) ?? '09:00',
                stylistId,
              })
            }
          >
            {t('frontDesk.create.button')}
          </Button>
          <Button variant="secondary" onClick={walkIn} disabled={currentCell(minutes) === null}>
            {t('frontDesk.create.walkIn')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setBlockPreset({ date: date < today ? today : date, stylistId, time: '12:00' })}
          >
            {t('frontDesk.block.button')}
          </Button>
        </div>
      ) : (
        <OfflineCalendarBanner />
      )}
      <CalendarToolbar
        date={date}
        today={today}
        view={view}
        stylistId={stylistId}
        stylists={stylists}
        onDate={(d) => {
          setSlide(d > date ? 'next' : 'prev');
          update({ date: d });
        }}
        onStep={step}
        onView={(v: CalendarView) => update({ view: v })}
        onStylist={(id) => update({ personnel: id ? String(id) : null })}
        onAddSlots={() => update({ addSlots: '1' })}
      />
      {days.error && online ? (
        <LoadState
          loadingLabel={t('common.loading')}
          loading={false}
          error={errorText(days.error, t('calendar.loadFailed'))}
          onRetry={() => void days.refetch()}
        />
      ) : null}
      {noStylists ? (
        <EmptyState
          title={t('calendar.noStylists')}
          text={t('calendar.noStylistsText')}
          action={<Link to="/admin/personnel">{t('nav.stylists')}</Link>}
        />
      ) : (
        <>
          {view === 'day' && allStylists ? (
            <WindowPager
              page={page}
              onPage={setPage}
              showAll={showAll}
              onShowAll={setShowAll}
              pages={windowStarts().length}
              win={win}
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
              className={slide ? styles[`slide_${slide}`] : undefined}
            >
              {days.pending && allBookings.length === 0 ? (
                <LoadState loadingLabel={t('common.loading')} loading error={null} />
              ) : (
                <TimeGrid
                  week={view === 'week'}
                  columns={columns}
                  win={win}
                  mode={mode}
                  now={now}
                  showStylist={view === 'week'}
                  onOpen={setOpenId}
                  onCell={
                    online && view === 'day'
                      ? (c, time) => openNewBooking({ date, time, stylistId: c.stylistId ?? 0 })
                      : undefined
                  }
                  onBlock={setOpenBlock}
                  onMore={(d, cell) => {
                    update({ date: d, view: 'day' });
                    setPage(
                      Math.max(
                        0,
                        windowStarts().findLastIndex((s) => s <= cell),
                      ),
                    );
                  }}
                />
              )}
            </div>
          </div>
          <p className={styles.swipeHint}>
            {view === 'week' ? t('calendar.swipeHintWeek') : t('calendar.swipeHint')}
          </p>
        </>
      )}
      <BookingDetailsModal
        booking={open}
        started={open ? started(open) : false}
        readOnly={!online}
        onClose={() => setOpenId(null)}
        onMove={(b) => {
          setOpenId(null);
          setMoving({ id: b.id, target: null });
        }}
      />
      <NewBookingSheet
        preset={newBooking}
        stylists={stylists}
        onClose={() => setNewBooking(null)}
        onDraft={setDraft}
        overlaps={overlaps}
        dock={sheetDock}
      />
      <AddBlockSheet preset={blockPreset} stylists={stylists} onClose={() => setBlockPreset(null)} />
      <BlockSheet
        block={openBlock}
        stylistName={stylists.find((s) => s.id === openBlock?.stylist_id)?.full_name ?? ''}
        readOnly={!online}
        onClose={() => setOpenBlock(null)}
      />
      <MoveSheet
        booking={moved}
        target={moving?.target ?? null}
        stylists={stylists}
        onClose={() => setMoving(null)}
        onMoved={setUndo}
      />
      <UndoMoveBar move={undo} onDone={endUndo} />
      {drag.drag ? (
        <div className={fd.dragGhost} style={{ left: drag.drag.x, top: drag.drag.y }} aria-hidden="true">
          {drag.drag.label}
        </div>
      ) : null}
      <AddSlotsModal
        open={addSlots}
        onClose={() => update({ addSlots: null })}
        stylists={activeStylists}
        startDate={[date, today].sort()[1]!}
        presetStylist={stylistId}
      />
    </div>
  );
}
