/**
 * What happens after a booking changes: the messages it sends go into the outbox inside the same
 * transaction, so a crash can never confirm a booking and lose its message. Each message has a
 * dedupe key, so calling these twice for one booking queues each message once.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { payments, ratings } from '../db/schema';
import type { Deps } from '../deps';
import { bookingLanguageOf } from '../domain/booking-store/rows';
import type { Lang } from '../i18n/catalogue';
import { manageLink } from '../links/manage-links';
import { ratingLink } from '../links/rating-links';
import { type BookingRecord, loadBookingRecord } from './booking-record';
import { confirmationEmail, ratingEmail } from './emails';
import { enqueue, OUTBOX_KIND } from './outbox';
import { bookingPath, queuePush, ratingPath } from './push-queue';
import { paymentSuccessWebhook } from './webhook-payload';

/**
 * A booking became confirmed (paid, or pay-at-salon): the confirmation email, and when paid the
 * `payment_success` webhook, in the language the booking was made in (`lang` is no longer read).
 */
export async function bookingConfirmed(
  tx: Tx,
  deps: Deps,
  bookingId: number,
  opts: { paid: boolean; lang?: Lang },
): Promise<void> {
  const rec = await loadBookingRecord(tx, bookingId);
  if (!rec) return;
  const now = deps.now();
  if (rec.booking.customerEmail) {
    await enqueue(tx, now, {
      kind: OUTBOX_KIND.confirmation,
      bookingId,
      dedupeKey: `${OUTBOX_KIND.confirmation}:${bookingId}`,
      payload: confirmationEmail(rec, bookingLanguage(rec.booking.language), {
        paid: opts.paid,
        publicUrl: deps.config.publicUrl,
        manageUrl: manageLink(deps.config.publicUrl, deps.secrets.manage, bookingId),
        now,
      }),
    });
  }
  if (!opts.paid) return;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.state, 'paid'), eq(payments.refundDue, false)))
    .orderBy(desc(payments.settledAt))
    .limit(1);
  if (!payment) return;
  await enqueue(tx, now, {
    kind: OUTBOX_KIND.paymentSuccess,
    bookingId,
    dedupeKey: `${OUTBOX_KIND.paymentSuccess}:${bookingId}`,
    payload: paymentSuccessWebhook(rec, payment, now),
  });
}

/**
 * A booking became completed: the rating invitation with its signed link (none when already rated),
 * by push to the devices that asked for notifications, else by email; never both.
 */
export async function bookingCompleted(tx: Tx, deps: Deps, bookingId: number): Promise<void> {
  const rec = await loadBookingRecord(tx, bookingId);
  if (!rec) return;
  const [rated] = await tx
    .select({ id: ratings.id })
    .from(ratings)
    .where(eq(ratings.bookingId, bookingId))
    .limit(1);
  if (rated) return;
  if (await queuePush(tx, deps, rec, 'rating', { path: ratingPath(deps, rec) })) return;
  await queueRatingEmail(tx, deps, rec);
}

/** Queues the rating invitation email (once per booking), when the booking has an email address. */
export async function queueRatingEmail(tx: Tx, deps: Deps, rec: BookingRecord): Promise<void> {
  if (!rec.booking.customerEmail) return;
  const bookingId = rec.booking.id;
  const link = ratingLink(deps.config.publicUrl, deps.secrets.rating, bookingId, rec.booking.customerId ?? 0);
  await enqueue(tx, deps.now(), {
    kind: OUTBOX_KIND.ratingInvitation,
    bookingId,
    dedupeKey: `${OUTBOX_KIND.ratingInvitation}:${bookingId}`,
    payload: ratingEmail(rec, await bookingLang(tx, bookingId), link),
  });
}

/**
 * The salon moved or cancelled a booking: the devices that asked for notifications hear of it at
 * once, or at `notBefore` (the change's email is the change's own). Nothing for a visit whose time
 * has passed.
 */
export async function bookingChangedBySalon(
  tx: Tx,
  deps: Deps,
  bookingId: number,
  kind: 'moved' | 'cancelled',
  notBefore?: Date,
): Promise<number> {
  const rec = await loadBookingRecord(tx, bookingId);
  const now = deps.now();
  if (!rec || rec.booking.startsAt <= now) return 0;
  // each change is its own message: a booking moved twice tells of both moves
  return queuePush(tx, deps, rec, kind, {
    path: bookingPath(deps, rec),
    dedupe: String(now.getTime()),
    ...(notBefore ? { notBefore } : {}),
  });
}

/** The language of a booking's messages: the one it was made in. */
export async function bookingLang(db: Db | Tx, bookingId: number): Promise<Lang> {
  return bookingLanguage(await bookingLanguageOf(db, bookingId));
}

export const bookingLanguage = (lang: string | null | undefined): Lang => (lang === 'zh' ? 'zh' : 'en');
