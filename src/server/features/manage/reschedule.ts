/**
 * A customer moves their booking to another time (and perhaps another stylist). One transaction:
 * the booking row takes its new time range, so the overlap constraint claims the new time and frees
 * the old one together; when the new time was taken meanwhile the answer is 409 and nothing
 * changes. The payment stays with the booking. With another stylist the price may change: an unpaid
 * booking simply costs the new total at checkout; a paid one that becomes cheaper is refunded the
 * difference; a paid one that becomes dearer is refused (see README: the difference is settled at
 * the salon). Past the reschedule limit or inside the cut-off the refusal names the salon's phone.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { RescheduleRequest, RescheduleResult } from '../../../shared/contract/manage';
import { allowances } from '../../../shared/domain/booking-policy';
import { formatMoney, fromCents, toCents } from '../../../shared/domain/money';
import { priceBooking } from '../../../shared/domain/promo';
import { isBookableDate, salonInstant } from '../../../shared/domain/window';
import { PG_EXCLUSION_VIOLATION, sqlState, type Tx } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { bookingServices, bookings } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickCandidates } from '../../domain/availability/candidates';
import type { Qualified } from '../../domain/availability/qualified';
import { loadGrid } from '../../domain/availability/working-cells';
import { type BookingRow, ownedBooking } from '../../domain/booking-access';
import { recordBookingChange } from '../../domain/booking-history';
import { ApiError, badRequest, conflict } from '../../http/api-error';
import type { Principal } from '../../http/auth';
import type { Lang } from '../../i18n/catalogue';
import { bookingChanged, publishBookingDates } from '../../jobs/booking-changes';
import { releaseLapsedHolds } from '../../jobs/holds';
import { paidPayment, queueRefund, refundNow } from '../../jobs/refunds';
import { managedBooking } from './managed-view';

class SlotTaken extends Error {}

type Line = { serviceId: number; price: number };

/** The booking's total with this stylist's prices (and the booking's promo, if any). */
function priceWith(booking: BookingRow, lines: Line[], q: Qualified) {
  return priceBooking(
    lines.map((l) => q.prices.get(l.serviceId) ?? l.price),
    booking.promoCode,
  );
}

function refuse(booking: BookingRow, now: Date, phone: string): void {
  const may = allowances(booking, now);
  if (may.canReschedule) return;
  if (
    booking.status === 'cancelled' ||
    booking.status === 'completed' ||
    booking.paymentState === 'refund_due'
  )
    throw conflict('booking_closed', { phone });
  if (now.getTime() >= may.rescheduleDeadline.getTime())
    throw conflict('reschedule_too_late', { hours: booking.rescheduleCutoffHours, phone });
  throw conflict('reschedule_limit', { count: booking.rescheduleCount, phone });
}

