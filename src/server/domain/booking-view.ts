/** A booking as the booking response shows it, in the caller's language. */
import { sql } from 'drizzle-orm';
import type { BookResponse } from '#shared/contract/bookings';
import { protectionView } from '#shared/domain/protection';
import type { BookingStatus, PaymentState } from '#shared/enums';
import type { Db } from '../db/connect';
import { preparedStatement } from '../db/prepared';
import { bookings } from '../db/schema';
import type { Lang } from '../i18n/catalogue';
import { type BookingViewJson, bookingViewJson } from './booking-view-json';
import { appointmentTimes } from './wire-names';

/** A booking with its stylist, start, services and latest payment, in one read built once. */
const readBooking = preparedStatement('booking-view', {
  build: () =>
    sql`select ${bookingViewJson({ booking: 'bookings', bookedServices: 'booking_services' })} as view
      from ${bookings} where ${bookings.id} = ${sql.placeholder('id')}`,
  bind: (id: number) => ({ id }),
});

/** A booking as its response shows it (every booking call answers with it). */
export async function bookingView(db: Db, id: number, lang: Lang): Promise<BookResponse | null> {
  const [row] = await readBooking<{ view: BookingViewJson }>(db, 'one', id);
  return row ? viewOf(row.view, lang) : null;
}

/** The response of a booking read by `bookingView`, or returned by the statement that made it. */
export function viewOf(b: BookingViewJson, lang: Lang): BookResponse {
  return {
    id: b.id,
    proceed_to_pay: b.payment_state === 'unpaid' || b.payment_state === 'failed',
    ...appointmentTimes(b.booking_date, b.start_time, b.duration_minutes),
    appointment_services: b.services.map((s) => ({
      name: lang === 'zh' && s.name_zh ? s.name_zh : s.name,
      description: lang === 'zh' && s.description_zh ? s.description_zh : s.description,
      duration_minutes: s.duration_minutes,
      price: Number(s.price),
    })),
    stylist_id: b.stylist_id,
    stylist_name: b.stylist_name,
    subtotal: Number(b.subtotal),
    discount_amount: Number(b.discount_amount),
    promo_code: b.promo_code,
    total_amount: Number(b.total_amount),
    status: b.status as BookingStatus,
    payment_state: b.payment_state as PaymentState,
    hold_expires_at: b.hold_expires_at ? new Date(b.hold_expires_at).toISOString() : null,
    payment_Info: b.payment
      ? {
          payment_transaction_id: b.payment.order_id,
          payment_reference_no: b.payment.reference_no,
          card_no: b.payment.card_no,
          card_orgn: b.payment.card_orgn,
        }
      : null,
    ...protectionView({
      protection: b.protection,
      depositAmount: Number(b.deposit_amount),
      totalAmount: Number(b.total_amount),
      paymentMethod: b.payment_method,
      paymentState: b.payment_state,
      lateCancelFeePercent: b.late_cancel_fee_percent,
      noShowFeePercent: b.no_show_fee_percent,
      feeAmount: Number(b.fee_amount),
      feeState: b.fee_state,
      balancePaidAmount: b.balance_paid_amount === null ? null : Number(b.balance_paid_amount),
    }),
  };
}
