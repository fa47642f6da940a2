/**
 * A customer moves their booking to another time (and perhaps another stylist). One transaction:
 * the booking row takes its new time range, so the overlap constraint claims the new time and frees
 * the old one together; when the new time was taken meanwhile the answer is 409 and nothing
 * changes. The payment stays with the booking. With another stylist the price may change: an unpaid
 * booking simply costs the new total at checkout; a paid one that becomes cheaper is refunded the
 * difference; a paid one that becomes dearer only holds the new time (domain/move-holds.ts) and
 * moves once the difference is paid through the normal checkout. Past the reschedule limit or
 * inside the cut-off the refusal names the salon's phone.
 */
import { eq, sql } from 'drizzle-orm';
import type { RescheduleRequest, RescheduleResult } from '#shared/contract/manage';
import { allowances } from '#shared/domain/booking-policy';
import { fromCents, toCents } from '#shared/domain/money';
import { type PromoTerms, priceBooking } from '#shared/domain/promo';
import { isBookableDate } from '#shared/domain/window';
import { salonInstant } from '#shared/salon-instant';
import type { Tx } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { bookingServices, bookings } from '../../db/schema';
import type { Deps } from '../../deps';
import { claimStylistTime, TimeBlocked } from '../../domain/availability/blocks';
import { pickCandidates } from '../../domain/availability/candidates';
import { assertNotice } from '../../domain/availability/notice';
import type { Qualified } from '../../domain/availability/qualified';
import { shapesForMove } from '../../domain/availability/stylist-visit';
import { loadGrid } from '../../domain/availability/working-cells';
import { holdMove, moveBookingRow, type NewTime, recordCustomerMove } from '../../domain/move-holds';
import { isTimeTaken } from '../../domain/placement/segments';
import { bookingPromoTerms } from '../../domain/promotions/booking-terms';
import { ApiError, badRequest, conflict } from '../../http/api-error';
import type { Principal } from '../../http/auth';
import { type BookingRow, ownedBooking } from '../../http/booking-access';
import type { Lang } from '../../i18n/catalogue';
import { announceCustomerMove, publishBookingDates } from '../../jobs/booking-changes';
import { deliverNow } from '../../jobs/outbox-runner';
import { paidPayment, queueRefund } from '../../jobs/refunds';
import { managedBooking } from './managed-view';

class SlotTaken extends Error {}

type Line = { serviceId: number; price: number };

