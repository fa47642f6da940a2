/**
 * Delivers a push row of the outbox. When the push service answers 404 or 410 the device is
 * forgotten (all its rows) and the message fails at once, without retries; a reminder or rating
 * invitation that thereby reaches no device at all (gone, or turned off since it was queued) goes
 * out by email instead, so the customer still hears once (and never twice: the email is only queued
 * when no push of that kind was delivered).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { outbox, pushSubscriptions } from '../db/schema';
import type { Deps } from '../deps';
import { queueRatingEmail } from './booking-events';
import { loadBookingRecord } from './booking-record';
import type { OutboxRow } from './outbox';
import { OUTBOX_KIND } from './outbox-kinds';
import { hasDevices, type PushPayload } from './push-queue';
import { PushGone, sendPush } from './push-send';
import { queueReminderEmail } from './reminders';
import type { Delivery } from './senders';

export async function deliverPush(deps: Deps, msg: OutboxRow, signal: AbortSignal): Promise<Delivery> {
  const p = msg.payload as PushPayload;
  const [device] = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, p.subscription_id))
    .limit(1);
  if (!device) {
    // turned off after the message was queued: the customer still hears once, by email
    await emailInstead(deps, msg);
    throw new PushGone(0);
  }
  try {
    return await sendPush(deps, device, JSON.stringify(p.message), p.options, signal);
  } catch (e) {
    if (e instanceof PushGone) {
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
      await emailInstead(deps, msg);
    }
    throw e;
  }
}

/** A reminder or rating invitation whose devices are all gone goes by email, once. */
async function emailInstead(deps: Deps, msg: OutboxRow): Promise<void> {
  if (msg.bookingId === null) return;
  const bookingId = msg.bookingId;
  if (msg.kind !== OUTBOX_KIND.pushReminder && msg.kind !== OUTBOX_KIND.pushRating) return;
  await deps.db.transaction(async (tx) => {
    const rec = await loadBookingRecord(tx, bookingId);
    if (!rec || (await hasDevices(tx, rec.booking))) return;
    const [delivered] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, msg.kind), inArray(outbox.state, ['sent'])))
      .limit(1);
    if (delivered) return;
    if (msg.kind === OUTBOX_KIND.pushReminder) await queueReminderEmail(tx, deps, rec);
    else await queueRatingEmail(tx, deps, rec);
  });
}
