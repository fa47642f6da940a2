/**
 * What each push message says and how the push service should treat it. Text is in the booking's
 * language and no more than a lock screen should show: the salon and the time, never the customer's
 * name, contact details, services or prices. A tap opens `path` on this site.
 */
import type { PushKind, PushMessage } from '#shared/contract/push';
import type { Lang } from '../i18n/catalogue';
import { translate } from '../i18n/catalogue';
import type { BookingRecord } from './booking-record';
import { bookingWhen, salonName } from './emails';
import type { PushSendOptions } from './push-send';

const MIN_TTL = 60;
const DAY = 24 * 3600;

/** The notification for one booking and kind, in `lang`, opening `path` when tapped. */
export function pushMessage(rec: BookingRecord, kind: PushKind, lang: Lang, path: string): PushMessage {
  const params = { salon: salonName(rec, lang), when: bookingWhen(rec, lang) };
  return {
    v: 1,
    kind,
    booking_id: rec.booking.id,
    title: translate(lang, `push_${kind}_title`, params).slice(0, 120),
    body: translate(lang, `push_${kind}_body`, params).slice(0, 240),
    path,
    tag: kind === 'rating' ? `rating-${rec.booking.id}` : `booking-${rec.booking.id}`,
    lang,
  };
}

/**
 * TTL and urgency per kind. A reminder or a change is worth nothing once the booking has begun,
 * so it lives until then (at least a minute) and is urgent enough to wake the phone; the rating
 * invitation can wait for the phone to come online within a week, at low urgency. A topic per
 * booking and kind lets a newer undelivered change replace an older one at the push service.
 */
export function pushOptions(rec: BookingRecord, kind: PushKind, now: Date): PushSendOptions {
  const untilStart = Math.floor((rec.booking.startsAt.getTime() - now.getTime()) / 1000);
  switch (kind) {
    case 'reminder':
      return { ttlSeconds: clamp(untilStart, MIN_TTL, 7 * DAY), urgency: 'normal' };
    case 'moved':
    case 'cancelled':
      return {
        ttlSeconds: clamp(untilStart, MIN_TTL, 14 * DAY),
        urgency: 'high',
        topic: `change-${rec.booking.id}`,
      };
    case 'rating':
      return { ttlSeconds: 7 * DAY, urgency: 'low' };
    // the desk wants to know today, whenever the slot was or is
    case 'staff_moved':
    case 'staff_cancelled':
      return { ttlSeconds: DAY, urgency: 'high' };
    // a fee to pay stays worth knowing for days
    case 'fee':
      return { ttlSeconds: 7 * DAY, urgency: 'normal', topic: `fee-${rec.booking.id}` };
    // an offer is worth nothing once it lapses (waitlist-offer-messages.ts sets its own TTL)
    case 'waitlist_offer':
      return { ttlSeconds: MIN_TTL * 15, urgency: 'high' };
  }
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
