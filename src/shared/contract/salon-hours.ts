/**
 * The salon's hours as the settings carry them: opening hours per weekday (Sunday 0), closures,
 * the booking window, the grid's step and the notice a booking needs.
 */
import { z } from 'zod';
import {
  DEFAULT_BOOKING_WINDOW_DAYS,
  DEFAULT_OPENING_HOURS,
  MAX_BOOKING_WINDOW_DAYS,
} from '../domain/salon-hours';
import { SLOT_MINUTES, SLOT_STEPS, timeToMinutes } from '../domain/slots';
import { IsoDate, Text } from '../fields';

/** A time of day on the 5-minute lattice, `HH:mm`. */
const DayTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5][05]$/, 'opening_hours')
  .nullable();

export const OpeningDay = z
  .object({ weekday: z.number().int().min(0).max(6), open: DayTime, close: DayTime })
  .refine((d) => (d.open === null) === (d.close === null), { message: 'opening_hours', path: ['close'] })
  .refine((d) => !d.open || !d.close || timeToMinutes(d.open) < timeToMinutes(d.close), {
    message: 'opening_hours',
    path: ['close'],
  });
export type OpeningDay = z.infer<typeof OpeningDay>;

export const Closure = z
  .object({ from_date: IsoDate, to_date: IsoDate, reason: Text(100) })
  .refine((c) => c.from_date <= c.to_date, { message: 'closure_dates', path: ['to_date'] });
export type Closure = z.infer<typeof Closure>;

const SlotStep = z.coerce
  .number()
  .int('slot_step')
  .refine((n) => (SLOT_STEPS as readonly number[]).includes(n), 'slot_step');

const rules = {
  /** Seven days, each weekday once (Sunday 0); a closed day has neither time. */
  opening_hours: z
    .array(OpeningDay)
    .length(7, 'opening_hours')
    .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, 'opening_hours'),
  closures: z.array(Closure).max(200, 'too_many'),
  booking_window_days: z.coerce
    .number()
    .int('window_days')
    .min(1, 'window_days')
    .max(MAX_BOOKING_WINDOW_DAYS, 'window_days'),
  slot_minutes: SlotStep,
  min_notice_minutes: z.coerce
    .number()
    .int('notice_minutes')
    .min(0, 'notice_minutes')
    .max(14 * 24 * 60, 'notice_minutes'),
};

/** The hours as the settings answer them: always all five. */
export const salonHoursFields = {
  opening_hours: rules.opening_hours.default(() => DEFAULT_OPENING_HOURS.map((d) => ({ ...d }))),
  closures: rules.closures.default([]),
  booking_window_days: rules.booking_window_days.default(DEFAULT_BOOKING_WINDOW_DAYS),
  slot_minutes: rules.slot_minutes.default(SLOT_MINUTES),
  min_notice_minutes: rules.min_notice_minutes.default(0),
};

/** The hours in a settings update: each left out keeps what is saved (the profile form sends none). */
export const salonHoursUpdateFields = {
  opening_hours: rules.opening_hours.optional(),
  closures: rules.closures.optional(),
  booking_window_days: rules.booking_window_days.optional(),
  slot_minutes: rules.slot_minutes.optional(),
  min_notice_minutes: rules.min_notice_minutes.optional(),
};

/** Opening and closing times must lie on the salon's step, so every day's cells meet the grid. */
export function hoursOffStep(h: { opening_hours: OpeningDay[]; slot_minutes: number }): number[] {
  return h.opening_hours
    .filter((d) => [d.open, d.close].some((t) => t && timeToMinutes(t) % h.slot_minutes !== 0))
    .map((d) => d.weekday);
}

/** A booking that a change of hours or a closure left outside the salon's hours: the desk moves it. */
export const StrandedBooking = z.object({
  booking_id: z.number().int(),
  booking_date: z.string(),
  start_time: z.string(),
  duration_minutes: z.number().int(),
  customer_name: z.string(),
  stylist_id: z.number().int(),
  stylist_name: z.string(),
  /** The closure's reason when the day is closed by one, else null. */
  closed_reason: z.string().nullable(),
});
export type StrandedBooking = z.infer<typeof StrandedBooking>;
