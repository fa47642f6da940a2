/**
 * A customer managing their own booking: the list (My bookings), one booking's detail, reschedule
 * and cancel. Each call proves ownership with the customer's bearer token or with the booking's
 * `manage_token` (the signed link of the confirmation email, or the capability the book call
 * returned); what the customer may do now is decided by the server from the policy the booking was
 * made under.
 */
import { z } from 'zod';
import { BookingStatus, PaymentState } from '../enums';
import { Id, IsoDate, Text } from '../fields';
import { BookingProtectionView } from './protection';

/** A signature in base64url; checked on the server, so here only its alphabet and length. */
export const ManageToken = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9_-]*$/, 'invalid_format');

export const ManageRequest = z.object({
  booking_id: Id.max(2_147_483_647),
  /** The booking's manage token; not needed by the signed-in owner. */
  manage_token: ManageToken.optional(),
});
export type ManageRequest = z.infer<typeof ManageRequest>;

export const CancelRequest = ManageRequest.extend({ reason: Text(300).default('') });
export type CancelRequest = z.infer<typeof CancelRequest>;

export const RescheduleRequest = ManageRequest.extend({
  booking_date: IsoDate,
  start_slot_id: Id.max(2_147_483_647),
  /** 0 lets the salon pick a free stylist who does every service of the booking. */
  stylist_id: z.coerce.number().int().min(0).max(2_147_483_647),
  /** Only look: answer the new total and difference without moving anything. */
  preview: z.boolean().default(false),
});
export type RescheduleRequest = z.infer<typeof RescheduleRequest>;

/** The terms a booking was made under. */
export const BookingPolicy = z.object({
  cancel_cutoff_hours: z.number().int(),
  reschedule_cutoff_hours: z.number().int(),
  max_reschedules: z.number().int(),
});
export type BookingPolicy = z.infer<typeof BookingPolicy>;

export const ManagedService = z.object({
  service_id: z.number().int(),
  name: z.string(),
  duration_minutes: z.number().int(),
  price: z.number(),
});

export const ManagedBooking = z.object({
  id: z.number().int(),
  /** Salon-local date and `HH:mm` times. */
  appointment_date: z.string(),
  appointment_start_time: z.string(),
  appointment_end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  stylist_id: z.number().int(),
  stylist_name: z.string(),
  services: z.array(ManagedService),
  subtotal: z.number(),
  discount_amount: z.number(),
  /** The promo code that gave the discount; null without one. */
  promo_code: z.string().nullable(),
  total_amount: z.number(),
  status: BookingStatus,
  payment_state: PaymentState,
  payment_method: z.string().nullable(),
  /** What the salon owes back (a move to a cheaper stylist, or a refund still to be made). */
  refund_amount: z.number(),
  policy: BookingPolicy,
  reschedule_count: z.number().int(),
  /** The calendar event's SEQUENCE (the .ics made on the phone matches the emails'). */
  ics_sequence: z.number().int(),
  /** Upcoming: not cancelled and not yet ended. */
  upcoming: z.boolean(),
  can_cancel: z.boolean(),
  /** Until when a cancellation is accepted (ISO instant). */
  cancel_deadline: z.string(),
  can_reschedule: z.boolean(),
  reschedule_deadline: z.string(),
  /** Whether cancelling now gives money back (the booking was paid online). */
  refund_on_cancel: z.boolean(),
  can_rate: z.boolean(),
  rated: z.boolean(),
  /**
   * The owner may pay its total online now: it waits for payment and its hold still runs, or the
   * salon sent a payment link for it (payable until it starts, or at the salon).
   */
  can_pay: z.boolean(),
  /** Until when the unpaid booking holds its time (ISO instant); null when it holds nothing. */
  pay_until: z.string().nullable(),
  /** The salon's phone number, for what the customer cannot do themselves. */
  salon_phone: z.string(),
  /** No-show protection: deposit, balance due and any fee with its state. */
  ...BookingProtectionView.shape,
  /** What cancelling now costs (inside the cut-off, under a late-cancellation fee); 0 when nothing. */
  cancel_fee_now: z.number(),
  /** A fee the bank asked the customer to confirm (`awaiting_customer`): what to pay through checkout. */
  fee_due: z.number(),
});
export type ManagedBooking = z.infer<typeof ManagedBooking>;

export const MyBookings = z.object({ upcoming: z.array(ManagedBooking), past: z.array(ManagedBooking) });
export type MyBookings = z.infer<typeof MyBookings>;

export const RescheduleResult = z.object({
  booking: ManagedBooking,
  /** True when nothing was moved (a preview). */
  preview: z.boolean(),
  /** The new total minus the old one: above 0 is paid before the move, below 0 is refunded. */
  price_difference: z.number(),
  new_total: z.number(),
  /**
   * A paid booking moving to a dearer stylist: the new time is held and the booking has not moved
   * yet. It moves when `price_difference` is paid through `/payment/checkout` (the booking's id as
   * `order_reference_id`, the difference as `amount`) before `hold_expires_at`.
   */
  awaiting_payment: z.boolean(),
  hold_expires_at: z.string().nullable(),
});
export type RescheduleResult = z.infer<typeof RescheduleResult>;
