/** Calendar, reports, dashboard, the salon profile and the outbox, as the back office reads them. */
import { z } from 'zod';
import { FEE_KINDS } from '../domain/protection';
import { BookingKind, BookingStatus, BookingStatusInput, PaymentState } from '../enums';
import { Id, IdOrZero, IsoDate, OptionalEmail, PageInfo, PageNumber } from '../fields';
import { BookingProtectionView, protectionPolicyFields, protectionPolicyUpdateFields } from './protection';
import { StrandedBooking, salonHoursFields, salonHoursUpdateFields } from './salon-hours';

export const CalendarRequest = z.object({
  date: IsoDate,
  personnel_id: IdOrZero.optional(),
});
export type CalendarRequest = z.infer<typeof CalendarRequest>;

export const CalendarBooking = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  end_time: z.string(),
  start_slot_id: z.number().int(),
  duration_minutes: z.number().int(),
  personnel_id: z.number().int(),
  personnel_name: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  services: z.array(z.string()),
  total_amount: z.number(),
  /** A booking, or time held for a move (`move_hold`) or a waitlist offer (`waitlist_hold`). */
  kind: BookingKind,
  status: BookingStatus,
  payment_state: PaymentState,
  /** Money owed back to the client and not yet refunded (S$; 0 when none). */
  refund_amount: z.number(),
  /** Set while the booking waits for the client to pay by the emailed link: until when (ISO). */
  payment_link_until: z.string().nullable(),
  /**
   * Set while the time is only held, not booked: what it waits for (the customer's online payment,
   * the client paying the salon's link, or a paid booking's move to a dearer stylist waiting for the
   * difference: `moving_booking_id` is that booking), and until when (ISO).
   */
  hold: z
    .object({
      waits_for: z.enum(['online_payment', 'payment_link', 'move_difference']),
      until: z.string(),
      moving_booking_id: z.number().int().nullable(),
    })
    .nullable(),
  status_changed_by: z.string().nullable(),
  status_changed_at: z.string().nullable(),
  /** The booking's notes: the customer's, and the front desk's. */
  notes: z.string(),
  /**
   * The stylist's busy parts and clean-up, in minutes from the start (a processing gap is where
   * there is none, inside the visit; the clean-up follows it).
   */
  parts: z.array(
    z.object({ start: z.number().int(), end: z.number().int(), kind: z.enum(['busy', 'buffer']) }),
  ),
  /** No-show protection: deposit, balance due and the fee with its state. */
  ...BookingProtectionView.shape,
  /** Why a fee is owed (`late_cancel`, `no_show`), who decided it and why it was waived. */
  fee_kind: z.enum(FEE_KINDS).nullable(),
  fee_decided_by: z.string().nullable(),
  fee_waive_reason: z.string().nullable(),
  /** What the client paid at the counter, and how (`cash`, `card`); null until recorded. */
  balance_paid_amount: z.number().nullable(),
  balance_paid_method: z.string().nullable(),
});
export type CalendarBooking = z.infer<typeof CalendarBooking>;

export const UpdateStatusRequest = z.object({ booking_id: Id, status: BookingStatusInput });
export type UpdateStatusRequest = z.infer<typeof UpdateStatusRequest>;

export const ReportRequest = z.object({
  from_date: IsoDate,
  to_date: IsoDate,
  stylist_id: IdOrZero.default(0),
  booking_status: z.union([z.literal(''), z.literal('all'), BookingStatusInput]).default(''),
  search_text: z.string().trim().max(100).default(''),
  page_number: PageNumber,
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type ReportRequest = z.infer<typeof ReportRequest>;

export const ReportBooking = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  contact_number: z.string(),
  customer_email: z.string(),
  stylist_name: z.string(),
  appointment_date: z.string(),
  appointment_time: z.string(),
  services: z.array(z.object({ service_name: z.string() })),
  total_amount: z.number(),
  status: BookingStatus,
  payment_state: PaymentState,
  /** The provider's references of the booking's settled payments (Stripe's payment intents), and of its refunds. */
  payment_references: z.array(z.string()).default([]),
  refund_references: z.array(z.string()).default([]),
});
export type ReportBooking = z.infer<typeof ReportBooking>;

/** The money of no-show protection over the selected bookings (S$). */
export const ReportMoney = z.object({
  deposits: z.number(),
  fees_charged: z.number(),
  fees_waived: z.number(),
  refunds: z.number(),
  /** Still to pay at the salon, of the confirmed and completed bookings. */
  balance_due: z.number(),
  paid_at_salon_cash: z.number(),
  paid_at_salon_card: z.number(),
});
export type ReportMoney = z.infer<typeof ReportMoney>;

const RevenueLine = z.object({ name: z.string(), bookings: z.number().int(), revenue: z.number() });
/** Over every booking the filters select; revenue leaves out cancelled bookings and no-shows. */
export const ReportSummary = z.object({
  bookings: z.number().int(),
  confirmed: z.number().int(),
  pending: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  no_show: z.number().int(),
  revenue: z.number(),
  by_stylist: z.array(RevenueLine),
  /** Each service at its booked price, before discounts. */
  by_service: z.array(RevenueLine),
  /** Deposits, fees, refunds and the balance due at the salon. */
  money: ReportMoney,
});
export type ReportSummary = z.infer<typeof ReportSummary>;
export const ReportPage = PageInfo.extend({
  appointments: z.array(ReportBooking),
  summary: ReportSummary,
});
export type ReportPage = z.infer<typeof ReportPage>;

