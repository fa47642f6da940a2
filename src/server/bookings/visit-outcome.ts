/**
 * How a visit ends at the desk, one command each, so that every way there (the calendar's status
 * change today, the counter's checkout next) applies the same rules:
 * - completed: the client is invited to rate the visit (once per booking);
 * - no-show: the fee of the policy copied onto the booking is assessed (kept from the deposit
 *   first, the rest charged to a card on file, or held for the desk to confirm: jobs/fees).
 * The caller refuses a visit that has not started, holds the booking's row lock and, after its
 * commit, delivers `outboxIds` so the answer shows the fee's outcome.
 */
import type { Tx } from '../db/connect';
import type { Deps } from '../deps';
import { type Actor, recordBookingChange } from '../domain/booking-history';
import { type BookingRow, updateBookingRow } from '../domain/booking-store/rows';
import { bookingCompleted } from '../jobs/booking-events';
import { assessFee } from '../jobs/fees/assess-fee';

type StaffActor = Extract<Actor, { kind: 'staff' }>;

async function endVisit(
  tx: Tx,
  booking: BookingRow,
  status: 'completed' | 'no_show',
  actor: StaffActor,
  now: Date,
): Promise<void> {
  await updateBookingRow(tx, booking.id, {
    status,
    statusChangedBy: actor.name,
    statusChangedAt: now,
    updatedAt: now,
    holdExpiresAt: null,
  });
  await recordBookingChange(
    tx,
    booking.id,
    { kind: 'status', actor, details: { from: booking.status, to: status } },
    now,
  );
}

/** The visit took place: the rating invitation is queued. */
export async function completeVisit(
  tx: Tx,
  deps: Deps,
  booking: BookingRow,
  actor: StaffActor,
  now: Date,
): Promise<{ outboxIds: number[] }> {
  await endVisit(tx, booking, 'completed', actor, now);
  await bookingCompleted(tx, deps, booking.id);
  return { outboxIds: [] };
}

/** The client did not come: the policy's no-show fee is assessed. */
export async function markNoShow(
  tx: Tx,
  deps: Deps,
  booking: BookingRow,
  actor: StaffActor,
  now: Date,
): Promise<{ outboxIds: number[] }> {
  await endVisit(tx, booking, 'no_show', actor, now);
  return assessFee(tx, deps, booking, 'no_show', actor, now);
}
