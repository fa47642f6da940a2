/**
 * Moving a booking to a new time, and holding that time while a dearer move is paid for.
 *
 * A paid booking that moves to a dearer stylist keeps its old time until the difference is paid.
 * Meanwhile the new time is held (placement/move-hold.ts) by a row of its own in `bookings` (`reschedule_of` names the
 * booking it is for): the same overlap constraint that protects every booking claims it, and it
 * lapses like any unpaid hold (`hold_expires_at`, released by the hold job). The hold carries the
 * new stylist, time, prices and total; when the difference is paid the hold is removed and the
 * booking takes its place in one transaction. The hold has no customer id and no manage token:
 * nobody can open, pay or change it as a booking.
 */
import type { Db, Tx } from '../db/connect';
import type { Visit } from './availability/free-starts';
import { type Actor, recordBookingChange } from './booking-history';
import { type BookingRow, servicePrices } from './booking-store/rows';
import { moveBooking } from './placement/move-booking';
import { partsOf } from './placement/segments';

/** Where a booking goes: stylist, salon-local date and start slot, instants, and prices. */
export type NewTime = {
  stylistId: number;
  date: string;
  slot: number;
  startsAt: Date;
  endsAt: Date;
  subtotal: number;
  discountAmount: number;
  totalAmount: number;
  /** The new stylist's price of each of the booking's services. */
  prices: ReadonlyMap<number, number>;
  /** The visit's shape with the new stylist (their own lengths); absent, the booking keeps its own. */
  shape?: Visit;
};

/**
 * The history line of a customer's move, once the booking has its new time: from, to, and what the
 * move cost (`price_difference` and, for a paid difference, its `order_id`). The caller announces
 * the change (email, push, webhook: jobs/booking-changes.ts, `announceCustomerMove`).
 */
export async function recordCustomerMove(
  tx: Tx,
  booking: BookingRow,
  to: { startsAt: Date; stylistId: number },
  actor: Actor,
  cost: { price_difference: number; order_id?: string },
  now: Date,
): Promise<void> {
  await recordBookingChange(
    tx,
    booking.id,
    {
      kind: 'rescheduled',
      actor,
      details: {
        from: { starts_at: booking.startsAt.toISOString(), stylist_id: booking.stylistId },
        to: { starts_at: to.startsAt.toISOString(), stylist_id: to.stylistId },
        ...cost,
      },
    },
    now,
  );
}

/**
 * The booking takes its new time, stylist and prices (a customer's move, counted against their
 * allowance): the placement command claims the time, and refuses a taken one with `timeTaken`.
 */
export async function moveBookingRow(tx: Tx, booking: BookingRow, to: NewTime, now: Date): Promise<void> {
  await moveBooking(
    tx,
    booking,
    {
      stylistId: to.stylistId,
      date: to.date,
      slot: to.slot,
      startsAt: to.startsAt,
      ...(to.shape ? { shape: to.shape } : {}),
    },
    { price: to, change: null, countsAsReschedule: true, now },
  );
}

/** The new time a hold describes, read back for the move. */
export async function heldTime(db: Db | Tx, hold: BookingRow): Promise<NewTime> {
  return {
    stylistId: hold.stylistId,
    date: hold.bookingDate,
    slot: hold.startSlotId,
    startsAt: hold.startsAt,
    endsAt: hold.endsAt,
    subtotal: Number(hold.subtotal),
    discountAmount: Number(hold.discountAmount),
    totalAmount: Number(hold.totalAmount),
    prices: await servicePrices(db, hold.id),
    // the held shape (the new stylist's lengths) is the one the booking takes
    shape: { minutes: hold.durationMinutes, parts: await partsOf(db, hold.id, hold.startsAt) },
  };
}
