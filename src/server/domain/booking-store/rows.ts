/**
 * The rows of the bookings table, one at a time: what a row is (its type), the row by id (locked
 * or not), writing a row's columns, and a booking's service prices. A row is a booking (a payment
 * hold included: a real booking waiting for its online payment) or time held for something else,
 * as its `kind` says: the new time of a paid booking's move to a dearer stylist (`move_hold`,
 * `reschedule_of` naming the booking), or freed time offered to the waitlist (`waitlist_hold`,
 * until an entry claims it). predicates.ts has the conditions that ask it.
 */
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/connect';
import { bookingServices, bookings, stylists, timeSlots } from '../../db/schema';

/** A row of the bookings table: a booking, or time held for a move or a waitlist offer (its `kind`). */
export type BookingRow = typeof bookings.$inferSelect;

/** The row with this id, whatever its kind (undefined when none). */
export async function bookingRow(db: Db | Tx, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/**
 * The row with this id, locked for the caller's transaction (undefined when none): every change
 * of it there queues behind this one. Whatever its kind: the caller asks `kind` when it matters.
 */
export async function lockedBookingRow(tx: Tx, id: number): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/** Writes these columns of the row with this id (a status, a payment state, a note...); false when there is none. */
export async function updateBookingRow(
  db: Db | Tx,
  id: number,
  changes: PgUpdateSetSource<typeof bookings>,
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set(changes)
    .where(eq(bookings.id, id))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** Locks the rows with these ids for the caller's transaction, in id order. */
export async function lockBookingRows(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(inArray(bookings.id, [...ids]))
    .for('update');
}

/** The price of each of a booking's (or a hold's) services, by service id. */
export async function servicePrices(db: Db | Tx, bookingId: number): Promise<Map<number, number>> {
  const lines = await db
    .select({ serviceId: bookingServices.serviceId, price: bookingServices.price })
    .from(bookingServices)
    .where(eq(bookingServices.bookingId, bookingId));
  return new Map(lines.map((l) => [l.serviceId, Number(l.price)]));
}

/** The booking a caller's idempotency key already made (undefined when none). */
export async function bookingOfIdempotencyKey(db: Db | Tx, key: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  return row;
}

/**
 * The row with this id, only when it is this customer's when one is named (undefined otherwise);
 * locked for the caller's transaction when asked.
 */
export async function bookingRowFor(
  db: Db | Tx,
  id: number,
  customerId: number | null,
  opts: { lock?: boolean } = {},
): Promise<BookingRow | undefined> {
  const where =
    customerId === null ? eq(bookings.id, id) : and(eq(bookings.id, id), eq(bookings.customerId, customerId));
  const query = db.select().from(bookings).where(where).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The language a booking was made in (undefined when there is no such row). */
export async function bookingLanguageOf(db: Db | Tx, id: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ lang: bookings.language })
    .from(bookings)
    .where(eq(bookings.id, id))
    .limit(1);
  return row?.lang;
}

/** The total of each of these rows (a waitlist hold's price), by id. */
export async function bookingTotals(
  db: Db | Tx,
  ids: readonly number[],
): Promise<{ id: number; total: number }[]> {
  return db
    .select({ id: bookings.id, total: bookings.totalAmount })
    .from(bookings)
    .where(inArray(bookings.id, [...ids]));
}

/** The refund a booking already owes, with this amount added: a column value for `updateBookingRow`. */
export const refundOwedPlus = (amount: number): SQL => sql`${bookings.refundAmount} + ${amount}`;

/**
 * The fee held on this booking becomes charged, awaiting the customer, or failed; a fee no longer
 * held (settled meanwhile) is left alone.
 */
export async function settleHeldFee(
  tx: Tx,
  id: number,
  feeState: 'charged' | 'awaiting_customer' | 'failed',
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ feeState, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.feeState, 'held')));
}

/** The row with this id with its stylist and start slot (undefined when none). */
export async function bookingWithStylistAndSlot(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ booking: bookings, stylist: stylists, slot: timeSlots })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId))
    .where(eq(bookings.id, id));
  return row;
}

/** The refund a booking owes, less this amount given back (never below zero): a column value for `updateBookingRow`. */
export const refundOwedLess = (amount: number): SQL => sql`greatest(${bookings.refundAmount} - ${amount}, 0)`;

/** The customer of the booking with this id, as a subquery (null for a guest's). */
export const customerOfBooking = (id: number): SQL =>
  sql`(select ${bookings.customerId} from ${bookings} where ${bookings.id} = ${id})`;

/** An unpaid booking's online payment failed; a booking no longer unpaid (paid meanwhile) is left alone. */
export async function markPaymentFailed(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ paymentState: 'failed', updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.paymentState, 'unpaid')));
}

/**
 * Writes these columns of a booking whose fee is held and not claimed yet (charging or waiving it
 * claims it): the row as written, or undefined when its fee was not such.
 */
export async function decideHeldFee(
  tx: Tx,
  id: number,
  changes: PgUpdateSetSource<typeof bookings>,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set(changes)
    .where(and(eq(bookings.id, id), eq(bookings.feeState, 'held'), isNull(bookings.feeClaimedAt)))
    .returning();
  return row;
}

/** Raises the booking's calendar sequence (its invitation changed): the new one, or undefined when there is no such row. */
export async function raiseCalendarSequence(tx: Tx, id: number): Promise<{ sequence: number } | undefined> {
  const [raised] = await tx
    .update(bookings)
    .set({ icsSequence: sql`${bookings.icsSequence} + 1` })
    .where(eq(bookings.id, id))
    .returning({ sequence: bookings.icsSequence });
  return raised;
}

/** The start of each of these rows (in no set order). */
export async function bookingStarts(db: Db | Tx, ids: readonly number[]): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(inArray(bookings.id, [...ids]));
  return rows.map((r) => r.startsAt);
}

/** Claims a booking's reminder (its sent time written); false when another run claimed it first. */
export async function claimReminder(tx: Tx, id: number, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(bookings)
    .set({ reminderSentAt: now })
    .where(and(eq(bookings.id, id), isNull(bookings.reminderSentAt)))
    .returning({ id: bookings.id });
  return claimed !== undefined;
}