export const RecentBooking = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  appointment_date: z.string(),
  appointment_time: z.string(),
  total_amount: z.number(),
  status: BookingStatus,
});
export const DashboardSummary = z.object({
  summary: z.object({
    todays_bookings: z.number().int(),
    todays_revenue: z.number(),
    month_bookings: z.number().int(),
    month_revenue: z.number(),
    pending_count: z.number().int(),
    /** Unpaid online-payment holds still running (not counted as pending). */
    awaiting_payment_count: z.number().int(),
  }),
  recent_bookings: z.array(RecentBooking),
  daily_bookings: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

/**
 * The booking policy of the salon settings: new bookings copy it; 0 hours means "until the
 * booking starts". The settings form checks these with this schema too.
 */
const bookingPolicyFields = {
  cancel_cutoff_hours: z.coerce
    .number()
    .int('policy_hours')
    .min(0, 'policy_hours')
    .max(336, 'policy_hours')
    .default(24),
  reschedule_cutoff_hours: z.coerce
    .number()
    .int('policy_hours')
    .min(0, 'policy_hours')
    .max(336, 'policy_hours')
    .default(24),
  max_reschedules: z.coerce
    .number()
    .int('policy_count')
    .min(0, 'policy_count')
    .max(20, 'policy_count')
    .default(2),
};
export const BookingPolicySettings = z.object(bookingPolicyFields);
export type BookingPolicySettings = z.infer<typeof BookingPolicySettings>;

const salonProfileFields = {
  name: z.string().trim().min(1, 'required').max(100),
  name_zh: z.string().trim().max(100).default(''),
  tagline: z.string().trim().max(200).default(''),
  tagline_zh: z.string().trim().max(200).default(''),
  phone: z.string().trim().min(1, 'required').max(40),
  /** Where the salon hears of its customers' cancellations and moves ('' for nowhere). */
  email: OptionalEmail.default(''),
  address: z.string().trim().min(1, 'required').max(300),
  time_zone: z
    .string()
    .refine((z) => Intl.supportedValuesOf('timeZone').includes(z) || z === 'UTC', 'invalid_time_zone'),
  currency: z.string().trim().min(1).max(8).default('S$'),
  allow_pay_at_salon: z.boolean().default(false),
  payment_hold_minutes: z.coerce
    .number()
    .int('hold_minutes')
    .min(5, 'hold_minutes')
    .max(120, 'hold_minutes')
    .default(15),
  reminder_lead_minutes: z.coerce
    .number()
    .int('reminder_minutes')
    .min(60, 'reminder_minutes')
    .max(7 * 24 * 60, 'reminder_minutes')
    .default(1440),
  ...bookingPolicyFields,
  /** Guests' personal data is anonymised this many months after their visit (docs/personal-data.md). */
  guest_data_months: z.coerce.number().int().min(1).max(120).default(24),
};

/** How freed time goes to the waitlist, and how long an offer holds it. */
const waitlistFields = {
  waitlist_mode: z.enum(['first_in_line', 'broadcast', 'off']).default('first_in_line'),
  waitlist_offer_minutes: z.coerce
    .number()
    .int('offer_minutes')
    .min(5, 'offer_minutes')
    .max(24 * 60, 'offer_minutes')
    .default(15),
};

/** The salon's settings: its profile, booking policy and hours. */
export const SalonProfile = z.object({
  ...salonProfileFields,
  ...waitlistFields,
  ...salonHoursFields,
  ...protectionPolicyFields,
});
export type SalonProfile = z.infer<typeof SalonProfile>;

/** A settings update: the hours, the no-show protection and the waitlist it leaves out keep what is saved. */
export const SalonSettingsUpdate = z.object({
  ...salonProfileFields,
  // left out, the waitlist keeps what is saved (forms that do not show it)
  waitlist_mode: waitlistFields.waitlist_mode.removeDefault().optional(),
  waitlist_offer_minutes: waitlistFields.waitlist_offer_minutes.removeDefault().optional(),
  ...salonHoursUpdateFields,
  ...protectionPolicyUpdateFields,
});
export type SalonSettingsUpdate = z.infer<typeof SalonSettingsUpdate>;

/** What a settings update answers: the settings, and the bookings its hours left outside them. */
export const SalonSettingsSaved = SalonProfile.extend({
  stranded_bookings: z.array(StrandedBooking).optional(),
});
export type SalonSettingsSaved = z.infer<typeof SalonSettingsSaved>;

/**
 * One outgoing message. `kind`: payment_success (webhook), booking_confirmation, booking_reminder,
 * rating_invitation (emails), push_reminder, push_moved, push_cancelled, push_rating_invitation,
 * push_staff_notice (web push, one per device). `delivered_via` says where a sent message went: the webhook, SMTP, a push
 * service, or only the server log when WEBHOOK_URL / SMTP_URL is not configured.
 */
export const OutboxMessage = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  /** The email address, the push service's host, or the webhook's host once delivered. */
  recipient: z.string().nullable(),
  /** The email's subject or the notification's title; null for webhooks. */
  subject: z.string().nullable(),
  delivered_via: z.enum(['webhook', 'smtp', 'log', 'push', 'provider']).nullable(),
  /** What a refund gives back (S$); null for every other message. */
  amount: z.number().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxPage = PageInfo.extend({ messages: z.array(OutboxMessage) });
export type OutboxPage = z.infer<typeof OutboxPage>;

/**
 * What one outgoing message says, for a Super Admin (a salon without SMTP reads its emails here, since
 * the log never carries them): an email's subject and plain text, a webhook's JSON body, a push
 * notification's title and text. A password reset's text is never shown (`hidden`): it is a way into
 * someone's account.
 */
export const OutboxPreview = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string().nullable(),
  subject: z.string().nullable(),
  text: z.string().nullable(),
  hidden: z.boolean(),
});
export type OutboxPreview = z.infer<typeof OutboxPreview>;
