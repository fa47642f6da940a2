/** Payment methods, checkout and the provider's signed return (docs/payments.md). */
import { z } from 'zod';
import { BookingStatus, OnlinePaymentType, PaymentState } from '../enums';
import { BookingService } from './bookings';
import { ManageToken } from './manage';

/** `card` and `ewallet` (from configuration), and `salon` when the salon allows paying there. */
export const PaymentMethod = z.object({
  payment_keyword: z.string(),
  name: z.string(),
  description: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const CheckoutRequest = z.object({
  /** The booking id. */
  order_reference_id: z.coerce.string().min(1, 'required').max(40),
  online_payment_type: OnlinePaymentType,
  /** Shown by the client; refused when it differs from the server's total. */
  amount: z.coerce.number().nonnegative().max(1_000_000),
  /** How a guest shows the booking is theirs: the manage token the book call returned. */
  manage_token: ManageToken.optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;
/** `pay_url` may be relative (the built-in sandbox page) or absolute (a real provider). */
export const CheckoutResponse = z.object({ pay_url: z.string(), order_id: z.string(), amount: z.number() });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** The provider's return, read from `/payment-redirect`'s query string, signature included. */
export const PaymentStatusRequest = z.object({
  result_code: z.string().max(20),
  result_description: z.string().max(500).default(''),
  mcht_id: z.string().max(100).default(''),
  access_order_id: z.string().max(100).default(''),
  order_id: z.string().min(1, 'required').max(100),
  card_no: z.string().max(40).default(''),
  card_orgn: z.string().max(40).default(''),
  amount: z.string().max(20).default(''),
  signature: z.string().max(200).default(''),
});
export type PaymentStatusRequest = z.infer<typeof PaymentStatusRequest>;

/**
 * The recorded result of a payment. `paid` is true when this payment confirmed the booking;
 * `refund_due` when the money arrived but cannot be used (the held time was taken meanwhile, or the
 * booking was already paid) and the salon owes a refund.
 */
export const PaymentStatusResponse = z.object({
  booking_id: z.number().int(),
  order_id: z.string(),
  /** `reschedule`: the difference of a move to a dearer stylist; paid, the booking has moved. */
  purpose: z.enum(['booking', 'reschedule']),
  paid: z.boolean(),
  refund_due: z.boolean(),
  status: BookingStatus,
  payment_state: PaymentState,
  stylist_name: z.string(),
  appointment_date: z.string(),
  /** `HH:mm`, salon time. */
  appointment_start_time: z.string(),
  appointment_services: z.array(BookingService),
  total_amount: z.number(),
  result_description: z.string(),
  payment_Info: z.object({ payment_reference_no: z.string().nullable() }),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

/**
 * A refund the salon still owes: queued in the outbox and not yet accepted by the provider
 * (`due`: waiting for its next attempt), or given up after the last attempt (`failed`).
 */
export const OwedRefund = z.object({
  outbox_id: z.number().int(),
  booking_id: z.number().int().nullable(),
  order_id: z.string(),
  amount: z.number(),
  /** The provider's reference of the payment to give back (Stripe's payment intent). */
  reference_no: z.string().nullable(),
  state: z.enum(['due', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type OwedRefund = z.infer<typeof OwedRefund>;

/** Settings → Payments: which provider takes the money, where it must send its notices, and what is owed. */
export const PaymentsOverview = z.object({
  provider: z.string(),
  /** `sandbox`: no money moves; `test` / `live` from the Stripe key's prefix. */
  mode: z.enum(['sandbox', 'test', 'live']),
  /** The URL to register at the provider for its server-to-server notices. */
  webhook_url: z.string(),
  /** When the last authentic notice arrived (ISO instant), and its event type. */
  last_notice_at: z.string().nullable(),
  last_notice_type: z.string().nullable(),
  refunds: z.array(OwedRefund),
});
export type PaymentsOverview = z.infer<typeof PaymentsOverview>;

export const BookingPaymentsRequest = z.object({ booking_id: z.number().int().min(1).max(2_147_483_647) });

/**
 * One payment of a booking, for the back office's details sheet: the order, the provider's
 * reference (the sandbox's transaction, Stripe's payment intent) and what became of it, with the
 * refunds the provider made for it (their own references).
 */
export const BookingPayment = z.object({
  order_id: z.string(),
  provider: z.string(),
  method: z.string(),
  /** What the order was for: the booking, a move's difference, saving a card (no charge), a fee. */
  purpose: z.enum(['booking', 'reschedule', 'card_setup', 'fee']),
  amount: z.number(),
  /** pending, paid, failed, cancelled, void (its total changed) or refunded. */
  state: z.string(),
  reference_no: z.string().nullable(),
  refund_due: z.boolean(),
  settled_at: z.string().nullable(),
  refunds: z.array(z.object({ amount: z.number(), refund_id: z.string().nullable(), at: z.string() })),
});
export type BookingPayment = z.infer<typeof BookingPayment>;
