/**
 * The rows of the bookings table, read and written in one place: the reads and writes several
 * callers share, and what a row is. A row is a booking (a payment hold included: a real booking
 * waiting for its online payment) or time held for something else, as its `kind` says: the new
 * time of a paid booking's move to a dearer stylist (`move_hold`, `reschedule_of` naming the
 * booking), or freed time offered to the waitlist (`waitlist_hold`, until an entry claims it).
 * Ask `kind` for that, never the payment method or `reschedule_of`.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { BookingKind } from '#shared/enums';
import type { Db, Tx } from '../db/connect';
import { bookingServices, bookings } from '../db/schema';
import { SYSTEM_ACTOR } from './lapsed-holds';

export type BookingRow = typeof bookings.$inferSelect;

/** Rows of this kind, as a condition. */
export const ofKind = (kind: BookingKind) => eq(bookings.kind, kind);

/** A booking, not time held for a move or a waitlist offer. */
export const isBooking = ofKind('booking');

/**
 * A row that holds its place at `now`: not cancelled, and not an unpaid hold that lapsed (a promo
 * code's use and a first visit count while it does).
 */
export const holdsItsPlace = (now: Date): SQL =>
  sql`(${bookings.status} <> 'cancelled' and not (${bookings.status} = 'pending' and ${bookings.paymentState} in ('unpaid', 'failed') and ${bookings.holdExpiresAt} is not null and ${bookings.holdExpiresAt} <= ${now}))`;

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

/**
 * Releases waitlist holds still held (pending): cancelled by the server, their time freed. A hold
 * already claimed is a booking and is left alone. Returns the dates of those released.
 */
export async function releaseWaitlistHolds(tx: Tx, ids: readonly number[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const released = await tx
    .update(bookings)
    .set({ status: 'cancelled', statusChangedBy: SYSTEM_ACTOR, statusChangedAt: now, updatedAt: now })
    .where(and(inArray(bookings.id, [...ids]), eq(bookings.status, 'pending'), ofKind('waitlist_hold')))
    .returning({ date: bookings.bookingDate });
  return released.map((r) => r.date);
}
