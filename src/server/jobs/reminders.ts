/**
 * Booking reminders: a confirmed booking gets one reminder when its start is within the
 * salon's reminder lead time (24 hours by default, salon settings). Bookings made after that moment
 * get none; their confirmation came just before. `reminder_sent_at` makes it once per booking.
 * The reminder goes by push to the devices that asked for it, and by email only when there are none:
 * never both (a push whose devices all turn out to be gone falls back to the email, see push-deliver).
 */
import type { Tx } from '../db/connect';
import { readSalonProfile } from '../db/salon-settings';
import type { Deps } from '../deps';
import { bookingsDueReminder } from '../domain/booking-store/lists';
import { claimReminder } from '../domain/booking-store/rows';
import { manageLink } from '../links/manage-links';
import { bookingLang } from './booking-events';
import { type BookingRecord, loadBookingRecord } from './booking-record';
import { reminderEmail } from './emails';
import { enqueue, OUTBOX_KIND } from './outbox';
import { bookingPath, queuePush } from './push-queue';

/** Queues the reminders that are due; returns how many. */
export async function enqueueDueReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  const leadMinutes = (await readSalonProfile(deps.db)).reminder_lead_minutes;
  const horizon = new Date(now.getTime() + leadMinutes * 60_000);
  const due = await bookingsDueReminder(deps.db, now, horizon, leadMinutes);
  let queued = 0;
  for (const { id } of due) {
    await deps.db.transaction(async (tx) => {
      if (!(await claimReminder(tx, id, now))) return;
      const rec = await loadBookingRecord(tx, id);
      if (!rec) return;
      const pushed = await queuePush(tx, deps, rec, 'reminder', {
        path: bookingPath(deps, rec),
        // a moved booking is reminded again of its new time
        dedupe: String(rec.booking.icsSequence),
      });
      if (pushed > 0 || (await queueReminderEmail(tx, deps, rec))) queued++;
    });
  }
  return queued;
}

/** Queues the reminder email (once per booking); false when the booking has no email address. */
export async function queueReminderEmail(tx: Tx, deps: Deps, rec: BookingRecord): Promise<boolean> {
  if (!rec.booking.customerEmail) return false;
  const now = deps.now();
  const id = rec.booking.id;
  const lang = await bookingLang(tx, id);
  await enqueue(tx, now, {
    kind: OUTBOX_KIND.reminder,
    bookingId: id,
    // a moved booking is reminded again of its new time
    dedupeKey: `${OUTBOX_KIND.reminder}:${id}:${rec.booking.icsSequence}`,
    payload: reminderEmail(rec, lang, {
      publicUrl: deps.config.publicUrl,
      manageUrl: manageLink(deps.config.publicUrl, deps.secrets.manage, id),
      now,
    }),
  });
  return true;
}
