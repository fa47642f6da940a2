/**
 * The calendar grid's columns: a date per column in the week view, a stylist per column in the
 * day view; with the booking the open new-booking sheet would make drawn on its stylist's column
 * (and whether it overlaps anything already there).
 */
import type { CalendarBooking } from '#shared/contract/back-office';
import type { CalendarExtras } from '#shared/contract/front-desk';
import type { Stylist } from '#shared/contract/stylists';
import { weekdayDate } from '#shared/salon-time';
import { type BookingDraft, draftOverlaps } from './booking-draft';
import type { CalendarView } from './calendar-grid';
import { DateHeader, stylistColumns } from './stylist-columns';
import type { GridColumn } from './time-grid';

type Facts = {
  view: CalendarView;
  dates: readonly string[];
  date: string;
  today: string;
  lang: string;
  byDate: ReadonlyMap<string, CalendarBooking[]>;
  /** Every stylist, and the active ones (the day view with all stylists shows those). */
  stylists: readonly Stylist[];
  activeStylists: readonly Stylist[];
  stylistId: number;
  extras: CalendarExtras | null;
  draft: BookingDraft | null;
};

export function calendarColumns(f: Facts): { columns: GridColumn[]; overlaps: boolean } {
  const { view, date, today, byDate, draft } = f;
  const columns: GridColumn[] =
    view === 'week'
      ? f.dates.map((d) => ({
          key: d,
          label: weekdayDate(f.lang, d),
          header: <DateHeader date={d} today={today} />,
          bookings: byDate.get(d) ?? [],
          today: d === today,
          highlight: d === today,
        }))
      : stylistColumns(
          byDate.get(date) ?? [],
          f.stylistId === 0 ? f.activeStylists : f.stylists.filter((s) => s.id === f.stylistId),
          f.stylistId,
          date === today,
          date,
          f.extras,
        );
  // the open sheet's booking, drawn on its stylist's column of the day shown
  const draftColumn = draft && view === 'day' && draft.date === date ? String(draft.stylistId) : null;
  const overlaps = draft
    ? draftOverlaps(draft, byDate.get(draft.date) ?? [], draft.date === date ? (f.extras?.blocks ?? []) : [])
    : false;
  if (draftColumn && draft)
    for (const c of columns)
      if (c.key === draftColumn) c.draft = { time: draft.time, minutes: draft.minutes, overlaps };
  return { columns, overlaps };
}
