/** A booking's notes, as the front desk keeps them (the customer's note is where they start). */
import type { CalendarBooking } from '#shared/contract/back-office';
import type { Deps } from '../../deps';
import { updateBookingRow } from '../../domain/booking-store/rows';
import { oneBooking } from '../../domain/calendar-booking';
import { missing } from '../../domain/domain-error';
import type { Lang } from '../../i18n/catalogue';

export async function saveBookingNotes(
  deps: Deps,
  id: number,
  notes: string,
  lang: Lang,
): Promise<CalendarBooking> {
  if (!(await updateBookingRow(deps.db, id, { notes }))) throw missing('admin_booking_not_found');
  return oneBooking(deps.db, id, lang);
}
