/**
 * A booking as the back office's calendar shows it (who, when, with whom, what, how much, its
 * status and payment state): the calendar's day and every staff action that answers with the
 * booking it changed (status, front-desk booking, move).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { CalendarBooking } from '#shared/contract/back-office';
import { minutesToTime, timeToMinutes } from '#shared/domain/slots';
import { bookedServiceNames } from '../db/booked-service-names';
import type { Db, Tx } from '../db/connect';
import { bookingSegments, bookings, stylists, timeSlots } from '../db/schema';
import type { Lang } from '../i18n/catalogue';
import { PAY_BY_LINK } from './booking-store/predicates';
import { missing } from './domain-error';
import { protectionOfRow } from './protection/protection-view';
import { personnelOf } from './wire-names';

const calendarColumns = { b: bookings, stylistName: stylists.fullName, startTime: timeSlots.startTime };
type Row = { b: typeof bookings.$inferSelect; stylistName: string; startTime: string };

export function calendarRows(db: Db | Tx) {
  return db
    .select(calendarColumns)
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId));
}

/** Each booking's parts in minutes from its start, from its segments (one read for all). */
async function partsByBooking(db: Db | Tx, rows: readonly Row[]) {
  const out = new Map<number, CalendarBooking['parts']>();
  if (rows.length === 0) return out;
  const starts = new Map(rows.map((r) => [r.b.id, r.b.startsAt.getTime()]));
  const segments = await db
    .select()
    .from(bookingSegments)
    .where(inArray(bookingSegments.bookingId, [...starts.keys()]))
    .orderBy(asc(bookingSegments.startsAt));
  for (const s of segments) {
    const t = starts.get(s.bookingId)!;
    const list = out.get(s.bookingId) ?? [];
    list.push({
      start: Math.round((s.startsAt.getTime() - t) / 60_000),
      end: Math.round((s.endsAt.getTime() - t) / 60_000),
      kind: s.kind === 'buffer' ? 'buffer' : 'busy',
    });
    out.set(s.bookingId, list);
  }
  return out;
}

export async function toCalendar(db: Db | Tx, rows: readonly Row[], lang: Lang): Promise<CalendarBooking[]> {
  const names = await bookedServiceNames(
    db,
    rows.map((r) => r.b.id),
    lang,
  );
  const parts = await partsByBooking(db, rows);
  return rows.map(({ b, stylistName, startTime }) => ({
    id: b.id,
    date: b.bookingDate,
    time: startTime,
    end_time: minutesToTime(timeToMinutes(startTime) + b.durationMinutes),
    start_slot_id: b.startSlotId,
    duration_minutes: b.durationMinutes,
    ...personnelOf(b.stylistId),
    personnel_name: stylistName,
    customer_name: b.customerName,
    customer_email: b.customerEmail,
    customer_phone: b.customerPhone,
    services: names.get(b.id) ?? [],
    total_amount: Number(b.totalAmount),
    kind: b.kind,
    status: b.status,
    payment_state: b.paymentState,
    refund_amount: Number(b.refundAmount),
    payment_link_until:
      b.paymentMethod === PAY_BY_LINK &&
      b.status === 'pending' &&
      (b.paymentState === 'unpaid' || b.paymentState === 'failed') &&
      b.holdExpiresAt
        ? b.holdExpiresAt.toISOString()
        : null,
    hold: holdOf(b),
    status_changed_by: b.statusChangedBy,
    status_changed_at: b.statusChangedAt ? b.statusChangedAt.toISOString() : null,
    notes: b.notes,
    parts: parts.get(b.id) ?? [{ start: 0, end: b.durationMinutes, kind: 'busy' }],
    ...protectionOfRow(b),
    fee_kind: b.feeKind,
    fee_decided_by: b.feeDecidedBy,
    fee_waive_reason: b.feeWaiveReason,
    balance_paid_amount: b.balancePaidAmount,
    balance_paid_method: b.balancePaidMethod,
  }));
}

/** What a booking still only holding its time waits for (null for a booking that is booked). */
function holdOf(b: Row['b']): CalendarBooking['hold'] {
  const waiting =
    b.status === 'pending' && (b.paymentState === 'unpaid' || b.paymentState === 'failed') && b.holdExpiresAt;
  if (!waiting) return null;
  return {
    waits_for:
      b.kind === 'move_hold'
        ? 'move_difference'
        : b.paymentMethod === PAY_BY_LINK
          ? 'payment_link'
          : 'online_payment',
    until: b.holdExpiresAt!.toISOString(),
    moving_booking_id: b.rescheduleOf,
  };
}

export async function oneBooking(db: Db | Tx, id: number, lang: Lang): Promise<CalendarBooking> {
  const rows = await calendarRows(db).where(eq(bookings.id, id));
  if (rows.length === 0) throw missing('admin_booking_not_found');
  return (await toCalendar(db, rows, lang))[0]!;
}