/** The booking's total with this stylist's prices (and the booking's promo, if any). */
function priceWith(terms: PromoTerms | null, lines: Line[], q: Qualified) {
  return priceBooking(
    lines.map((l) => ({ service_id: l.serviceId, price: q.prices.get(l.serviceId) ?? l.price })),
    terms,
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
  if (!isBookableDate(body.booking_date, salon.time_zone, now, salon.booking_window_days))
    throw badRequest('date_out_of_window', { days: salon.booking_window_days });
  const startsAt = salonInstant(body.booking_date, cell.startTime, salon.time_zone);
  if (startsAt <= now) throw badRequest('slot_in_past');
  assertNotice(startsAt, now, salon.min_notice_minutes);

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
  // the booking keeps its shape, but with another stylist's own lengths of its services
  const shapeWith = await shapesForMove(
    deps.db,
    booking,
    lines.map((l) => l.serviceId),
  );
  const candidates = await pickCandidates(
    deps,
    {
      selected_service_ids: lines.map((l) => l.serviceId),
      stylist_id: body.stylist_id,
      booking_date: body.booking_date,
      start_slot_id: body.start_slot_id,
    },
    // the booking keeps its shape (busy parts, gaps, clean-up) at its new time (stylist-visit.ts)
    shapeWith,
    salon.time_zone,
    now,
    { excludeBookingId: booking.id },
  );
  const oldTotal = Number(booking.totalAmount);
  // a paid deposit stays what it was: the new total's rest is paid at the salon (docs/payments.md, "No-show protection"),
  // so only a booking paid in full online pays or is refunded a move's difference
  const depositKept = booking.paymentState === 'paid' && booking.protection === 'deposit';
  const paid = booking.paymentState === 'paid' && !depositKept;
  const terms = await bookingPromoTerms(deps.db, booking.id);
  const priced = candidates.map((q) => ({ q, price: priceWith(terms, lines, q) }));
  // a paid booking prefers a stylist at or below what was paid; a dearer one is paid for first
  const affordable = paid ? priced.filter((c) => toCents(c.price.total_amount) <= toCents(oldTotal)) : priced;
  const payFirst = paid && affordable.length === 0;
  const choices = payFirst
    ? [...priced].sort((a, b) => toCents(a.price.total_amount) - toCents(b.price.total_amount))
    : affordable;
  const differenceOf = (total: number) => fromCents(toCents(total) - toCents(oldTotal));
  if (body.preview) {
    const price = choices[0]!.price;
    return {
      booking: await managedBooking(deps.db, booking.id, lang, now),
      preview: true,
      new_total: price.total_amount,
      price_difference: differenceOf(price.total_amount),
      awaiting_payment: false,
      hold_expires_at: null,
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
        locked.paymentState !== booking.paymentState ||
        toCents(locked.totalAmount) !== toCents(oldTotal)
      )
        throw conflict('booking_changed');
      for (const { q, price } of choices) {
        const endsAt = new Date(startsAt.getTime() + shapeWith(q).minutes * 60_000);
        const to: NewTime = {
          stylistId: q.stylist.id,
          date: body.booking_date,
          slot: body.start_slot_id,
          startsAt,
          endsAt,
          subtotal: price.subtotal,
          discountAmount: price.discount_amount,
          totalAmount: price.total_amount,
          prices: new Map(lines.map((l) => [l.serviceId, q.prices.get(l.serviceId) ?? l.price])),
          shape: shapeWith(q),
        };
        const claimed = await tx
          .transaction(async (sp) => {
            // one claim of a stylist's time at a time: two moves waiting on each other's new rows under
            // the overlap constraint would otherwise deadlock (seen on PostgreSQL with 20 at once)
            await claimStylistTime(sp, q.stylist.id, now);
            if (payFirst) return holdMove(sp, booking, to, holdMinutes(deps, salon), now);
            await moveBookingRow(sp, booking, to, now);
            return null;
          })
          .then((hold) => ({ hold }))
          .catch((e) => {
            if (isTimeTaken(e) || e instanceof TimeBlocked) return null;
            throw e;
          });
        if (!claimed) continue;
        const difference = differenceOf(price.total_amount);
        // the move itself waits for the difference (settled by the payment's return)
        if (claimed.hold) return { newTotal: price.total_amount, refundId: null, hold: claimed.hold };
        const refundId =
          paid && difference < 0
            ? await refundDifference(tx, booking, -difference, now)
            : depositKept
              ? await refundDepositOver(tx, booking, price.total_amount, now)
              : null;
        await recordCustomerMove(
          tx,
          booking,
          { startsAt, stylistId: q.stylist.id },
          actor,
          { price_difference: difference },
          now,
        );
        await announceCustomerMove(tx, deps, booking);
        return { newTotal: price.total_amount, refundId, hold: null };
      }
      throw new SlotTaken();
    });
    await publishBookingDates(deps, salon.time_zone, [booking.startsAt, startsAt]);
    if (done.refundId) await deliverNow(deps, done.refundId);
    return {
      booking: await managedBooking(deps.db, booking.id, lang, deps.now()),
      preview: false,
      new_total: done.newTotal,
      price_difference: differenceOf(done.newTotal),
      awaiting_payment: !!done.hold,
      hold_expires_at: done.hold?.holdExpiresAt?.toISOString() ?? null,
    };
  } catch (e) {
    if (e instanceof SlotTaken)
      throw new ApiError(409, 'slot_taken', body.stylist_id ? 'slot_taken' : 'no_stylist_free');
    throw e;
  }
}

/** How long a held time waits for its payment: the salon's hold for unpaid bookings. */
function holdMinutes(deps: Deps, salon: { payment_hold_minutes: number }): number {
  return deps.config.holdMinutesOverride ?? salon.payment_hold_minutes;
}

/**
 * A booking whose deposit is paid became cheaper than the deposit itself: the deposit becomes the
 * new total (nothing is left to pay at the salon) and what was paid above it is refunded.
 */
async function refundDepositOver(tx: Tx, booking: BookingRow, newTotal: number, now: Date) {
  const over = fromCents(toCents(booking.depositAmount) - toCents(newTotal));
  if (over <= 0) return null;
  await tx.update(bookings).set({ depositAmount: newTotal }).where(eq(bookings.id, booking.id));
  return refundDifference(tx, booking, over, now);
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
