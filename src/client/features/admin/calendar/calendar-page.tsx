/**
 * The calendar, the front desk's main screen (docs/product.md §2). Day view: one column per stylist, 8
 * cells of the salon's grid at a time with all stylists (Earlier / Later, or all times), every cell for one
 * person. Week view: Monday to Sunday. Swipe left/right (or the arrows) to change the day or week;
 * tap a booking for its details and status. The front desk books here too: tap an empty cell (or New
 * booking, or Walk-in), drag a booking to move it, block a stylist's time. The calendar follows the
 * server's event stream, and offline shows the last loaded copy, read-only, under a banner.
 *
 * This page wires the parts: what is shown (use-calendar-window.ts), what is open over the grid
 * (use-calendar-sheets.ts, calendar-overlays.tsx), the columns (calendar-columns.tsx), the
 * actions, the toolbar and the grid (calendar-board.tsx).
 */
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import { Link } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { LoadState } from '../../../components/load-state';
import { errorText } from '../lib/admin-api';
import { useDocTitle } from '../lib/use-doc-title';
import { useSalonClock } from '../lib/use-salon';
import pageStyles from '../ui/page.module.css';
import styles from './calendar.module.css';
import { CalendarActions } from './calendar-actions';
import { CalendarBoard } from './calendar-board';
import { calendarColumns } from './calendar-columns';
import { type CalendarView, nowOffset } from './calendar-grid';
import { CalendarHead } from './calendar-head';
import { CalendarOverlays } from './calendar-overlays';
import { CalendarToolbar } from './calendar-toolbar';
import { OfflineCalendarBanner } from './offline-calendar-banner';
import { useCalendarOnline } from './server-reach';
import { useCalendarData } from './use-calendar-data';
import { useCalendarHours } from './use-calendar-hours';
import { useCalendarParams } from './use-calendar-params';
import { useCalendarSheets, useSheetBookings } from './use-calendar-sheets';
import { useCalendarWindow } from './use-calendar-window';
import { useDragMove } from './use-drag-move';
import { useArrowKeys } from './use-grid-input';
import { useLiveUpdates } from './use-live-updates';

export function CalendarPage() {
  const { t, i18n } = useTranslation('admin');
  useDocTitle(t('calendar.title'));
  useCalendarHours();
  const { today, minutes } = useSalonClock();
  const { date, view, stylistId, addSlots, update } = useCalendarParams(today);
  // asked after the week ahead's 14 reads, the event stream waited for a connection and missed bookings
  useLiveUpdates();
  const { stylists, activeStylists, noStylists, dates, days, ahead, extras } = useCalendarData({
    date,
    view,
    stylistId,
    today,
  });
  // offline: the browser says so, or the server could not be reached (server-reach.ts)
  const online = useCalendarOnline();
  const sheets = useCalendarSheets();
  const drag = useDragMove(online && view === 'day', (id, spot) =>
    sheets.setMoving({ id, target: { date, time: spot.time, stylistId: Number(spot.columnKey) } }),
  );
  const shown = useCalendarWindow({ date, view, allStylists: stylistId === 0, update });
  useArrowKeys(shown.step);

  const allBookings: CalendarBooking[] = dates.flatMap((d) => days.byDate.get(d) ?? []);
  const { open, started, moved } = useSheetBookings(sheets, {
    bookings: allBookings,
    pending: days.pending,
    today,
    minutes,
  });

  const { columns, overlaps } = calendarColumns({
    view,
    dates,
    date,
    today,
    lang: i18n.language,
    byDate: days.byDate,
    stylists,
    activeStylists,
    stylistId,
    extras: extras.data ?? null,
    draft: sheets.draft,
  });
  const now = columns.some((c) => c.today) ? nowOffset(minutes, shown.win) : null;

  return (
    <div className={`${pageStyles.page} ${styles.page}`}>
      <CalendarHead
        view={view}
        date={date}
        dates={dates}
        count={allBookings.length}
        fetching={days.fetching}
        updatedAt={days.updatedAt}
      />
      {online ? (
        <CalendarActions
          date={date}
          today={today}
          minutes={minutes}
          stylistId={stylistId}
          activeStylistIds={activeStylists.map((s) => s.id)}
          ahead={ahead}
          onNewBooking={sheets.openNewBooking}
          onBlock={sheets.setBlockPreset}
        />
      ) : (
        <OfflineCalendarBanner />
      )}
      <CalendarToolbar
        date={date}
        today={today}
        view={view}
        stylistId={stylistId}
        stylists={stylists}
        onDate={shown.goToDate}
        onStep={shown.step}
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
        <CalendarBoard
          view={view}
          date={date}
          stylistId={stylistId}
          shown={shown}
          drag={drag}
          loading={days.pending && allBookings.length === 0}
          columns={columns}
          now={now}
          onOpen={sheets.setOpenId}
          onCell={
            online && view === 'day'
              ? (c, time) => sheets.openNewBooking({ date, time, stylistId: c.stylistId ?? 0 })
              : undefined
          }
          onBlock={sheets.setOpenBlock}
        />
      )}
      <CalendarOverlays
        sheets={sheets}
        open={open}
        started={started}
        moved={moved}
        online={online}
        stylists={stylists}
        activeStylists={activeStylists}
        overlaps={overlaps}
        drag={drag.drag}
        addSlots={addSlots}
        onCloseAddSlots={() => update({ addSlots: null })}
        slotsFrom={[date, today].sort()[1]!}
        stylistId={stylistId}
      />
    </div>
  );
}
