/**
 * The back office's devices hear of what clients change themselves: a cancellation or a move queues,
 * in the change's transaction, one push per device a signed-in staff account turned on in Settings
 * (scope `staff:<userId>:<lang>`, the language the back office is shown in on that device). A
 * device of an account that is no longer active, or no longer back office, gets nothing. A tap opens
 * the calendar on the booking's (new) day.
 */
import { and, eq, inArray, like } from 'drizzle-orm';
import type { PushMessage } from '#shared/contract/push';
import type { Db, Tx } from '../db/connect';
import { pushSubscriptions, users } from '../db/schema';
import type { Deps } from '../deps';
import { type Lang, translate } from '../i18n/catalogue';
import type { BookingRecord } from './booking-record';
import { bookingWhen } from './emails';
import { enqueue } from './outbox';
import { OUTBOX_KIND } from './outbox-kinds';
import type { PushPayload } from './push-queue';
import type { SalonChange } from './salon-notice';

const BACK_OFFICE_ROLES = [1, 2];

/** The scope of a staff account's device, and the prefix that finds all of an account's devices. */
export const staffScope = (userId: number, lang: Lang) => `staff:${userId}:${lang}`;
export const staffScopePrefix = (userId: number) => `staff:${userId}:`;

/** Parses a staff scope; null for a customer's or a guest's. */
export function readStaffScope(scope: string): { userId: number; lang: Lang } | null {
  const m = /^staff:(\d+):(en|zh)$/.exec(scope);
  return m ? { userId: Number(m[1]), lang: m[2] as Lang } : null;
}

/** Forgets every device of a staff account (deactivated or deleted). */
export async function forgetStaffDevices(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(like(pushSubscriptions.scope, `${staffScopePrefix(userId)}%`));
}

/** The devices of active back-office accounts that asked for the salon's notices. */
async function staffDevices(tx: Tx) {
  const rows = await tx
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      scope: pushSubscriptions.scope,
    })
    .from(pushSubscriptions)
    .where(like(pushSubscriptions.scope, 'staff:%'))
    .orderBy(pushSubscriptions.id);
  const parsed = rows.flatMap((r) => {
    const s = readStaffScope(r.scope);
    return s ? [{ ...r, ...s }] : [];
  });
  if (parsed.length === 0) return [];
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(
          users.id,
          parsed.map((p) => p.userId),
        ),
        eq(users.isActive, true),
        inArray(users.roleId, BACK_OFFICE_ROLES),
      ),
    );
  const ok = new Set(active.map((u) => u.id));
  return parsed.filter((p) => ok.has(p.userId));
}

/** The notice in `lang`: what changed, the client's name, the old and new time in the salon's zone. */
export function staffPushMessage(
  rec: BookingRecord,
  change: SalonChange,
  lang: Lang,
  path: string,
): PushMessage {
  const b = rec.booking;
  const kind = change.kind === 'cancelled' ? 'staff_cancelled' : 'staff_moved';
  const before = change.previousStart
    ? bookingWhen({ ...rec, booking: { ...b, startsAt: change.previousStart } }, lang)
    : '';
  const params = { name: b.customerName, when: bookingWhen(rec, lang), before };
  return {
    v: 1,
    kind,
    booking_id: b.id,
    title: translate(lang, `push_${kind}_title`, params).slice(0, 120),
    body: translate(lang, `push_${kind}_body`, params).slice(0, 240),
    path,
    tag: `salon-${b.id}`,
    lang,
  };
}

/** Queues the notice to every staff device that asked for it; returns how many were queued. */
export async function queueStaffPush(
  tx: Tx,
  deps: Deps,
  rec: BookingRecord,
  change: SalonChange,
  sequence: number,
): Promise<number> {
  const now = deps.now();
  const path = `/admin/calendar?date=${rec.booking.bookingDate}`;
  let queued = 0;
  for (const device of await staffDevices(tx)) {
    const message = staffPushMessage(rec, change, device.lang, path);
    const payload: PushPayload = {
      subscription_id: device.id,
      to: new URL(device.endpoint).host,
      subject: message.title,
      message,
      options: { ttlSeconds: 24 * 3600, urgency: 'high' },
    };
    const id = await enqueue(tx, now, {
      kind: OUTBOX_KIND.pushStaffNotice,
      bookingId: rec.booking.id,
      dedupeKey: `${OUTBOX_KIND.pushStaffNotice}:${rec.booking.id}:${sequence}:${device.id}`,
      payload,
    });
    if (id !== null) queued++;
  }
  return queued;
}
