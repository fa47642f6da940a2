/** A booking as the booking response shows it, in the caller's language. */
import { eq, sql } from 'drizzle-orm';
import type { BookResponse } from '../../../shared/contract/bookings';
import { minutesToTime, timeToMinutes } from '../../../shared/domain/slots';
import type { BookingStatus, PaymentState } from '../../../shared/enums';
import type { Db } from '../../db/connect';
import { preparedRead } from '../../db/prepared';
import { bookingServices, bookings, payments, services, stylists, timeSlots } from '../../db/schema';
import type { Lang } from '../../i18n/catalogue';

type Item = {
  name: string;
  description: string;
  duration_minutes: number;
  price: string | number;
  name_zh: string | null;
  description_zh: string | null;
};
type LastPayment = {
  order_id: string;
  reference_no: string | null;
  card_no: string | null;
  card_orgn: string | null;
};

/** A booking with its stylist, start, services and latest payment, in one read built once. */
const readBooking = preparedRead('booking-view', (db) =>
  db
    .select({
      b: bookings,
      stylistName: stylists.fullName,
      startTime: timeSlots.startTime,
      items: sql<Item[]>`coalesce((
        select json_agg(json_build_object(
          'name', ${bookingServices.name}, 'description', ${bookingServices.description},
          'duration_minutes', ${bookingServices.durationMinutes}, 'price', ${bookingServices.price},
          'name_zh', ${services.nameZh}, 'description_zh', ${services.descriptionZh}
        ) order by ${bookingServices.position})
        from ${bookingServices} join ${services} on ${services.id} = ${bookingServices.serviceId}
        where ${bookingServices.bookingId} = ${bookings.id}), '[]'::json)`,
      payment: sql<LastPayment | null>`(
        select json_build_object(
          'order_id', ${payments.orderId}, 'reference_no', ${payments.referenceNo},
          'card_no', ${payments.cardNo}, 'card_orgn', ${payments.cardOrgn})
        from ${payments} where ${payments.bookingId} = ${bookings.id}
        order by ${payments.id} desc limit 1)`,
    })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId))
    .where(eq(bookings.id, sql.placeholder('id'))),
);

/** A booking as its response shows it (every booking call answers with it). */
export async function bookingView(db: Db, id: number, lang: Lang): Promise<BookResponse | null> {
  const [row] = await readBooking(db, { id });
  if (!row) return null;
  const { b, payment } = row;

  return {
    id: b.id,
    proceed_to_pay: b.paymentState === 'unpaid' || b.paymentState === 'failed',
    appointment_date: b.bookingDate,
    appointment_start_time: row.startTime,
    appointment_end_time: minutesToTime(timeToMinutes(row.startTime) + b.durationMinutes),
    appointment_services: row.items.map((s) => ({
      name: lang === 'zh' && s.name_zh ? s.name_zh : s.name,
      description: lang === 'zh' && s.description_zh ? s.description_zh : s.description,
      duration_minutes: s.duration_minutes,
      price: Number(s.price),
    })),
    stylist_id: b.stylistId,
    stylist_name: row.stylistName,
    subtotal: Number(b.subtotal),
    discount_amount: Number(b.discountAmount),
    promo_code: b.promoCode,
    total_amount: Number(b.totalAmount),
    status: b.status as BookingStatus,
    payment_state: b.paymentState as PaymentState,
    hold_expires_at: b.holdExpiresAt ? b.holdExpiresAt.toISOString() : null,
    payment_Info: payment
      ? {
          payment_transaction_id: payment.order_id,
          payment_reference_no: payment.reference_no,
          card_no: payment.card_no,
          card_orgn: payment.card_orgn,
        }
      : null,
  };
}
