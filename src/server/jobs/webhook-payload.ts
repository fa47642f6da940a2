/**
 * The `payment_success` webhook of docs/product.md §7, built from the server's own booking and payment
 * records (never from what a browser sent). Field names follow the published webhook contract (docs/messages.md); amounts are
 * decimal S$ numbers.
 */

import { specialtiesOf } from '#shared/domain/specialties';
import type { payments } from '../db/schema';
import type { BookingRecord } from './booking-record';

type PaymentRow = typeof payments.$inferSelect;

type BookingBlock = {
  booking_id: number;
  customer: { name: string; email: string; phone: string };
  services: {
    id: number;
    name: string;
    description: string;
    duration: number;
    price: number;
    category: string;
  }[];
  personnel: { id: number; name: string; specialties: string[] };
  appointment: { date: string; time: string; duration: number };
};

type PaymentBlock = {
  subtotal: number;
  discount_amount: number;
  promo_code: string | null;
  total_amount: number;
  payment_method: string;
  provider: string;
  order_id: string;
  reference_no: string | null;
  card_no: string | null;
  card_orgn: string | null;
  paid_at: string | null;
};

export type PaymentSuccessWebhook = {
  event: 'payment_success';
  /** The payment's order id: the checkout session it settled. */
  session_id: string;
  timestamp: string;
  source: string;
  booking: BookingBlock;
  payment: PaymentBlock;
  metadata: { booking_timestamp: string; total_services: number };
};

/**
 * `booking_rescheduled` and `booking_cancelled`: the envelope of `payment_success` (event,
 * timestamp, source, booking, payment, metadata), the booking as it is now, the payment when it was
 * paid online, and what changed.
 */
export type BookingChangeWebhook = {
  event: 'booking_rescheduled' | 'booking_cancelled';
  session_id: string | null;
  timestamp: string;
  source: string;
  booking: BookingBlock & { status: string; payment_state: string };
  payment: PaymentBlock | null;
  change: {
    by: 'customer' | 'salon';
    sequence: number;
    previous: { starts_at: string; ends_at: string; personnel_id: number } | null;
    refund_amount: number;
  };
  metadata: { booking_timestamp: string; total_services: number };
};

export const WEBHOOK_SOURCE = 'tress';

function bookingBlock(rec: BookingRecord): BookingBlock {
  const b = rec.booking;
  return {
    booking_id: b.id,
    customer: { name: b.customerName, email: b.customerEmail, phone: b.customerPhone },
    services: rec.services.map((s) => ({
      id: s.serviceId,
      name: s.name,
      description: s.description,
      duration: s.durationMinutes,
      price: s.price,
      category: s.category || 'General',
    })),
    personnel: {
      id: rec.stylist.id,
      name: rec.stylist.fullName,
      specialties: specialtiesOf(rec.stylist.specialty),
    },
    appointment: { date: b.bookingDate, time: rec.startTime, duration: b.durationMinutes },
  };
}

function paymentBlock(rec: BookingRecord, payment: PaymentRow): PaymentBlock {
  const b = rec.booking;
  return {
    subtotal: Number(b.subtotal),
    discount_amount: Number(b.discountAmount),
    promo_code: b.promoCode,
    total_amount: Number(b.totalAmount),
    payment_method: payment.method || 'allinpay',
    provider: payment.provider,
    order_id: payment.orderId,
    reference_no: payment.referenceNo,
    card_no: payment.cardNo,
    card_orgn: payment.cardOrgn,
    paid_at: payment.settledAt ? payment.settledAt.toISOString() : null,
  };
}

const metadataOf = (rec: BookingRecord) => ({
  booking_timestamp: rec.booking.createdAt.toISOString(),
  total_services: rec.services.length,
});

export function paymentSuccessWebhook(
  rec: BookingRecord,
  payment: PaymentRow,
  now: Date,
): PaymentSuccessWebhook {
  return {
    event: 'payment_success',
    session_id: payment.orderId,
    timestamp: now.toISOString(),
    source: WEBHOOK_SOURCE,
    booking: bookingBlock(rec),
    payment: paymentBlock(rec, payment),
    metadata: metadataOf(rec),
  };
}

export function bookingChangeWebhook(
  rec: BookingRecord,
  payment: PaymentRow | null,
  change: BookingChangeWebhook['change'] & { kind: 'rescheduled' | 'cancelled' },
  now: Date,
): BookingChangeWebhook {
  const { kind, ...rest } = change;
  return {
    event: kind === 'cancelled' ? 'booking_cancelled' : 'booking_rescheduled',
    session_id: payment?.orderId ?? null,
    timestamp: now.toISOString(),
    source: WEBHOOK_SOURCE,
    booking: {
      ...bookingBlock(rec),
      status: rec.booking.status,
      payment_state: rec.booking.paymentState,
    },
    payment: payment ? paymentBlock(rec, payment) : null,
    change: rest,
    metadata: metadataOf(rec),
  };
}
