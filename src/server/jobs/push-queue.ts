/**
 * Queues push messages for a booking: one outbox row per device that covers it (the signed-in
 * customer's devices, and devices a guest subscribed for this booking), each retried on its own.
 * The row keeps the subscription's id, not its keys: a device unsubscribed meanwhile gets nothing.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { PushKind, PushMessage } from '#shared/contract/push';
import type { Db, Tx } from '../db/connect';
import { pushSubscriptions } from '../db/schema';
import type { Deps } from '../deps';
import type { BookingRow } from '../domain/booking-store/rows';
import { manageLink } from '../links/manage-links';
import { ratingLink } from '../links/rating-links';
import type { BookingRecord } from './booking-record';
import { enqueue } from './outbox';
import { OUTBOX_KIND, type OutboxKind } from './outbox-kinds';
import { pushMessage, pushOptions } from './push-messages';
import type { PushSendOptions } from './push-send';

/** What a push row of the outbox holds. `to` and `subject` are what the back office's list shows. */
export type PushPayload = {
  subscription_id: number;
  to: string;
  subject: string;
  message: PushMessage;
  options: PushSendOptions;
};

export const PUSH_OUTBOX_KIND: Record<PushKind, OutboxKind> = {
  reminder: OUTBOX_KIND.pushReminder,
  moved: OUTBOX_KIND.pushMoved,
  cancelled: OUTBOX_KIND.pushCancelled,
  rating: OUTBOX_KIND.pushRating,
  staff_moved: OUTBOX_KIND.pushStaffNotice,
  staff_cancelled: OUTBOX_KIND.pushStaffNotice,
  fee: OUTBOX_KIND.pushFee,
  waitlist_offer: OUTBOX_KIND.pushWaitlistOffer,
};

const covers = (b: Pick<BookingRow, 'id' | 'customerId'>) =>
  b.customerId
    ? or(eq(pushSubscriptions.customerId, b.customerId), eq(pushSubscriptions.bookingId, b.id))
    : eq(pushSubscriptions.bookingId, b.id);

/** The devices that get this booking's notifications, one row per device. */
export async function devicesFor(db: Db | Tx, b: Pick<BookingRow, 'id' | 'customerId'>) {
  return db
    .selectDistinctOn([pushSubscriptions.endpoint], {
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
    })
    .from(pushSubscriptions)
    .where(covers(b))
    .orderBy(pushSubscriptions.endpoint, pushSubscriptions.id);
}

/** True when at least one device gets this booking's notifications. */
export async function hasDevices(db: Db | Tx, b: Pick<BookingRow, 'id' | 'customerId'>): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`1` }).from(pushSubscriptions).where(covers(b)).limit(1);
  return Boolean(row);
}

/**
 * The page a tap on a booking's notification opens: a signed-in customer's booking page, or for a
 * guest (no account to sign in with) the signed manage link, as a path on this site.
 */
export function bookingPath(deps: Deps, rec: BookingRecord): string {
  const id = rec.booking.id;
  return rec.booking.customerId ? `/bookings/${id}` : manageLink('', deps.secrets.manage, id);
}

/** The signed rating link, as a path on this site. */
export const ratingPath = (deps: Deps, rec: BookingRecord): string =>
  ratingLink('', deps.secrets.rating, rec.booking.id, rec.booking.customerId ?? 0);

/** Queues `kind` for every device of the booking; returns how many were queued. */
export async function queuePush(
  tx: Tx,
  deps: Deps,
  rec: BookingRecord,
  kind: PushKind,
  opts: { path: string; dedupe?: string; notBefore?: Date },
): Promise<number> {
  const now = deps.now();
  const lang = rec.booking.language === 'zh' ? 'zh' : 'en';
  const message = pushMessage(rec, kind, lang, opts.path);
  const options = pushOptions(rec, kind, now);
  const outboxKind = PUSH_OUTBOX_KIND[kind];
  let queued = 0;
  for (const device of await devicesFor(tx, rec.booking)) {
    const payload: PushPayload = {
      subscription_id: device.id,
      to: new URL(device.endpoint).host,
      subject: message.title,
      message,
      options,
    };
    const id = await enqueue(tx, now, {
      kind: outboxKind,
      bookingId: rec.booking.id,
      dedupeKey: `${outboxKind}:${rec.booking.id}:${device.id}${opts.dedupe ? `:${opts.dedupe}` : ''}`,
      payload,
      ...(opts.notBefore ? { notBefore: opts.notBefore } : {}),
    });
    if (id !== null) queued++;
  }
  return queued;
}
