/**
 * Moving a booking: the one command that changes a booking's time (the customer's reschedule, its
 * paid settle, the front desk's move). The booking keeps its shape: its busy parts, processing gaps
 * and clean-up move with it (a colour's gap moves with the colour). Under the new stylist's time
 * lock, a block refuses the new time (TimeBlocked); the old segments are freed and the new ones
 * claimed, so the exclusion constraint decides a race (`timeTaken`, 409) and nothing changes. The
 * caller decides who may move it and the price (`price`: null keeps what the booking costs).
 */
import { and, eq, sql } from 'drizzle-orm';
import { toCents } from '#shared/domain/money';
import type { Tx } from '../../db/connect';
import { bookingServices, bookings } from '../../db/schema';
import { claimStylistTime, overlapsBlock, TimeBlocked } from '../availability/blocks';
import type { Visit } from '../availability/free-starts';
import { type BookingChange, recordBookingChange } from '../booking-history';
import type { BookingRow } from '../booking-store/rows';
import { voidOpenOrders } from '../open-orders';
import { dropSegments, partsOf, segmentsAt, writeSegments } from './segments';

/** Where the booking goes: stylist, salon-local date and start slot, and the instant it starts. */
export type MoveTo = {
  stylistId: number;
  date: string;
  slot: number;
  startsAt: Date;
  /**
   * The visit's shape at its new place, when it changes (to another stylist with their own lengths
   * of the services: availability/stylist-visit.ts); absent, the booking keeps its shape.
   */
  shape?: Visit;
};

/** The booking's price after the move, by the caller's rule; `prices` per service id. */
export type MovePrice = {
  subtotal: number;
  discountAmount: number;
  totalAmount: number;
  prices: ReadonlyMap<number, number>;
};

export type MoveOptions = {
  /** The new price, or null to keep the booking's. */
  price: MovePrice | null;
  /** The history line of the move, or null when the caller writes its own. */
  change: BookingChange | null;
  /** A customer's reschedule counts against their allowance; the desk's move does not. */
  countsAsReschedule: boolean;
  now: Date;
};

/** Moves the booking inside the caller's transaction; returns where its visit now ends. */
export async function moveBooking(
  tx: Tx,
  booking: BookingRow,
  to: MoveTo,
  o: MoveOptions,
): Promise<{ endsAt: Date }> {
  await claimStylistTime(tx, to.stylistId, o.now);
  const minutes = to.shape?.minutes ?? booking.durationMinutes;
  const endsAt = new Date(to.startsAt.getTime() + minutes * 60_000);
  if (await overlapsBlock(tx, to.stylistId, to.startsAt, endsAt)) throw new TimeBlocked();
  const parts = to.shape?.parts ?? (await partsOf(tx, booking.id, booking.startsAt));
  const shape = parts.length > 0 ? parts : [{ start: 0, end: minutes, kind: 'busy' as const }];
  await dropSegments(tx, booking.id);
  const total = o.price?.totalAmount ?? Number(booking.totalAmount);
  await tx
    .update(bookings)
    .set({
      stylistId: to.stylistId,
      bookingDate: to.date,
      startSlotId: to.slot,
      startsAt: to.startsAt,
      endsAt,
      durationMinutes: minutes,
      ...(o.price
        ? { subtotal: o.price.subtotal, discountAmount: o.price.discountAmount, totalAmount: total }
        : {}),
      ...(o.countsAsReschedule ? { rescheduleCount: sql`${bookings.rescheduleCount} + 1` } : {}),
      // the reminder is about the new time
      reminderSentAt: null,
      updatedAt: o.now,
    })
    .where(eq(bookings.id, booking.id));
  await writeSegments(tx, booking.id, segmentsAt(to.stylistId, to.startsAt, shape));
  // an order made for the old total can no longer be paid
  if (toCents(total) !== toCents(booking.totalAmount)) await voidOpenOrders(tx, booking.id);
  if (o.price) await repriceLines(tx, booking.id, o.price.prices);
  if (o.change) await recordBookingChange(tx, booking.id, o.change, o.now);
  return { endsAt };
}

/** Each service line of the booking at its new price (only those that changed are written). */
async function repriceLines(tx: Tx, bookingId: number, prices: ReadonlyMap<number, number>) {
  const lines = await tx
    .select({ serviceId: bookingServices.serviceId, price: bookingServices.price })
    .from(bookingServices)
    .where(eq(bookingServices.bookingId, bookingId));
  for (const l of lines) {
    const price = prices.get(l.serviceId);
    if (price === undefined || toCents(price) === toCents(l.price)) continue;
    await tx
      .update(bookingServices)
      .set({ price })
      .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.serviceId, l.serviceId)));
  }
}
