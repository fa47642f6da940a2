/**
 * Web push: the browser's subscription as the Push API gives it (`PushSubscription.toJSON()`), the
 * calls that register and drop it, and the message the service worker receives. Lengths are bounded
 * (real endpoints are a few hundred characters; keys are base64url of 65 and 16 bytes), and the
 * endpoint must be https: the server POSTs to it. `http://127.0.0.1` passes the schema only so that
 * tests can stand in for a push service; the server refuses it unless its configuration allows it.
 */
import { z } from 'zod';
import { Id } from '../fields';

const Base64Url = (min: number, max: number) =>
  z
    .string()
    .min(min, 'invalid_format')
    .max(max, 'invalid_format')
    .regex(/^[A-Za-z0-9_-]+=*$/, 'invalid_format');

export const PushEndpoint = z
  .string()
  .max(1024, 'invalid_format')
  .url('invalid_format')
  .refine((u) => /^https:\/\/[^/\s]+\/\S*$/.test(u) || /^http:\/\/127\.0\.0\.1(:\d+)?\/\S*$/.test(u), {
    message: 'push_endpoint_https',
  });

export const PushSubscriptionJson = z.object({
  endpoint: PushEndpoint,
  keys: z.object({
    /** The subscription's P-256 public key (65 bytes, 87 characters of base64url). */
    p256dh: Base64Url(80, 100),
    /** The subscription's 16-byte auth secret (22 characters of base64url). */
    auth: Base64Url(16, 32),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;

/**
 * Register this device. A signed-in customer's subscription covers all their bookings; a guest's
 * covers the one booking its manage token proves.
 */
export const PushSubscribeRequest = z.object({
  subscription: PushSubscriptionJson,
  booking_id: Id.max(2147483647).optional(),
  manage_token: z.string().max(300).optional(),
});
export type PushSubscribeRequest = z.infer<typeof PushSubscribeRequest>;

/**
 * Register this back-office device for the salon's notices (a client cancelled or moved). `lang` is
 * the language the back office is shown in on this device; the notices use it.
 */
export const PushStaffSubscribeRequest = z.object({
  subscription: PushSubscriptionJson,
  lang: z.enum(['en', 'zh']).optional(),
});
export type PushStaffSubscribeRequest = z.infer<typeof PushStaffSubscribeRequest>;

/** Stop notifications on this device. Knowing the endpoint (a secret URL only the browser has) is the proof. */
export const PushUnsubscribeRequest = z.object({ endpoint: PushEndpoint });
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequest>;

/** Whether this device gets notifications (for one booking, or for anything when none is named). */
export const PushStatusRequest = z.object({
  endpoint: PushEndpoint,
  booking_id: Id.max(2147483647).optional(),
});
export type PushStatusRequest = z.infer<typeof PushStatusRequest>;
export const PushStatus = z.object({ subscribed: z.boolean() });
export type PushStatus = z.infer<typeof PushStatus>;

/** The server's VAPID public key (base64url), for `pushManager.subscribe({ applicationServerKey })`. */
export const PushPublicKey = z.object({ public_key: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

/** What the back office's Settings show about push. */
export const PushAdminStatus = z.object({
  configured: z.boolean(),
  /** `environment`: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; `generated`: made at first start and stored. */
  keys_from: z.enum(['environment', 'generated']),
  public_key: z.string(),
  /** Customers' and guests' devices (the back office's own are not counted). */
  subscriptions: z.number().int(),
});
export type PushAdminStatus = z.infer<typeof PushAdminStatus>;

/** What a push message is about; decides its TTL, urgency and where a tap leads. */
export const PushKind = z.enum([
  'reminder',
  'moved',
  'cancelled',
  'rating',
  'staff_moved',
  'staff_cancelled',
  /** A late-cancellation or no-show fee: charged, or waiting for the customer to pay it. */
  'fee',
  /** freed time offered to a waitlist entry: a tap opens the offer's page */
  'waitlist_offer',
]);
export type PushKind = z.infer<typeof PushKind>;

/**
 * The encrypted payload the service worker receives. Text is already in the booking's language and
 * says no more than a lock screen should: no names, contact details or prices. `path` is a path on
 * this site (the worker refuses anything else).
 */
export const PushMessage = z.object({
  v: z.literal(1),
  kind: PushKind,
  booking_id: z.number().int(),
  title: z.string().max(120),
  body: z.string().max(240),
  path: z.string().max(600),
  /** Notifications with one tag replace each other on the device. */
  tag: z.string().max(64),
  lang: z.enum(['en', 'zh']),
});
export type PushMessage = z.infer<typeof PushMessage>;
