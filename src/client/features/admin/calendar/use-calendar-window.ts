/**
 * Which part of the calendar is on screen: the day or week shown (kept in the URL by
 * use-calendar-params.ts), the window of cells with all stylists (Earlier / Later, or the
 * remembered "Show all times"), and the direction the grid slides in when the date changes.
 */
import { useEffect, useState } from 'react';
import { type CalendarView, stepDate, visibleWindow, windowStarts } from './calendar-grid';

const ALL_TIMES_KEY = 'tress.admin.calendar.allTimes';

type Options = {
  date: string;
  view: CalendarView;
  allStylists: boolean;
  update: (patch: Record<string, string | null>) => void;
};

export function useCalendarWindow({ date, view, allStylists, update }: Options) {
  const [page, setPage] = useState(0);
  const [showAll, setShowAll] = useState(() => localStorage.getItem(ALL_TIMES_KEY) === 'true');
  const [slide, setSlide] = useState<'next' | 'prev' | null>(null);
  const win = visibleWindow({ allStylists, view, showAll, page });
  useEffect(() => localStorage.setItem(ALL_TIMES_KEY, String(showAll)), [showAll]);

  /** The next or previous day (or week), sliding in from that side. */
  const step = (direction: 1 | -1) => {
    setSlide(direction === 1 ? 'next' : 'prev');
    update({ date: stepDate(date, view, direction) });
  };
  /** A date picked in the toolbar. */
  const goToDate = (d: string) => {
    setSlide(d > date ? 'next' : 'prev');
    update({ date: d });
  };
  /** A week cell's "N bookings": that day, at the window holding the cell. */
  const openDayAt = (d: string, cell: number) => {
    update({ date: d, view: 'day' });
    setPage(
      Math.max(
        0,
        windowStarts().findLastIndex((s) => s <= cell),
      ),
    );
  };

  return { page, setPage, showAll, setShowAll, slide, win, step, goToDate, openDayAt };
}
