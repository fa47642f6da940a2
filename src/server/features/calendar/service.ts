/**
 * The booking calendar: a day's bookings (all stylists or one), and staff setting a booking's
 * status. Statuses may follow each other in any order (the spec enforces none), with one guard
 * rail: a booking that has not started cannot be completed or marked no-show. Every change is
 * written to the booking's history with who made it; cancelling tells the customer. Cancelling frees the time (the overlap constraint ignores cancelled
 * bookings); restoring a cancelled booking is refused with 409 when its time was taken meanwhile,
 * which the database decides (SQLSTATE 23P01), not a read-then-write check.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CalendarBooking, CalendarRequest } from '../../../shared/contract/back-office';
import { minutesToTime, timeToMinutes } from '../../../shared/domain/slots';
import type { BookingStatus, PaymentState } from '../../../shared/enums';
import { bookedServiceNames } from '../../db/booked-service-names';
import { type Db, PG_EXCLUSION_VIOLATION, sqlState, type Tx } from '../../db/connect';
import { bookings, stylists, timeSlots } from '../../db/schema';
import type { Deps } from '../../deps';
import { recordBookingChange } from '../../domain/booking-history';
import { notLapsedHold, PAY_BY_LINK } from '../../domain/unpaid-holds';
import { conflict, notFound } from '../../http/api-error';
import type { Lang } from '../../i18n/catalogue';
import { translate } from '../../i18n/catalogue';
import { bookingChanged } from '../../jobs/booking-changes';
import { bookingCompleted, bookingConfirmed } from '../../jobs/booking-events';
import { releaseLapsedHolds } from '../../jobs/holds';

const translateStatus = (lang: Lang, status: 'completed' | 'no_show') =>
  translate(lang, `status_name_${status}`);

const calendarColumns = { b: bookings, personnelName: stylists.fullName, startTime: timeSlots.startTime };
type Row = { b: typeof bookings.$inferSelect; personnelName: string; startTime: string };

function query(db: Db | Tx) {
  return db
    .select(calendarColumns)
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId));
}

async function toCalendar(db: Db | Tx, rows: readonly Row[], lang: Lang): Promise<CalendarBooking[]> {
  const names = await bookedServiceNames(
    db,
    rows.map((r) => r.b.id),
    lang,
  );
  return rows.map(({ b, personnelName, startTime }) => ({
    id: b.id,
    date: b.bookingDate,
    time: startTime,
    end_time: minutesToTime(timeToMinutes(startTime) + b.durationMinutes),
    start_slot_id: b.startSlotId,
    duration_minutes: b.durationMinutes,
    personnel_id: b.stylistId,
    personnel_name: personnelName,
    customer_name: b.customerName,
    customer_email: b.customerEmail,
    customer_phone: b.customerPhone,
    services: names.get(b.id) ?? [],
    total_amount: Number(b.totalAmount),
    status: b.status as BookingStatus,
    payment_state: b.paymentState as PaymentState,
    payment_link_until:
      b.paymentMethod === PAY_BY_LINK &&
      b.status === 'pending' &&
      (b.paymentState === 'unpaid' || b.paymentState === 'failed') &&
      b.holdExpiresAt
        ? b.holdExpiresAt.toISOString()
        : null,
    status_changed_by: b.statusChangedBy,
    status_changed_at: b.statusChangedAt ? b.statusChangedAt.toISOString() : null,
  }));
}

/**
 * A day's bookings, every status, by start time; an active booking comes before a cancelled one at
 * the same time, so a cell shows the booking that holds it.
 */
export async function dayBookings(db: Db, q: CalendarRequest, lang: Lang): Promise<CalendarBooking[]> {
  const rows = await query(db)
    .where(
      and(
        eq(bookings.bookingDate, q.date),
        q.personnel_id ? eq(bookings.stylistId, q.personnel_id) : undefined,
        notLapsedHold,
      ),
    )
    .orderBy(
      asc(bookings.startsAt),
      sql`${bookings.status} = 'cancelled'`,
      asc(stylists.fullName),
      asc(bookings.id),
    );
  return toCalendar(db, rows, lang);
}

export async function oneBooking(db: Db | Tx, id: number, lang: Lang): Promise<CalendarBooking> {
  const rows = await query(db).where(eq(bookings.id, id));
  if (rows.length === 0) throw notFound('admin_booking_not_found');
  return (await toCalendar(db, rows, lang))[0]!;
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
  try {
    const result = await deps.db.transaction(async (tx) => {
      const [b] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      if (!b) throw notFound('admin_booking_not_found');
      if (b.status === status) return oneBooking(tx, id, lang);
      if ((status === 'completed' || status === 'no_show') && b.startsAt > now)
        throw conflict('status_in_future', { status: translateStatus(lang, status) });
      if (b.status === 'cancelled') await releaseLapsedHolds(tx, now, b.stylistId);
      await tx
        .update(bookings)
        .set({
          status,
          statusChangedBy: actor.name,
          statusChangedAt: now,
          updatedAt: now,
          ...(status === 'cancelled' ? {} : { holdExpiresAt: null }),
        })
        .where(eq(bookings.id, id));
      if (status === 'confirmed') await bookingConfirmed(tx, deps, id, { paid: b.paymentState === 'paid' });
      if (status === 'completed') await bookingCompleted(tx, deps, id);
      if (status === 'cancelled' && b.startsAt > now)
        await bookingChanged(tx, deps, id, { kind: 'cancelled', by: 'salon' });
      await recordBookingChange(
        tx,
        id,
        {
          kind: status === 'cancelled' ? 'cancelled' : 'status',
          actor: { kind: 'staff', ...actor },
          details: { from: b.status, to: status },
        },
        now,
      );
      return oneBooking(tx, id, lang);
    });
    await deps.bus.publish({ topic: 'bookings', date: result.date });
    return result;
  } catch (error) {
    if (sqlState(error) === PG_EXCLUSION_VIOLATION) throw conflict('booking_time_taken');
    throw error;
  }
}
