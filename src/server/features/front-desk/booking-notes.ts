/** A booking's notes, as the front desk keeps them (the customer's note is where they start). */
import { eq } from 'drizzle-orm';
import type { CalendarBooking } from '#shared/contract/back-office';
import { bookings } from '../../db/schema';
import type { Deps } from '../../deps';
import { oneBooking } from '../../domain/calendar-booking';
import { missing } from '../../domain/domain-error';
import type { Lang } from '../../i18n/catalogue';

export async function saveBookingNotes(
  deps: Deps,
  id: number,
  notes: string,
  lang: Lang,
): Promise<CalendarBooking> {
  const rows = await deps.db
    .update(bookings)
    .set({ notes })
    .where(eq(bookings.id, id))
    .returning({ id: bookings.id });
  if (rows.length === 0) throw missing('admin_booking_not_found');
  return oneBooking(deps.db, id, lang);
}
