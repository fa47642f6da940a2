/**
 * The front desk's calls: staff bookings (phone and walk-in), moves, a booking's history, blocked
 * time (breaks, time off) and clients.
 */
import { z } from 'zod';
import { IsoDate, PagedRequest, PageInfo, Text } from '../fields';
import { CalendarBooking } from './back-office';
import { BookRequest } from './bookings';

const INT32_MAX = 2_147_483_647;
const RowId = z.coerce.number().int().positive().max(INT32_MAX);
const RowIdOrZero = z.coerce.number().int().min(0).max(INT32_MAX);

/** The fields of `/appointments/book`, plus the client (0 for a new one) and how they pay. */
export const CreateBookingRequest = BookRequest.extend({
  customer_id: RowIdOrZero.default(0),
  /** An existing client's id, or 0 to add a new client from full_name, phone_number and email. */
  client_id: RowIdOrZero,
  stylist_id: RowIdOrZero,
  start_slot_id: RowId,
  /**
   * True: the client pays at the salon and the booking is confirmed at once. False: the client is
   * emailed a payment link and the booking holds its time unpaid until they pay or the link lapses.
   */
  pay_at_salon: z.boolean().default(true),
  /** The language of the client's messages; by default the caller's (the staff member's) language. */
  language: z.enum(['en', 'zh']).optional(),
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequest>;

/** Email the payment link of a booking awaiting payment by link again. */
export const ResendPaymentLinkRequest = z.object({ booking_id: RowId });
export type ResendPaymentLinkRequest = z.infer<typeof ResendPaymentLinkRequest>;
export const SendPaymentLinkRequest = z.object({ booking_id: RowId });
export type SendPaymentLinkRequest = z.infer<typeof SendPaymentLinkRequest>;
export const BookingNotesRequest = z.object({ booking_id: RowId, notes: Text(2000) });
export type BookingNotesRequest = z.infer<typeof BookingNotesRequest>;

export const MoveBookingRequest = z.object({
  booking_id: RowId,
  booking_date: IsoDate,
  start_slot_id: RowId,
  stylist_id: RowId,
  /** Email the client (in the booking's language, with the updated .ics) and send the webhook. */
  notify_customer: z.boolean().default(true),
});
export type MoveBookingRequest = z.infer<typeof MoveBookingRequest>;

export const MoveResult = z.object({
  booking: CalendarBooking,
  previous: z.object({ date: z.string(), start_slot_id: z.number().int(), stylist_id: z.number().int() }),
  /** New total minus old total (a move to another stylist reprices at that stylist's prices). */
  price_difference: z.number(),
});
export type MoveResult = z.infer<typeof MoveResult>;

export const BookingHistoryRequest = z.object({ booking_id: RowId });
export const BookingHistoryEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  actor_kind: z.enum(['customer', 'guest', 'staff', 'system']),
  actor_name: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type BookingHistoryEntry = z.infer<typeof BookingHistoryEntry>;

export const BLOCK_REASONS = ['break', 'training', 'time_off', 'other'] as const;
export const BlockReason = z.enum(BLOCK_REASONS);
export type BlockReason = z.infer<typeof BlockReason>;

export const BlockAddRequest = z.object({
  stylist_id: RowId,
  date: IsoDate,
  start_slot_id: RowId,
  /** The first slot no longer blocked; 0 blocks to the end of the day. */
  end_slot_id: RowIdOrZero.default(0),
  reason: BlockReason,
});
export type BlockAddRequest = z.infer<typeof BlockAddRequest>;

export const StylistBlock = z.object({
  id: z.number().int(),
  stylist_id: z.number().int(),
  date: z.string(),
  start_slot_id: z.number().int(),
  end_slot_id: z.number().int(),
  /** `HH:mm`, start inclusive, end exclusive. */
  start_time: z.string(),
  end_time: z.string(),
  reason: BlockReason,
  created_by: z.string(),
});
export type StylistBlock = z.infer<typeof StylistBlock>;

export const CalendarExtrasRequest = z.object({ date: IsoDate });
/** What the calendar draws besides bookings: blocked time and each stylist's working cells. */
export const CalendarExtras = z.object({
  date: z.string(),
  blocks: z.array(StylistBlock),
  working: z.array(
    z.object({
      stylist_id: z.number().int(),
      slot_ids: z.array(z.number().int()),
      /** The same cells as `HH:mm` start times. */
      times: z.array(z.string()),
    }),
  ),
});
export type CalendarExtras = z.infer<typeof CalendarExtras>;

export const ClientsListRequest = PagedRequest;
/**
 * A client: a customer (`id`), or a person known only from bookings made as a guest (`id` 0,
 * addressed by `booking_id`, their latest booking, until the desk records them).
 */
export const ClientRow = z.object({
  id: z.number().int(),
  booking_id: z.number().int().nullable(),
  full_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  visits: z.number().int(),
  no_shows: z.number().int(),
  last_visit: z.string().nullable(),
});
export type ClientRow = z.infer<typeof ClientRow>;
export const ClientPage = PageInfo.extend({ clients: z.array(ClientRow) });
export type ClientPage = z.infer<typeof ClientPage>;

export const ClientBooking = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  stylist_name: z.string(),
  services: z.array(z.string()),
  total_amount: z.number(),
  status: CalendarBooking.shape.status,
  /** A late-cancellation or no-show fee and its state (no-show protection). */
  fee_amount: z.number(),
  fee_state: CalendarBooking.shape.fee_state,
});
export type ClientBooking = z.infer<typeof ClientBooking>;

/** A client by customer id, or by one of their bookings (a guest client; any client). */
export const ClientGetRequest = z
  .object({ id: RowIdOrZero, booking_id: RowId.optional() })
  .refine((v) => v.id > 0 || v.booking_id !== undefined, { path: ['id'], message: 'required' });
export const ClientDetail = ClientRow.extend({
  notes: z.string(),
  total_spent: z.number(),
  upcoming: z.array(ClientBooking),
  past: z.array(ClientBooking),
});
export type ClientDetail = z.infer<typeof ClientDetail>;

export const ClientNotesRequest = z
  .object({ id: RowIdOrZero, booking_id: RowId.optional(), notes: Text(2000) })
  .refine((v) => v.id > 0 || v.booking_id !== undefined, { path: ['id'], message: 'required' });
export type ClientNotesRequest = z.infer<typeof ClientNotesRequest>;
