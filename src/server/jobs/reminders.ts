/**
 * Appointment reminders: a confirmed booking gets one reminder email when its start is within the
 * salon's reminder lead time (24 hours by default, salon settings). Bookings made after that moment
 * get none; their confirmation came just before. `reminder_sent_at` makes it once per booking.
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { readSalonProfile } from '../db/salon-settings';
import { bookings } from '../db/schema';
import type { Deps } from '../deps';
import { bookingLang } from './booking-events';
import { loadBookingRecord } from './booking-record';
import { reminderEmail } from './emails';
import { manageLink } from './manage-links';
import { enqueue, OUTBOX_KIND } from './outbox';

/** Queues the reminders that are due; returns how many. */
export async function enqueueDueReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  const leadMinutes = (await readSalonProfile(deps.db)).reminder_lead_minutes;
  const horizon = new Date(now.getTime() + leadMinutes * 60_000);
  const due = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        isNull(bookings.reminderSentAt),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, horizon),
        lte(bookings.createdAt, sql`${bookings.startsAt} - make_interval(mins => ${leadMinutes}::int)`),
      ),
    )
    .limit(50);
  let queued = 0;
  for (const { id } of due) {
    await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(bookings)
        .set({ reminderSentAt: now })
        .where(and(eq(bookings.id, id), isNull(bookings.reminderSentAt)))
        .returning({ id: bookings.id });
      if (!claimed) return;
      const rec = await loadBookingRecord(tx, id);
      if (!rec?.booking.customerEmail) return;
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
      queued++;
    });
  }
  return queued;
}
