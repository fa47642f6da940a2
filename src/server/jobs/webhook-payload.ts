/**
 * The `payment_success` webhook of spec section 7, built from the server's own booking and payment
 * records (never from what a browser sent). Field names follow the spec's description; amounts are
 * decimal S$ numbers.
 */

import { specialtiesOf } from '../../shared/domain/specialties';
import type { payments } from '../db/schema';
import type { BookingRecord } from './booking-record';

type PaymentRow = typeof payments.$inferSelect;

export type PaymentSuccessWebhook = {
  event: 'payment_success';
  /** The payment's order id: the checkout session it settled. */
  session_id: string;
  timestamp: string;
  source: string;
  booking: {
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
  payment: {
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
  metadata: { booking_timestamp: string; total_services: number };
};

export const WEBHOOK_SOURCE = 'tress';

export function paymentSuccessWebhook(
  rec: BookingRecord,
  payment: PaymentRow,
  now: Date,
): PaymentSuccessWebhook {
  const b = rec.booking;
  return {
    event: 'payment_success',
    session_id: payment.orderId,
    timestamp: now.toISOString(),
    source: WEBHOOK_SOURCE,
    booking: {
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
        specialties: specialtiesOf(rec.stylist.speciality),
      },
      appointment: { date: b.bookingDate, time: rec.startTime, duration: b.durationMinutes },
    },
    payment: {
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
    },
    metadata: { booking_timestamp: b.createdAt.toISOString(), total_services: rec.services.length },
  };
}
