/**
 * The desk records what the client paid at the counter on the day (cash or card), usually the
 * balance after a deposit, so the day's takings add up in the reports. Recording again replaces it.
 */
import type { CalendarBooking } from '#shared/contract/back-office';
import { readSalonProfile } from '../../db/salon-settings';
import type { Deps } from '../../deps';
import { recordBookingChange } from '../../domain/booking-history';
import { lockedBookingRow, updateBookingRow } from '../../domain/booking-store/rows';
import { oneBooking } from '../../domain/calendar-booking';
import { missing, refused } from '../../domain/domain-error';
import type { Lang } from '../../i18n/catalogue';

export async function recordBalancePaid(
  deps: Deps,
  staff: { id: number; name: string },
  body: { booking_id: number; amount: number; method: 'cash' | 'card' },
  lang: Lang,
): Promise<CalendarBooking> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const b = await lockedBookingRow(tx, body.booking_id);
    if (b?.kind !== 'booking') throw missing('admin_booking_not_found');
    if (b.status === 'cancelled')
      throw refused('booking_closed', { phone: (await readSalonProfile(tx)).phone });
    await updateBookingRow(tx, b.id, {
      balancePaidAmount: body.amount,
      balancePaidMethod: body.method,
      updatedAt: now,
    });
    await recordBookingChange(
      tx,
      b.id,
      {
        kind: 'paid',
        actor: { kind: 'staff', ...staff },
        details: { at: 'salon', amount: body.amount, method: body.method },
      },
      now,
    );
    return oneBooking(tx, b.id, lang);
  });
}
