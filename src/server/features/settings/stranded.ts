/**
 * Bookings the salon's hours leave out: still ahead, not cancelled (nor an unpaid hold that has
 * lapsed), on a closed day or outside that day's opening hours. A change of hours or a closure never
 * cancels them; the desk sees them here and moves them.
 */
import type { StrandedBooking } from '#shared/contract/salon-hours';
import { type SalonHours, salonDayOn, withinSalonDay } from '#shared/domain/salon-hours';
import { slotTimeOf, timeToMinutes } from '#shared/domain/slots';
import type { Db, Tx } from '../../db/connect';
import { bookingsAheadWithStylist } from '../../domain/booking-store/lists';

/** Every booking still ahead that lies outside the salon's hours, soonest first. */
export async function strandedBookings(
  db: Db | Tx,
  hours: Pick<SalonHours, 'opening_hours' | 'closures'>,
  now: Date,
): Promise<StrandedBooking[]> {
  const rows = await bookingsAheadWithStylist(db, now);
  const out: StrandedBooking[] = [];
  for (const { b, stylistName } of rows) {
    const lapsed =
      b.status === 'pending' &&
      (b.paymentState === 'unpaid' || b.paymentState === 'failed') &&
      b.holdExpiresAt !== null &&
      b.holdExpiresAt <= now;
    const time = slotTimeOf(b.startSlotId);
    if (lapsed || !time) continue;
    const day = salonDayOn(hours, b.bookingDate);
    if (withinSalonDay(day, timeToMinutes(time), b.durationMinutes)) continue;
    out.push({
      booking_id: b.id,
      booking_date: b.bookingDate,
      start_time: time,
      duration_minutes: b.durationMinutes,
      customer_name: b.customerName,
      stylist_id: b.stylistId,
      stylist_name: stylistName,
      closed_reason: day.closed ? day.reason : null,
    });
  }
  return out;
}
