/**
 * A booking's history. Every change to a booking (create, status, move, reschedule, cancel,
 * payment) is written here in the same transaction as the change itself, with who made it, so the
 * details sheet can show it and nothing is changed without a trace.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { bookingChanges } from '../db/schema';

export type BookingChangeKind =
  | 'created'
  | 'status'
  | 'moved'
  | 'rescheduled'
  | 'cancelled'
  | 'paid'
  | 'refunded'
  | 'refund_due'
  | 'payment_link_sent'
  // no-show protection: a card kept on file, and a late-cancellation or no-show fee's decisions
  | 'card_saved'
  | 'fee';

/** Who made a change: a signed-in customer, a guest with a manage link, a back-office user or a job. */
export type Actor =
  | { kind: 'customer'; id: number; name: string }
  | { kind: 'guest'; name: string }
  | { kind: 'staff'; id: number; name: string }
  | { kind: 'system' };

export type BookingChange = {
  kind: BookingChangeKind;
  actor: Actor;
  /** What changed, e.g. `{ from: 'pending', to: 'confirmed' }` or the old and new times. */
  details?: Record<string, unknown>;
};

export async function recordBookingChange(
  tx: Tx | Db,
  bookingId: number,
  change: BookingChange,
  at: Date,
): Promise<void> {
  await tx.insert(bookingChanges).values({ bookingId, ...bookingChangeValues(change, at) });
}

/** The columns of one history line, but its booking. */
export function bookingChangeValues(change: BookingChange, at: Date) {
  const { actor } = change;
  return {
    kind: change.kind,
    actorKind: actor.kind,
    actorId: actor.kind === 'customer' || actor.kind === 'staff' ? actor.id : null,
    actorName: actor.kind === 'system' ? '' : actor.name,
    details: change.details ?? {},
    createdAt: at,
  };
}

/** The history of one booking, oldest first. */
export async function readBookingHistory(db: Tx | Db, bookingId: number) {
  return db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(asc(bookingChanges.createdAt), asc(bookingChanges.id));
}
