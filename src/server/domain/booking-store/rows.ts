/**
 * The rows of the bookings table, one at a time: what a row is (its type), the row by id (locked
 * or not), writing a row's columns, and a booking's service prices. A row is a booking (a payment
 * hold included: a real booking waiting for its online payment) or time held for something else,
 * as its `kind` says: the new time of a paid booking's move to a dearer stylist (`move_hold`,
 * `reschedule_of` naming the booking), or freed time offered to the waitlist (`waitlist_hold`,
 * until an entry claims it). predicates.ts has the conditions that ask it.
 */
import { eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/connect';
import { bookingServices, bookings } from '../../db/schema';

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
