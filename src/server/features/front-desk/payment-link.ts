/**
 * Pay by link: the front desk books a client on the phone who pays online before the visit. The
 * booking is made unpaid and holds its time like an online booking, but longer, since the client
 * pays from an email: 24 hours, or until 2 hours before the booking when that comes first (the
 * salon knows by then whether the client is coming). A hold that leaves less than 30 minutes to
 * pay is refused: the front desk takes payment at the salon instead. When the hold lapses, the job
 * that releases online holds frees the time the same way.
 *
 * The email carries the booking's manage link: the signed, per-booking capability the confirmation
 * email already uses (a forged or moved token is 403), where the client sees the booking and pays
 * its total through the normal checkout, which charges the server's total and nothing else.
 *
 * A booking already made to be paid at the salon can be sent a link later, too (the client asked
 * to pay ahead). It holds nothing, since its time is booked: it becomes payable online until it
 * starts, and may still be paid at the counter.
 */
import type { CalendarBooking } from '#shared/contract/back-office';
import type { Tx } from '../../db/connect';
import type { Deps } from '../../deps';
import { recordBookingChange } from '../../domain/booking-history';
import { awaitingPaymentNow, PAY_BY_LINK, payableByLinkNow } from '../../domain/booking-store/predicates';
import { type BookingRow, lockedBookingRow, updateBookingRow } from '../../domain/booking-store/rows';
import { oneBooking } from '../../domain/calendar-booking';
import { invalid, missing, refused } from '../../domain/domain-error';
import { PAY_AT_SALON } from '../../domain/insert-booking';
import type { Lang } from '../../i18n/catalogue';
import { bookingLanguage } from '../../jobs/booking-events';
import { loadBookingRecord } from '../../jobs/booking-record';
import { enqueue, OUTBOX_KIND } from '../../jobs/outbox';
import { paymentLinkEmail } from '../../jobs/payment-link-email';
import { manageLink } from '../../links/manage-links';
import type { Staff } from './staff-actor';

const HOUR = 3600_000;
/** The longest a payment link holds the time. */
export const PAYMENT_LINK_HOLD_MS = 24 * HOUR;
/** The link must be paid this long before the booking starts. */
export const PAY_BEFORE_START_MS = 2 * HOUR;
/** Less time than this to pay is no real chance to pay: refused. */
const MIN_TIME_TO_PAY_MS = 30 * 60_000;

/** Until when a payment link booking made `now` for `startsAt` holds its time. */
export function paymentLinkHold(now: Date, startsAt: Date): Date {
  const until = Math.min(now.getTime() + PAYMENT_LINK_HOLD_MS, startsAt.getTime() - PAY_BEFORE_START_MS);
  if (until - now.getTime() < MIN_TIME_TO_PAY_MS) throw invalid('payment_link_too_late');
  return new Date(until);
}

/**
 * Queues the payment link email of a booking, in the booking's language. Each sending is its own
 * message (`sending` tells them apart), so Resend sends again; one sending is queued once.
 */
export async function queuePaymentLink(
  tx: Tx,
  deps: Deps,
  bookingId: number,
  staff: Staff,
  sending: string,
): Promise<void> {
  const rec = await loadBookingRecord(tx, bookingId);
  if (!rec) return;
  const now = deps.now();
  await enqueue(tx, now, {
    kind: OUTBOX_KIND.paymentLink,
    bookingId,
    dedupeKey: `${OUTBOX_KIND.paymentLink}:${bookingId}:${sending}`,
    payload: paymentLinkEmail(rec, bookingLanguage(rec.booking.language), {
      link: manageLink(deps.config.publicUrl, deps.secrets.manage, bookingId),
      until: rec.booking.holdExpiresAt,
    }),
  });
  await recordBookingChange(
    tx,
    bookingId,
    {
      kind: 'payment_link_sent',
      actor: { kind: 'staff', ...staff },
      details: { to: rec.booking.customerEmail },
    },
    now,
  );
}

type LinkSent = { booking: CalendarBooking; email: string };

/**
 * A link sent from the calendar: the booking locked, refused by `sendable` (which says why) or
 * made ready by `ready`, the link queued to its email, and the booking answered as the calendar
 * shows it.
 */
async function mailLink(
  deps: Deps,
  bookingId: number,
  staff: Staff,
  lang: Lang,
  sendable: (b: BookingRow | undefined, now: Date) => asserts b is BookingRow,
  ready?: (tx: Tx, b: BookingRow, now: Date) => Promise<void>,
): Promise<LinkSent> {
  const now = deps.now();
  const email = await deps.db.transaction(async (tx) => {
    const b = await lockedBookingRow(tx, bookingId);
    sendable(b, now);
    if (!b.customerEmail) throw invalid('payment_link_needs_email');
    await ready?.(tx, b, now);
    await queuePaymentLink(tx, deps, b.id, staff, String(now.getTime()));
    return b.customerEmail;
  });
  return { booking: await oneBooking(deps.db, bookingId, lang), email };
}

/** Resend: the same link again, to the booking's email; the hold is not extended. */
export function resendPaymentLink(
  deps: Deps,
  bookingId: number,
  staff: Staff,
  lang: Lang,
): Promise<LinkSent> {
  return mailLink(deps, bookingId, staff, lang, (b, now) => {
    if (!b) throw missing('admin_booking_not_found');
    if (b.paymentMethod !== PAY_BY_LINK || !awaitingPaymentNow(b, now))
      throw refused('payment_link_not_awaiting');
  });
}

/** A booking to be paid at the salon, with something to pay, or one already sent a link (no hold). */
function linkable(b: BookingRow, now: Date): boolean {
  const atSalon = b.paymentMethod === PAY_AT_SALON && b.paymentState === 'not_required';
  const asUnpaid = atSalon ? { ...b, paymentMethod: PAY_BY_LINK, paymentState: 'unpaid' as const } : b;
  return Number(b.totalAmount) > 0 && payableByLinkNow(asUnpaid, now);
}

/**
 * A first payment link for a booking made to be paid at the salon (or sent again for one sent
 * before): it holds nothing; the booking becomes unpaid, payable online by its manage link until it
 * starts, and may still be paid at the counter. A booking holding its time for a link is resent its
 * link instead (`resendPaymentLink`).
 */
export function sendPaymentLink(deps: Deps, bookingId: number, staff: Staff, lang: Lang): Promise<LinkSent> {
  return mailLink(
    deps,
    bookingId,
    staff,
    lang,
    (b, now) => {
      // a move's held time is paid through its booking, never on its own; an offer's is no booking yet
      if (b?.kind !== 'booking') throw missing('admin_booking_not_found');
      if (!linkable(b, now)) throw refused('payment_link_not_payable');
    },
    async (tx, b, now) => {
      if (b.paymentMethod !== PAY_BY_LINK)
        await updateBookingRow(tx, b.id, {
          paymentMethod: PAY_BY_LINK,
          paymentState: 'unpaid',
          updatedAt: now,
        });
    },
  );
}
