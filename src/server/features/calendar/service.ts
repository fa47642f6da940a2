/**
 * The booking calendar: a day's bookings (all stylists or one), and staff setting a booking's
 * status. Statuses may follow each other in any order (none is enforced), with one guard
 * rail: a booking that has not started cannot be completed or marked no-show. Every change is
 * written to the booking's history with who made it. Cancelling goes through the one cancellation
 * command (bookings/cancel-booking.ts): the time is freed, what was paid online is refunded, the
 * customer is told; restoring a cancelled booking is refused with 409 when its time was taken meanwhile,
 * which the database decides (SQLSTATE 23P01), not a read-then-write check.
 */
import type { CalendarBooking, CalendarRequest } from '#shared/contract/back-office';
import type { BookingStatus } from '#shared/enums';
import { cancelBooking } from '../../bookings/cancel-booking';
import { completeVisit, markNoShow } from '../../bookings/visit-outcome';
import { type Db, PG_EXCLUSION_VIOLATION, sqlState, type Tx } from '../../db/connect';
import type { Deps } from '../../deps';
import { recordBookingChange } from '../../domain/booking-history';
import { calendarDay } from '../../domain/booking-store/lists';
import { type BookingRow, lockedBookingRow, updateBookingRow } from '../../domain/booking-store/rows';
import { oneBooking, toCalendar } from '../../domain/calendar-booking';
import { missing, refused } from '../../domain/domain-error';
import { stylistOfPersonnel } from '../../domain/wire-names';
import type { Lang } from '../../i18n/catalogue';
import { translate } from '../../i18n/catalogue';
import { bookingConfirmed } from '../../jobs/booking-events';
import { releaseLapsedHolds } from '../../jobs/holds';
import { deliverNow } from '../../jobs/outbox-runner';

const translateStatus = (lang: Lang, status: 'completed' | 'no_show') =>
  translate(lang, `status_name_${status}`);

/**
 * A day's bookings, every status, by start time; an active booking comes before a cancelled one at
 * the same time, so a cell shows the booking that holds it.
 */
export async function dayBookings(db: Db, q: CalendarRequest, lang: Lang): Promise<CalendarBooking[]> {
  const stylistId = stylistOfPersonnel(q);
  const rows = await calendarDay(db, q.date, stylistId);
  return toCalendar(db, rows, lang);
}

/**
 * Sets a booking's status as `actor` (the back-office user). A staff decision ends any payment
 * hold, so the hold job never cancels a booking staff put back or confirmed. Confirming queues the
 * confirmation, completing queues the rating invitation (both once per booking), cancelling tells
 * the customer's devices that asked for notifications.
 */
export async function setStatus(
  deps: Deps,
  actor: { id: number; name: string },
  id: number,
  status: BookingStatus,
  lang: Lang,
): Promise<CalendarBooking> {
  const now = deps.now();
  const queued: number[] = [];
  try {
    const result = await deps.db.transaction(async (tx) => {
      const b = await lockedBookingRow(tx, id);
      if (!b) throw missing('admin_booking_not_found');
      if (b.status === status) return oneBooking(tx, id, lang);
      if ((status === 'completed' || status === 'no_show') && b.startsAt > now)
        throw refused('status_in_future', { status: translateStatus(lang, status) });
      const staff = { kind: 'staff' as const, ...actor };
      queued.push(...(await changeStatus(tx, deps, b, status, staff, now)));
      return oneBooking(tx, id, lang);
    });
    await deps.bus.publish({ topic: 'bookings', date: result.date });
    if (queued.length === 0) return result;
    // a refund, a fee's refund and its card charge are tried at once, so the answer shows the outcome
    for (const outboxId of queued) await deliverNow(deps, outboxId);
    return oneBooking(deps.db, id, lang);
  } catch (error) {
    if (sqlState(error) === PG_EXCLUSION_VIOLATION) throw refused('booking_time_taken');
    throw error;
  }
}

/**
 * The desk's status change, through the booking core's command for each way a booking ends
 * (cancelled, completed, no-show: bookings/); putting a booking back to pending or confirmed is the
 * desk's own. Returns the outbox rows to try at once.
 */
async function changeStatus(
  tx: Tx,
  deps: Deps,
  b: BookingRow,
  status: BookingStatus,
  staff: { kind: 'staff'; id: number; name: string },
  now: Date,
): Promise<number[]> {
  if (status === 'cancelled')
    return (await cancelBooking(tx, deps, b, { actor: staff, by: 'salon', details: { to: status }, now }))
      .outboxIds;
  // a cancelled booking put back takes its time again (409 when it was taken meanwhile)
  if (b.status === 'cancelled') await releaseLapsedHolds(tx, now, b.stylistId);
  if (status === 'completed') return (await completeVisit(tx, deps, b, staff, now)).outboxIds;
  if (status === 'no_show') return (await markNoShow(tx, deps, b, staff, now)).outboxIds;
  await updateBookingRow(tx, b.id, {
    status,
    statusChangedBy: staff.name,
    statusChangedAt: now,
    updatedAt: now,
    holdExpiresAt: null,
  });
  if (status === 'confirmed') await bookingConfirmed(tx, deps, b.id, { paid: b.paymentState === 'paid' });
  await recordBookingChange(
    tx,
    b.id,
    { kind: 'status', actor: staff, details: { from: b.status, to: status } },
    now,
  );
  return [];
}
