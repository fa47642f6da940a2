/** A booking as the booking response shows it, in the caller's language. */
import { asc, desc, eq } from 'drizzle-orm';
import type { BookResponse } from '../../../shared/contract/bookings';
import { minutesToTime, timeToMinutes } from '../../../shared/domain/slots';
import type { BookingStatus, PaymentState } from '../../../shared/enums';
import type { Db, Tx } from '../../db/connect';
import { bookingServices, bookings, payments, services, stylists, timeSlots } from '../../db/schema';
import type { Lang } from '../../i18n/catalogue';

export async function bookingView(db: Db | Tx, id: number, lang: Lang): Promise<BookResponse | null> {
  const [row] = await db
    .select({ b: bookings, stylistName: stylists.fullName, startTime: timeSlots.startTime })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId))
    .where(eq(bookings.id, id));
  if (!row) return null;
  const items = await db
    .select({ bs: bookingServices, nameZh: services.nameZh, descriptionZh: services.descriptionZh })
    .from(bookingServices)
    .innerJoin(services, eq(services.id, bookingServices.serviceId))
    .where(eq(bookingServices.bookingId, id))
    .orderBy(asc(bookingServices.position));
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, id))
    .orderBy(desc(payments.id))
    .limit(1);
  const { b } = row;
  return {
    id: b.id,
    proceed_to_pay: b.paymentState === 'unpaid' || b.paymentState === 'failed',
    appointment_date: b.bookingDate,
    appointment_start_time: row.startTime,
    appointment_end_time: minutesToTime(timeToMinutes(row.startTime) + b.durationMinutes),
    appointment_services: items.map(({ bs, nameZh, descriptionZh }) => ({
      name: lang === 'zh' && nameZh ? nameZh : bs.name,
      description: lang === 'zh' && descriptionZh ? descriptionZh : bs.description,
      duration_minutes: bs.durationMinutes,
      price: Number(bs.price),
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
          payment_transaction_id: payment.orderId,
          payment_reference_no: payment.referenceNo,
          card_no: payment.cardNo,
          card_orgn: payment.cardOrgn,
        }
      : null,
  };
}
