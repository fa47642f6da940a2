/**
 * Notifications on this device (web push), the page's side. The browser's permission prompt is
 * only ever asked for from `turnOnPush`, which a tap on "Remind me on this phone" calls; nothing
 * here runs on a first visit. On iPhone and iPad, web push exists only in the app installed to the
 * Home Screen (iOS 16.4+), so Safari gets install instructions instead.
 *
 * The device's state is the browser's subscription as the server knows it: "on" for a booking
 * when the server has this endpoint covering that booking (or anything, when none is named).
 */
import type { PushSubscriptionJson } from '#shared/contract/push';
import { call } from './api';
import { isIos, isStandalone } from './install';

export type PushAvailability = 'available' | 'ios-install' | 'unsupported' | 'denied';
export type PushState = 'on' | 'off';

export type PushEnvironment = {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  permission: NotificationPermission | 'unsupported';
  ios: boolean;
  standalone: boolean;
};

/** Whether this device can get notifications, and if not, what the customer can do about it. */
export function pushAvailability(env: PushEnvironment): PushAvailability {
  if (env.ios && !env.standalone) return 'ios-install';
  if (!env.serviceWorker || !env.pushManager || !env.notification) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return 'available';
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function environment(): PushEnvironment {
  const hasNotification = typeof Notification !== 'undefined';
  return {
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    pushManager: typeof window !== 'undefined' && 'PushManager' in window,
    notification: hasNotification,
    permission: hasNotification ? Notification.permission : 'unsupported',
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    standalone: isStandalone(),
  };
}

export const currentPushAvailability = (): PushAvailability => pushAvailability(environment());

/** The active service worker registration, or null when none comes within a few seconds (dev, blocked). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 4000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version++;
  for (const l of listeners) l();
};
/** Calls back when this device's notifications are turned on or off anywhere in the app. */
export function onPushChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const pushChangeVersion = () => version;

/** This browser's push subscription, or null when it has none (or cannot have one). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (currentPushAvailability() !== 'available') return null;
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** Whether this device gets notifications (for a booking, when named). */
export async function readPushState(bookingId?: number): Promise<PushState> {
  const sub = await currentSubscription();
  if (!sub) return 'off';
  const res = await call('pushStatus', { endpoint: sub.endpoint, booking_id: bookingId });
  return res.subscribed ? 'on' : 'off';
}

/**
 * Asks the browser's permission (only a tap on a switch calls this) and returns this browser's push
 * subscription, made with the server's key when there is none yet; 'denied' when refused.
 */
export async function subscribeBrowser(): Promise<PushSubscriptionJson | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const reg = await registration();
  if (!reg) throw new Error('no service worker');
  let sub = await reg.pushManager.getSubscription();
  if (!sub) {
    const { public_key } = await call('pushPublicKey');
    sub = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(public_key),
    });
  }
  const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  return { endpoint: json.endpoint, keys: json.keys };
}

/**
 * Subscribes this browser and registers the subscription for the signed-in customer's bookings or
 * for the booking a manage token proves. Returns 'denied' when the customer refuses.
 */
export async function turnOnPush(proof: {
  bookingId?: number;
  manageToken?: string;
}): Promise<PushState | 'denied'> {
  const subscription = await subscribeBrowser();
  if (subscription === 'denied') return 'denied';
  await call('pushSubscribe', {
    subscription,
    booking_id: proof.bookingId,
    manage_token: proof.manageToken,
  });
  changed();
  return 'on';
}

/** Stops notifications on this device: the server forgets it and the browser drops the subscription. */
export async function turnOffPush(): Promise<PushState> {
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    await call('pushUnsubscribe', { endpoint: sub.endpoint });
    await sub.unsubscribe().catch(() => false);
  }
  changed();
  return 'off';
}
