/** The grid, shifts and published slots (docs/decisions.md). */
import { z } from 'zod';
import { Id, IdOrZero, IsoDate } from '../fields';
import { ServiceIdList } from './stylists';

export const TimeSlot = z.object({
  id: z.number().int(),
  display_time: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
export type TimeSlot = z.infer<typeof TimeSlot>;

/** A start slot a customer can book; `stylist_id` 0 lists slots where any qualified stylist is free. */
export const SlotsRequest = z.object({
  booking_date: IsoDate,
  selected_service_ids: ServiceIdList,
  stylist_id: IdOrZero,
});
export type SlotsRequest = z.infer<typeof SlotsRequest>;

export const SlotOption = TimeSlot.extend({
  time: z.string(),
  available: z.boolean(),
  personnel_id: z.number().int(),
  date: z.string(),
  booking_id: z.number().int().nullable(),
  /** How many qualified stylists are free then (the any-stylist flow). */
  free_stylists: z.number().int(),
});
export type SlotOption = z.infer<typeof SlotOption>;

/** Which dates of the booking window have a free start for the chosen services (and stylist, or 0 for any). */
export const FreeDatesRequest = z.object({
  selected_service_ids: ServiceIdList,
  stylist_id: z.coerce.number().int().min(0).max(2_147_483_647),
});
export type FreeDatesRequest = z.infer<typeof FreeDatesRequest>;
/**
 * A date of the window: `closed` when the salon is closed that day (its closure's reason, or null
 * for a weekday it does not open), which the customer reads as "Closed", never "Full".
 */
export const FreeDate = z.object({
  date: z.string(),
  has_free_times: z.boolean(),
  closed: z.boolean(),
  closed_reason: z.string().nullable(),
});
export type FreeDate = z.infer<typeof FreeDate>;

/** The admin's stylist choice; missing or 0 reads 'Please select a stylist' (docs/product.md §5). */
export const StylistChoice = z.coerce
  .number('select_stylist')
  .int('select_stylist')
  .positive('select_stylist');

/**
 * One date of the shifts modal. A working day needs a start and an end slot, the start before the
 * end (checked by the server, which names the date); a day off clears that date's slots.
 */
export const ShiftEntry = z.object({
  shift_date: IsoDate,
  shift_start_slot_id: Id.nullable().optional(),
  shift_end_slot_id: Id.nullable().optional(),
  day_off: z.boolean().default(false),
});
export type ShiftEntry = z.infer<typeof ShiftEntry>;

export const SaveShiftsRequest = z.object({
  stylist_id: StylistChoice,
  shifts: z.array(ShiftEntry).min(1, 'required').max(62),
});
export type SaveShiftsRequest = z.infer<typeof SaveShiftsRequest>;

/** A stylist's shifts for the 4-week window from `from_date` (default today). */
export const ShiftsRequest = z.object({ stylist_id: StylistChoice, from_date: IsoDate.optional() });
export const StylistShiftDay = z.object({
  shift_date: z.string(),
  shift_start_slot_id: z.number().int().nullable(),
  shift_end_slot_id: z.number().int().nullable(),
  day_off: z.boolean(),
  /** 'override' when a per-date shift was saved, 'weekly' when the weekly hours apply. */
  source: z.enum(['weekly', 'override']),
});
export type StylistShiftDay = z.infer<typeof StylistShiftDay>;

/**
 * Generate bookable slots: for `weeks` from today (4 by default), or for a from/to date range (both
 * dates, start not after end; the server checks and says 'Please select a valid date range' or
 * 'Start date cannot be after end date').
 */
export const GenerateSlotsRequest = z.object({
  stylist_id: StylistChoice,
  weeks: z.coerce.number().int().min(1).max(12).optional(),
  from_date: z.union([z.literal(''), IsoDate]).optional(),
  to_date: z.union([z.literal(''), IsoDate]).optional(),
});
export type GenerateSlotsRequest = z.infer<typeof GenerateSlotsRequest>;
export const GenerateSlotsResult = z.object({
  created: z.number().int(),
  from_date: z.string(),
  to_date: z.string(),
});
export type GenerateSlotsResult = z.infer<typeof GenerateSlotsResult>;
