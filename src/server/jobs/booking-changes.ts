/**
 * Everyone is told when a booking moves or is cancelled, whoever did it (the customer here, the
 * front desk elsewhere): `bookingChanged` raises the booking's calendar SEQUENCE and queues, in the
 * same transaction as the change, the email to the customer in the booking's language (with the
 * updated .ics: same UID, higher SEQUENCE, METHOD:CANCEL on cancel) and the `booking_rescheduled` /
 * `booking_cancelled` webhook. Dedupe keys carry the sequence, so each change is announced once.
 *
 * The caller, who knows who acted, writes the history row (`recordBookingChange`) in the same
 * transaction, and publishes the dates touched on `deps.bus` after the commit
 * (`publishBookingDates`).
 */

import { salonToday } from '#shared/salon-time';
import type { Tx } from '../db/connect';
import { readSalonProfile } from '../db/salon-settings';
import type { Deps } from '../deps';
import { bookingStarts, raiseCalendarSequence } from '../domain/booking-store/rows';
import { personnelOf } from '../domain/wire-names';
import { manageLink } from '../links/manage-links';
import { bookingChangedBySalon, bookingLanguage } from './booking-events';
import { loadBookingRecord } from './booking-record';
import { changeEmail } from './emails';
import { enqueue, OUTBOX_KIND } from './outbox';
import { paidPayment } from './refunds';
import { queueSalonNotice } from './salon-notice';
import { queueStaffPush } from './staff-push';
import { bookingChangeWebhook } from './webhook-payload';

export type BookingChange = {
  kind: 'rescheduled' | 'cancelled';
  by: 'customer' | 'salon';
  previous?: { startsAt: Date; endsAt: Date; stylistId: number };
  /** The messages wait until then (a staff move, while it may still be undone). */
  notBefore?: Date;
};

export async function bookingChanged(
  tx: Tx,
  deps: Deps,
  bookingId: number,
  change: BookingChange,
): Promise<void> {
  const raised = await raiseCalendarSequence(tx, bookingId);
  if (!raised) return;
  const rec = await loadBookingRecord(tx, bookingId);
  if (!rec) return;
  const now = deps.now();
  const b = rec.booking;
  const lang = bookingLanguage(b.language);
  const refundAmount =
    change.kind === 'cancelled' && (b.paymentState === 'refund_due' || b.paymentState === 'refunded')
      ? Number(b.totalAmount)
      : Number(b.refundAmount);
  if (b.customerEmail) {
    await enqueue(tx, now, {
      kind: change.kind === 'cancelled' ? OUTBOX_KIND.cancelledEmail : OUTBOX_KIND.rescheduledEmail,
      bookingId,
      dedupeKey: `${change.kind}_email:${bookingId}:${raised.sequence}`,
      ...(change.notBefore ? { notBefore: change.notBefore } : {}),
      payload: changeEmail(
        rec,
        lang,
        { kind: change.kind, by: change.by, previousStart: change.previous?.startsAt, refundAmount },
        {
          publicUrl: deps.config.publicUrl,
          manageUrl: manageLink(deps.config.publicUrl, deps.secrets.manage, bookingId),
          now,
        },
      ),
    });
  }
  const kind = change.kind === 'cancelled' ? OUTBOX_KIND.bookingCancelled : OUTBOX_KIND.bookingRescheduled;
  const payment = await paidPayment(tx, bookingId);
  await enqueue(tx, now, {
    kind,
    bookingId,
    dedupeKey: `${kind}:${bookingId}:${raised.sequence}`,
    ...(change.notBefore ? { notBefore: change.notBefore } : {}),
    payload: bookingChangeWebhook(
      rec,
      payment,
      {
        kind: change.kind,
        by: change.by,
        sequence: raised.sequence,
        previous: change.previous
          ? {
              starts_at: change.previous.startsAt.toISOString(),
              ends_at: change.previous.endsAt.toISOString(),
              ...personnelOf(change.previous.stylistId),
            }
          : null,
        refund_amount: refundAmount,
      },
      now,
    ),
  });
  // a change the customer made is told to the salon; one the salon made reaches the customer's
  // phone, when they asked for it
  if (change.by === 'customer') {
    const notice = { kind: change.kind, previousStart: change.previous?.startsAt, refundAmount };
    await queueSalonNotice(tx, deps, rec, notice, raised.sequence);
    await queueStaffPush(tx, deps, rec, notice, raised.sequence);
  }
  if (change.by === 'salon')
    await bookingChangedBySalon(
      tx,
      deps,
      bookingId,
      change.kind === 'cancelled' ? 'cancelled' : 'moved',
      change.notBefore,
    );
}

/** Tells every listener (the back-office calendar) which salon-local dates changed; after commit. */
export async function publishBookingDates(deps: Deps, timeZone: string, instants: Date[]): Promise<void> {
  const dates = new Set(instants.map((d) => salonToday(timeZone, d)));
  for (const date of dates) await deps.bus.publish({ topic: 'bookings', date });
}

/**
 * Tells every listener that these bookings changed (a payment's outcome, a released hold, a refund),
 * read after the commit: the open calendar shows a paid booking as confirmed at once.
 */
export async function publishBookingsOf(deps: Deps, bookingIds: readonly number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const starts = await bookingStarts(deps.db, bookingIds);
  const { time_zone } = await readSalonProfile(deps.db);
  await publishBookingDates(deps, time_zone, starts);
}

/** A customer's own move of a booking, told as every change is (email, push, webhook, the calendars). */
export function announceCustomerMove(
  tx: Tx,
  deps: Deps,
  booking: { id: number; startsAt: Date; endsAt: Date; stylistId: number },
): Promise<void> {
  return bookingChanged(tx, deps, booking.id, {
    kind: 'rescheduled',
    by: 'customer',
    previous: { startsAt: booking.startsAt, endsAt: booking.endsAt, stylistId: booking.stylistId },
  });
}
