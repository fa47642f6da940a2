/**
 * What a customer's move settles before any time is held: the new start is on the grid, bookable
 * and ahead with the salon's notice; the booking may still move; which stylists may take it, each
 * at the booking's own shape with their lengths and priced with their prices and the booking's
 * promotion. A paid booking prefers a stylist at or below what was paid; a dearer one is paid for
 * first (its new time held meanwhile).
 */
import { eq } from 'drizzle-orm';
import type { RescheduleRequest } from '#shared/contract/manage';
import { allowances } from '#shared/domain/booking-policy';
import { fromCents, toCents } from '#shared/domain/money';
import { type PromoTerms, priceBooking } from '#shared/domain/promo';
import { isBookableDate } from '#shared/domain/window';
import { salonInstant } from '#shared/salon-instant';
import { readSalonProfile } from '../../db/salon-settings';
import { bookingServices } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickCandidates } from '../../domain/availability/candidates';
import { assertNotice } from '../../domain/availability/notice';
import type { Qualified } from '../../domain/availability/qualified';
import { shapesForMove } from '../../domain/availability/stylist-visit';
import { loadGrid } from '../../domain/availability/working-cells';
import type { BookingRow } from '../../domain/booking-store/rows';
import { invalid, refused } from '../../domain/domain-error';
import { bookingPromoTerms } from '../../domain/promotions/booking-terms';
import type { Principal } from '../../http/auth';
import { ownedBooking } from '../../http/booking-access';

type Line = { serviceId: number; price: number };

/** The booking's total with this stylist's prices (and the booking's promo, if any). */
function priceWith(terms: PromoTerms | null, lines: Line[], q: Qualified) {
  return priceBooking(
    lines.map((l) => ({ service_id: l.serviceId, price: q.prices.get(l.serviceId) ?? l.price })),
    terms,
  );
}

/** Refuses a move the booking's policy no longer allows, naming the salon's phone. */
function assertMayMove(booking: BookingRow, now: Date, phone: string): void {
  const may = allowances(booking, now);
  if (may.canReschedule) return;
  if (
    booking.status === 'cancelled' ||
    booking.status === 'completed' ||
    booking.paymentState === 'refund_due'
  )
    throw refused('booking_closed', { phone });
  if (now.getTime() >= may.rescheduleDeadline.getTime())
    throw refused('reschedule_too_late', { hours: booking.rescheduleCutoffHours, phone });
  throw refused('reschedule_limit', { count: booking.rescheduleCount, phone });
}

/** The new start as an instant, refused when it is not on the grid, not bookable or too soon. */
async function newStart(deps: Deps, body: RescheduleRequest, now: Date) {
  const salon = await readSalonProfile(deps.db);
  const cell = (await loadGrid(deps.db)).find((c) => c.id === body.start_slot_id);
  if (!cell) throw invalid('slot_unknown');
  if (!isBookableDate(body.booking_date, salon.time_zone, now, salon.booking_window_days))
    throw invalid('date_out_of_window', { days: salon.booking_window_days });
  const startsAt = salonInstant(body.booking_date, cell.startTime, salon.time_zone);
  if (startsAt <= now) throw invalid('slot_in_past');
  assertNotice(startsAt, now, salon.min_notice_minutes);
  return { salon, startsAt };
}

export async function planMove(deps: Deps, body: RescheduleRequest, principal: Principal | null) {
  const now = deps.now();
  const { salon, startsAt } = await newStart(deps, body, now);
  // read and choose outside the transaction (availability reads the pool); re-checked under lock
  const { booking } = await ownedBooking(deps.db, deps, body, principal);
  assertMayMove(booking, now, salon.phone);
  if (
    startsAt.getTime() === booking.startsAt.getTime() &&
    (!body.stylist_id || body.stylist_id === booking.stylistId)
  )
    throw invalid('reschedule_same_time');
  const lines = await deps.db
    .select({ serviceId: bookingServices.serviceId, price: bookingServices.price })
    .from(bookingServices)
    .where(eq(bookingServices.bookingId, booking.id));
  // the booking keeps its shape (busy parts, gaps, clean-up) with another stylist's own lengths
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
    shapeWith,
    salon.time_zone,
    now,
    { excludeBookingId: booking.id },
  );
  const oldTotal = Number(booking.totalAmount);
  // a paid deposit stays what it was: the new total's rest is paid at the salon (docs/payments.md,
  // "No-show protection"), so only a booking paid in full online pays or is refunded a difference
  const depositKept = booking.paymentState === 'paid' && booking.protection === 'deposit';
  const paid = booking.paymentState === 'paid' && !depositKept;
  const terms = await bookingPromoTerms(deps.db, booking.id);
  const priced = candidates.map((q) => ({
    stylist: q.stylist,
    q,
    price: priceWith(terms, lines, q),
    prices: new Map(lines.map((l) => [l.serviceId, q.prices.get(l.serviceId) ?? l.price])),
  }));
  const affordable = paid ? priced.filter((c) => toCents(c.price.total_amount) <= toCents(oldTotal)) : priced;
  const payFirst = paid && affordable.length === 0;
  const choices = payFirst
    ? [...priced].sort((a, b) => toCents(a.price.total_amount) - toCents(b.price.total_amount))
    : affordable;
  return {
    now,
    salon,
    startsAt,
    booking,
    shapeWith,
    choices,
    paid,
    depositKept,
    payFirst,
    differenceOf: (total: number) => fromCents(toCents(total) - toCents(oldTotal)),
  };
}

export type MovePlan = Awaited<ReturnType<typeof planMove>>;
export type MoveChoice = MovePlan['choices'][number];
