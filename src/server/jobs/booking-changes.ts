/**
 * A booking was moved or cancelled after it was made: the customer hears about it by email in the
 * booking's language (a move carries the updated .ics), and the `booking_cancelled` /
 * `booking_rescheduled` webhook goes out. Both are queued in the caller's transaction, so the change
 * and its messages commit together.
 */
import type { Tx } from '../db/connect';
import type { Deps } from '../deps';
import type { Lang } from '../i18n/catalogue';
import { translate } from '../i18n/catalogue';
import { bookingChangedBySalon } from './booking-events';
import { loadBookingRecord } from './booking-record';
import { appointmentIcs, appointmentLines, appointmentWhen, hostOf, render, salonName } from './emails';
import { enqueue, OUTBOX_KIND } from './outbox';
import { WEBHOOK_SOURCE } from './webhook-payload';

export type BookingChangeNotice = {
  kind: 'rescheduled' | 'cancelled';
  by: 'customer' | 'salon';
  previous?: { startsAt: Date; endsAt: Date; stylistId: number };
};

export async function bookingChanged(
  tx: Tx,
  deps: Deps,
  bookingId: number,
  change: BookingChangeNotice,
): Promise<void> {
  const rec = await loadBookingRecord(tx, bookingId);
  if (!rec) return;
  const now = deps.now();
  const lang: Lang = rec.booking.language === 'zh' ? 'zh' : 'en';
  // one message per change: the key names the booking and the change's instant
  const stamp = now.getTime();
  if (rec.booking.customerEmail) {
    const paid = rec.booking.paymentState === 'paid';
    const salon = salonName(rec, lang);
    const when = appointmentWhen(rec, lang);
    const intro = translate(lang, `mail_${change.kind}_intro_${change.by}`);
    const { text, html } = render(lang, rec, [intro], appointmentLines(rec, lang, paid), [
      translate(lang, 'mail_contact', { phone: rec.salon.phone }),
    ]);
    await enqueue(tx, now, {
      kind: OUTBOX_KIND.changeEmail,
      bookingId,
      dedupeKey: `${OUTBOX_KIND.changeEmail}:${change.kind}:${bookingId}:${stamp}`,
      payload: {
        lang,
        to: rec.booking.customerEmail,
        subject: translate(lang, `mail_${change.kind}_subject`, { salon, when }),
        text,
        html,
        ...(change.kind === 'rescheduled'
          ? { ics: appointmentIcs(rec, lang, hostOf(deps.config.publicUrl), now) }
          : {}),
      },
    });
  }
  const kind = change.kind === 'cancelled' ? OUTBOX_KIND.cancelledWebhook : OUTBOX_KIND.rescheduledWebhook;
  const b = rec.booking;
  await enqueue(tx, now, {
    kind,
    bookingId,
    dedupeKey: `${kind}:${bookingId}:${stamp}`,
    payload: {
      event: kind,
      timestamp: now.toISOString(),
      source: WEBHOOK_SOURCE,
      by: change.by,
      booking: {
        booking_id: b.id,
        customer: { name: b.customerName, email: b.customerEmail, phone: b.customerPhone },
        personnel: { id: rec.stylist.id, name: rec.stylist.fullName },
        appointment: { date: b.bookingDate, time: rec.startTime, duration: b.durationMinutes },
        starts_at: b.startsAt.toISOString(),
        ends_at: b.endsAt.toISOString(),
        status: b.status,
      },
      previous: change.previous
        ? {
            starts_at: change.previous.startsAt.toISOString(),
            ends_at: change.previous.endsAt.toISOString(),
            personnel_id: change.previous.stylistId,
          }
        : null,
    },
  });
  // a change the salon made also reaches the customer's phone, when they asked for it
  if (change.by === 'salon')
    await bookingChangedBySalon(tx, deps, bookingId, change.kind === 'cancelled' ? 'cancelled' : 'moved');
}
