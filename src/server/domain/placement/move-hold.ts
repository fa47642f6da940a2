/**
 * The held time of a dearer move: a row of its own in `bookings` (`reschedule_of` names the booking
 * it is for) under the same overlap constraint as every booking, with the booking's own shape at the
 * new time, the new stylist's prices, and the salon's payment hold (booking-terms.ts). It names no
 * customer and has no manage token: nobody can open, pay or change it as a booking.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { bookingServices, bookings } from '../../db/schema';
import { dropMoveHolds } from '../booking-store/holds';
import type { BookingRow } from '../booking-store/rows';
import type { NewTime } from '../move-holds';
import { partsOf, segmentsAt, writeSegments } from './segments';

/**
 * Holds the new time of a dearer move (refused with `timeTaken` when it is taken) and returns the
 * hold, which claims the booking's own shape at the new time. An earlier hold of the same booking
 * is dropped first: the latest choice counts.
 */
export async function holdMove(
  tx: Tx,
  booking: BookingRow,
  to: NewTime,
  /** When the hold lapses (booking-terms.ts: the salon's payment hold). */
  until: Date,
  now: Date,
): Promise<BookingRow> {
  await dropMoveHolds(tx, booking.id);
  const [hold] = await tx
    .insert(bookings)
    .values({
      customerId: null,
      customerName: booking.customerName,
      customerEmail: booking.customerEmail,
      customerPhone: booking.customerPhone,
      stylistId: to.stylistId,
      bookingDate: to.date,
      startSlotId: to.slot,
      startsAt: to.startsAt,
      endsAt: to.endsAt,
      durationMinutes: to.shape?.minutes ?? booking.durationMinutes,
      subtotal: to.subtotal,
      discountAmount: to.discountAmount,
      promoCode: booking.promoCode,
      totalAmount: to.totalAmount,
      status: 'pending',
      paymentState: 'unpaid',
      holdExpiresAt: until,
      language: booking.language,
      rescheduleOf: booking.id,
      kind: 'move_hold',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const lines = await tx.select().from(bookingServices).where(eq(bookingServices.bookingId, booking.id));
  for (const l of lines) {
    await tx
      .insert(bookingServices)
      .values({ ...l, bookingId: hold!.id, price: to.prices.get(l.serviceId) ?? l.price });
  }
  const parts = to.shape?.parts ?? (await partsOf(tx, booking.id, booking.startsAt));
  await writeSegments(tx, hold!.id, segmentsAt(to.stylistId, to.startsAt, parts));
  return hold!;
}
