/** One column of the calendar's grid: a stylist's day (day view) or a date (week view). */
import type { ReactNode } from 'react';
import type { CalendarBooking } from '#shared/contract/back-office';
import type { StylistBlock } from '#shared/contract/front-desk';

export type GridColumn = {
  key: string;
  label: string;
  header: ReactNode;
  bookings: CalendarBooking[];
  /** The column is today: the now-line crosses it. */
  today: boolean;
  /** Tint the column (the week view marks today's column). */
  highlight?: boolean;
  /** The day view's stylist and date of the column, for new bookings and drops. */
  stylistId?: number;
  date?: string;
  /** The cells the stylist works (`HH:mm`); the others are shaded. Unknown: nothing shaded. */
  working?: ReadonlySet<string>;
  blocks?: readonly StylistBlock[];
  /** The booking the open new-booking sheet would make in this column. */
  draft?: { time: string; minutes: number; overlaps: boolean } | null;
};
