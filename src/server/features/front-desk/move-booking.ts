/**
 * Staff move a booking to another time or stylist, in one transaction, through the placement
 * command (domain/placement/move-booking.ts): a taken time is refused (nothing changes), the
 * stylist's blocks refuse blocked time (checked under the stylist's time lock), and a move to another stylist reprices the booking at that stylist's
 * prices unless it is already paid (what was paid stays what was charged). The move is written to
 * the booking's history; with notify_customer the client is emailed in the booking's language with
 * the updated .ics and the `booking_rescheduled` webhook goes out, once the move can no longer be
 * undone (move-notice.ts). Undo is a move back, and a move undone in time tells nobody.
 */
import { asc, eq } from 'drizzle-orm';
import type { MoveBookingRequest, MoveResult } from '#shared/contract/front-desk';
import { priceBooking } from '#shared/domain/promo';
import { salonInstant } from '#shared/salon-instant';
import { readSalonProfile } from '../../db/salon-settings';
import { bookingServices, timeSlots } from '../../db/schema';
import type { Deps } from '../../deps';
import { TimeBlocked } from '../../domain/availability/blocks';
import type { Visit } from '../../domain/availability/free-starts';
import { qualifiedStylists } from '../../domain/availability/qualified';
import { shapesForMove } from '../../domain/availability/stylist-visit';
import { loadGrid } from '../../domain/availability/working-cells';
import { lockedBookingRow } from '../../domain/booking-store/rows';
import { oneBooking } from '../../domain/calendar-booking';
import { invalid, missing, refused } from '../../domain/domain-error';
import { moveBooking } from '../../domain/placement/move-booking';
import { isTimeTaken } from '../../domain/placement/segments';
import { bookingPromoTerms } from '../../domain/promotions/booking-terms';
import type { Lang } from '../../i18n/catalogue';
import { translate } from '../../i18n/catalogue';
import { assertRealDate } from './dates';
import { noticeOfMove } from './move-notice';
import type { Staff } from './staff-actor';

const MOVABLE = new Set(['pending', 'confirmed']);

export async function moveDeskBooking(
  deps: Deps,
  body: MoveBookingRequest,
  staff: Staff,
  lang: Lang,
): Promise<MoveResult> {
  const { db } = deps;
  const now = deps.now();
  assertRealDate(body.booking_date);
  const salon = await readSalonProfile(db);
  const cell = (await loadGrid(db)).find((c) => c.id === body.start_slot_id);
  if (!cell) throw invalid('slot_unknown');
  const startsAt = salonInstant(body.booking_date, cell.startTime, salon.time_zone);
  if (startsAt <= now) throw invalid('front_desk_start_passed');
  try {
    const result = await db.transaction(async (tx) => {
      const b = await lockedBookingRow(tx, body.booking_id);
      if (!b) throw missing('admin_booking_not_found');
      if (!MOVABLE.has(b.status))
        throw refused('front_desk_not_movable', {
          status: translate(lang, `status_name_${b.status}`),
        });
      const lines = await tx
        .select()
        .from(bookingServices)
        .where(eq(bookingServices.bookingId, b.id))
        .orderBy(asc(bookingServices.position));
      let total = Number(b.totalAmount);
      let subtotal = Number(b.subtotal);
      let discount = Number(b.discountAmount);
      let prices = lines.map((l) => Number(l.price));
      let shape: Visit | undefined;
      if (body.stylist_id !== b.stylistId) {
        const [q] = await qualifiedStylists(
          tx,
          lines.map((l) => l.serviceId),
          body.stylist_id,
        );
        if (!q) throw refused('front_desk_stylist_cannot');
        // the other stylist's own lengths of the services, where either has one
        shape = (
          await shapesForMove(
            tx,
            b,
            lines.map((l) => l.serviceId),
          )
        )(q);
        if (b.paymentState !== 'paid') {
          prices = lines.map((l) => q.prices.get(l.serviceId) ?? Number(l.price));
          const priced = priceBooking(
            lines.map((l, i) => ({ service_id: l.serviceId, price: prices[i]! })),
            await bookingPromoTerms(tx, b.id),
          );
          total = priced.total_amount;
          subtotal = priced.subtotal;
          discount = priced.discount_amount;
        }
      }
      const [fromSlot] = await tx.select().from(timeSlots).where(eq(timeSlots.id, b.startSlotId));
      await moveBooking(
        tx,
        b,
        {
          stylistId: body.stylist_id,
          date: body.booking_date,
          slot: body.start_slot_id,
          startsAt,
          ...(shape ? { shape } : {}),
        },
        {
          price: {
            subtotal,
            discountAmount: discount,
            totalAmount: total,
            prices: new Map(lines.map((l, i) => [l.serviceId, prices[i]!])),
          },
          change: {
            kind: 'moved',
            actor: { kind: 'staff', ...staff },
            details: {
              from: { date: b.bookingDate, time: fromSlot?.startTime ?? '', stylist_id: b.stylistId },
              to: { date: body.booking_date, time: cell.startTime, stylist_id: body.stylist_id },
              notified: body.notify_customer,
            },
          },
          countsAsReschedule: false,
          now,
        },
      );
      await noticeOfMove(tx, deps, b, { startsAt, stylistId: body.stylist_id }, body.notify_customer, now);
      return {
        booking: await oneBooking(tx, b.id, lang),
        previous: { date: b.bookingDate, start_slot_id: b.startSlotId, stylist_id: b.stylistId },
        price_difference: Math.round((total - Number(b.totalAmount)) * 100) / 100,
      };
    });
    await deps.bus.publish({ topic: 'bookings', date: result.previous.date });
    if (result.previous.date !== body.booking_date)
      await deps.bus.publish({ topic: 'bookings', date: body.booking_date });
    return result;
  } catch (e) {
    if (isTimeTaken(e)) throw refused('front_desk_slot_taken');
    if (e instanceof TimeBlocked) throw refused('front_desk_time_blocked');
    throw e;
  }
}
