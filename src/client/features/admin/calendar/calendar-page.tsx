/**
 * The calendar, the front desk's main screen (spec section 2). Day view: one column per stylist, 8
 * half-hour cells at a time with all personnel (Earlier / Later, or all times), every cell for one
 * person. Week view: Monday to Sunday. Swipe left/right (or the arrows) to change the day or week;
 * tap a booking for its details and status; it refreshes by itself every 20 s.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CalendarBooking } from '../../../../shared/contract/back-office';
import { EmptyState } from '../../../components/empty-state';
import { errorText } from '../lib/admin-api';
import { longDate, weekDates } from '../lib/dates';
import { useDocTitle } from '../lib/use-doc-title';
import { useSalonClock } from '../lib/use-salon';
import { LoadState } from '../ui/load-state';
import pageStyles from '../ui/page.module.css';
import { AddSlotsModal } from './add-slots-modal';
import { BookingDetailsModal } from './booking-details-modal';
import styles from './calendar.module.css';
import { type CalendarView, nowOffset, stepDate, visibleWindow, windowStarts } from './calendar-grid';
import { CalendarStatusBar } from './calendar-status-bar';
import { CalendarToolbar } from './calendar-toolbar';
import { DateHeader, stylistColumns } from './stylist-columns';
import { type GridColumn, TimeGrid } from './time-grid';
import { useCalendarDays, useStylists } from './use-calendar-data';
import { useCalendarParams } from './use-calendar-params';
import { useArrowKeys, useOverflowing } from './use-grid-input';
import { useSwipe } from './use-swipe';
import { WindowPager } from './window-pager';

const ALL_TIMES_KEY = 'tress.admin.calendar.allTimes';

export function CalendarPage() {
  const { t, i18n } = useTranslation('admin');
  useDocTitle(t('calendar.title'));
  const { today, minutes } = useSalonClock();
  const { date, view, personnelId, addSlots, update } = useCalendarParams(today);
  const [page, setPage] = useState(0);
  const [showAll, setShowAll] = useState(() => localStorage.getItem(ALL_TIMES_KEY) === 'true');
  const [openId, setOpenId] = useState<number | null>(null);
  const [slide, setSlide] = useState<'next' | 'prev' | null>(null);
  const stylistsQuery = useStylists();
  const stylists = stylistsQuery.data?.stylists ?? [];
  const activeStylists = stylists.filter((s) => s.is_active);
  const dates = useMemo(() => (view === 'week' ? weekDates(date) : [date]), [view, date]);
  const days = useCalendarDays(dates, personnelId);
  const allPersonnel = personnelId === 0;
  const win = visibleWindow({ allPersonnel, view, showAll, page });
  const step = (direction: 1 | -1) => {
    setSlide(direction === 1 ? 'next' : 'prev');
    update({ date: stepDate(date, view, direction) });
  };
  const swipe = useSwipe(step);
  useArrowKeys(step);
  const { ref: scrollRef, overflowing } = useOverflowing<HTMLDivElement>();
  useEffect(() => localStorage.setItem(ALL_TIMES_KEY, String(showAll)), [showAll]);

  const allBookings: CalendarBooking[] = dates.flatMap((d) => days.byDate.get(d) ?? []);
  const open = allBookings.find((b) => b.id === openId) ?? null;
  useEffect(() => {
    if (openId !== null && !days.pending && !open) setOpenId(null);
  }, [openId, open, days.pending]);

  const columns: GridColumn[] =
    view === 'week'
      ? dates.map((d) => ({
          key: d,
          label: longDate(d, i18n.language),
          header: <DateHeader date={d} today={today} />,
          bookings: days.byDate.get(d) ?? [],
          today: d === today,
          highlight: d === today,
        }))
      : stylistColumns(
          days.byDate.get(date) ?? [],
          allPersonnel ? activeStylists : stylists.filter((s) => s.id === personnelId),
          personnelId,
          date === today,
        );
  const now = columns.some((c) => c.today) ? nowOffset(minutes, win) : null;
  const mode = view === 'week' && allPersonnel ? 'chips' : 'span';
  const noStylists = stylistsQuery.isSuccess && stylists.length === 0;

  return (
    <div className={`${pageStyles.page} ${styles.page}`}>
      <header className={styles.pageHead}>
        <div>
          <h1 className={pageStyles.title}>{t('calendar.title')}</h1>
          <p className={styles.dateTitle} aria-live="polite">
            {view === 'week'
              ? `${longDate(dates[0]!, i18n.language)} – ${longDate(dates[6]!, i18n.language)}`
              : longDate(date, i18n.language)}
          </p>
        </div>
        <CalendarStatusBar count={allBookings.length} fetching={days.fetching} updatedAt={days.updatedAt} />
      </header>
      <CalendarToolbar
        date={date}
        today={today}
        view={view}
        personnelId={personnelId}
        stylists={stylists}
        onDate={(d) => {
          setSlide(d > date ? 'next' : 'prev');
          update({ date: d });
        }}
        onStep={step}
        onView={(v: CalendarView) => update({ view: v })}
        onPersonnel={(id) => update({ personnel: id ? String(id) : null })}
        onAddSlots={() => update({ addSlots: '1' })}
      />
      {days.error ? (
        <LoadState
          loading={false}
          error={errorText(days.error, t('calendar.loadFailed'))}
          onRetry={() => void days.refetch()}
        />
      ) : null}
      {noStylists ? (
        <EmptyState
          title={t('calendar.noPersonnel')}
          text={t('calendar.noPersonnelText')}
          action={<Link to="/admin/personnel">{t('nav.personnel')}</Link>}
        />
      ) : (
        <>
          {view === 'day' && allPersonnel ? (
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
            data-testid="calendar-swipe-area"
          >
            <div
              key={`${view}-${date}-${personnelId}`}
              className={slide ? styles[`slide_${slide}`] : undefined}
            >
              {days.pending && allBookings.length === 0 ? (
                <LoadState loading error={null} />
              ) : (
                <TimeGrid
                  week={view === 'week'}
                  columns={columns}
                  win={win}
                  mode={mode}
                  now={now}
                  showStylist={view === 'week'}
                  onOpen={setOpenId}
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
      <BookingDetailsModal booking={open} onClose={() => setOpenId(null)} />
      <AddSlotsModal
        open={addSlots}
        onClose={() => update({ addSlots: null })}
        stylists={activeStylists}
        startDate={[date, today].sort()[1]!}
        presetStylist={personnelId}
      />
    </div>
  );
}
