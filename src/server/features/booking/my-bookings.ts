/** The signed-in customer's bookings, newest first. */
import { desc, eq, inArray } from 'drizzle-orm';
import type { CustomerBooking } from '../../../shared/contract/bookings';
import type { BookingStatus, PaymentState } from '../../../shared/enums';
import { bookedServiceNames } from '../../db/booked-service-names';
import type { Db } from '../../db/connect';
import { bookings, ratings, stylists, timeSlots } from '../../db/schema';
import type { Lang } from '../../i18n/catalogue';

export async function customerBookings(db: Db, customerId: number, lang: Lang): Promise<CustomerBooking[]> {
  const rows = await db
    .select({ b: bookings, stylistName: stylists.fullName, startTime: timeSlots.startTime })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId))
    .where(eq(bookings.customerId, customerId))
    .orderBy(desc(bookings.startsAt))
    .limit(100);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.b.id);
  const names = await bookedServiceNames(db, ids, lang);
  const rated = new Set(
    (await db.select({ id: ratings.bookingId }).from(ratings).where(inArray(ratings.bookingId, ids))).map(
      (r) => r.id,
    ),
  );
  return rows.map(({ b, stylistName, startTime }) => ({
    id: b.id,
    appointment_date: b.bookingDate,
    appointment_start_time: startTime,
    stylist_name: stylistName,
    services: names.get(b.id) ?? [],
    total_amount: Number(b.totalAmount),
    status: b.status as BookingStatus,
    payment_state: b.paymentState as PaymentState,
    rated: rated.has(b.id),
  }));
}