export async function rescheduleBooking(
  deps: Deps,
  body: RescheduleRequest,
  principal: Principal | null,
  lang: Lang,
): Promise<RescheduleResult> {
  const now = deps.now();
  const salon = await readSalonProfile(deps.db);
  const cell = (await loadGrid(deps.db)).find((c) => c.id === body.start_slot_id);
  if (!cell) throw badRequest('slot_unknown');
  if (!isBookableDate(body.booking_date, salon.time_zone, now)) throw badRequest('date_out_of_window');
  const startsAt = salonInstant(body.booking_date, cell.startTime, salon.time_zone);
  if (startsAt <= now) throw badRequest('slot_in_past');

  // read and choose outside the transaction (availability reads the pool); re-checked under lock
  const { booking } = await ownedBooking(deps.db, deps, body, principal);
  refuse(booking, now, salon.phone);
  if (
    startsAt.getTime() === booking.startsAt.getTime() &&
    (!body.stylist_id || body.stylist_id === booking.stylistId)
  )
    throw badRequest('reschedule_same_time');
  const lines = await deps.db
    .select({ serviceId: bookingServices.serviceId, price: bookingServices.price })
    .from(bookingServices)
    .where(eq(bookingServices.bookingId, booking.id));
  const candidates = await pickCandidates(
    deps,
    {
      selected_service_ids: lines.map((l) => l.serviceId),
      stylist_id: body.stylist_id,
      booking_date: body.booking_date,
      start_slot_id: body.start_slot_id,
    },
    booking.durationMinutes,
    salon.time_zone,
    now,
    booking.id,
  );
  const oldTotal = Number(booking.totalAmount);
  const paid = booking.paymentState === 'paid';
  // a paid booking may not become dearer here; prefer a stylist at or below what was paid
  const affordable = paid
    ? candidates.filter((q) => toCents(priceWith(booking, lines, q).total_amount) <= toCents(oldTotal))
    : candidates;
  if (affordable.length === 0) {
    const cheapest = Math.min(...candidates.map((q) => toCents(priceWith(booking, lines, q).total_amount)));
    throw conflict('reschedule_pays_more', {
      amount: formatMoney(fromCents(cheapest - toCents(oldTotal)), salon.currency),
      phone: salon.phone,
    });
  }
  if (body.preview) {
    const price = priceWith(booking, lines, affordable[0]!);
    return {
      booking: await managedBooking(deps.db, booking.id, lang, now),
      preview: true,
      new_total: price.total_amount,
      price_difference: fromCents(toCents(price.total_amount) - toCents(oldTotal)),
    };
  }

  try {
    const done = await deps.db.transaction(async (tx) => {
      const { booking: locked, actor } = await ownedBooking(tx, deps, body, principal, { lock: true });
      // changed since it was read (another tap, the front desk): decide again from the start
      if (
        locked.startsAt.getTime() !== booking.startsAt.getTime() ||
        locked.rescheduleCount !== booking.rescheduleCount ||
        locked.status !== booking.status ||
        locked.paymentState !== booking.paymentState
      )
        throw conflict('booking_changed');
      const endsAt = new Date(startsAt.getTime() + booking.durationMinutes * 60_000);
      for (const q of affordable) {
        const price = priceWith(booking, lines, q);
        const moved = await tx
          .transaction(async (sp) => {
            await releaseLapsedHolds(sp, now, q.stylist.id);
            await moveRow(sp, booking, q, lines, {
              date: body.booking_date,
              slot: body.start_slot_id,
              startsAt,
              endsAt,
              price,
              now,
            });
            return true;
          })
          .catch((e) => {
            if (sqlState(e) === PG_EXCLUSION_VIOLATION) return false;
            throw e;
          });
        if (!moved) continue;
        const difference = fromCents(toCents(price.total_amount) - toCents(oldTotal));
        const refundId =
          paid && difference < 0 ? await refundDifference(tx, booking, -difference, now) : null;
        await recordBookingChange(
          tx,
          booking.id,
          {
            kind: 'rescheduled',
            actor,
            details: {
              from: { starts_at: booking.startsAt.toISOString(), stylist_id: booking.stylistId },
              to: { starts_at: startsAt.toISOString(), stylist_id: q.stylist.id },
              price_difference: difference,
            },
          },
          now,
        );
        await bookingChanged(tx, deps, booking.id, {
          kind: 'rescheduled',
          by: 'customer',
          previous: { startsAt: booking.startsAt, endsAt: booking.endsAt, stylistId: booking.stylistId },
        });
        return { id: booking.id, newTotal: price.total_amount, refundId };
      }
      throw new SlotTaken();
    });
    await publishBookingDates(deps, salon.time_zone, [booking.startsAt, startsAt]);
    if (done.refundId) await refundNow(deps, done.refundId);
    return {
      booking: await managedBooking(deps.db, done.id, lang, deps.now()),
      preview: false,
      new_total: done.newTotal,
      price_difference: fromCents(toCents(done.newTotal) - toCents(oldTotal)),
    };
  } catch (e) {
    if (e instanceof SlotTaken)
      throw new ApiError(409, 'slot_taken', body.stylist_id ? 'slot_taken' : 'no_stylist_free');
    throw e;
  }
}

type Move = {
  date: string;
  slot: number;
  startsAt: Date;
  endsAt: Date;
  price: ReturnType<typeof priceBooking>;
  now: Date;
};

/** The booking takes its new time, stylist and prices; the overlap constraint decides a race. */
async function moveRow(tx: Tx, booking: BookingRow, q: Qualified, lines: Line[], m: Move): Promise<void> {
  await tx
    .update(bookings)
    .set({
      stylistId: q.stylist.id,
      bookingDate: m.date,
      startSlotId: m.slot,
      startsAt: m.startsAt,
      endsAt: m.endsAt,
      subtotal: m.price.subtotal,
      discountAmount: m.price.discount_amount,
      totalAmount: m.price.total_amount,
      rescheduleCount: sql`${bookings.rescheduleCount} + 1`,
      reminderSentAt: null,
      updatedAt: m.now,
    })
    .where(eq(bookings.id, booking.id));
  if (q.stylist.id === booking.stylistId) return;
  for (const l of lines) {
    await tx
      .update(bookingServices)
      .set({ price: q.prices.get(l.serviceId) ?? l.price })
      .where(and(eq(bookingServices.bookingId, booking.id), eq(bookingServices.serviceId, l.serviceId)));
  }
}

/** A paid booking became cheaper: the difference is owed back and queued for refund. */
async function refundDifference(
  tx: Tx,
  booking: BookingRow,
  amount: number,
  now: Date,
): Promise<number | null> {
  const payment = await paidPayment(tx, booking.id);
  if (!payment) return null;
  await tx
    .update(bookings)
    .set({ refundAmount: sql`${bookings.refundAmount} + ${amount}` })
    .where(eq(bookings.id, booking.id));
  return queueRefund(tx, now, {
    bookingId: booking.id,
    paymentId: payment.id,
    orderId: payment.orderId,
    referenceNo: payment.referenceNo,
    amount,
    full: false,
    idempotencyKey: `${payment.orderId}-move-${booking.rescheduleCount + 1}`,
  });
}
