/**
 * Web push in the worker, as pure decisions: what notification a push shows, where a tap on it
 * leads, and which open window takes the tap. sw.ts only wires the events to these.
 *
 * A push must always show a notification (browsers penalise, and Chrome replaces with its own
 * "site updated" notice, a push that shows none), so a payload that cannot be read still shows a
 * plain one that opens the app. Where a tap leads is always a path on this site: a payload can
 * never send the customer elsewhere.
 */
import type { PushKind, PushMessage } from '../src/shared/contract/push';

export type NotificationPlan = { title: string; options: NotificationOptions & { data: NotificationData } };
export type NotificationData = { path: string; kind: PushKind | 'unknown'; booking_id: number | null };

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-192.png';
const KINDS: readonly string[] = [
  'reminder',
  'moved',
  'cancelled',
  'rating',
  'staff_moved',
  'staff_cancelled',
  'fee',
  'waitlist_offer',
];
const CHANGES: readonly string[] = ['moved', 'cancelled', 'staff_moved', 'staff_cancelled', 'waitlist_offer'];

const FALLBACK: Record<'en' | 'zh', { title: string; body: string }> = {
  en: { title: 'Tress', body: 'You have a new message about your appointment.' },
  zh: { title: 'Tress', body: '您有一条关于预约的新消息。' },
};

/** Reads a push's data as a message from the server; null when it is not one. */
export function readPushMessage(data: unknown): PushMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  const ok =
    m.v === 1 &&
    typeof m.kind === 'string' &&
    KINDS.includes(m.kind) &&
    typeof m.title === 'string' &&
    typeof m.body === 'string' &&
    typeof m.path === 'string' &&
    typeof m.tag === 'string' &&
    typeof m.booking_id === 'number' &&
    (m.lang === 'en' || m.lang === 'zh');
  return ok ? (m as PushMessage) : null;
}

/** Parses the push's text; undefined when there is none or it is not JSON. */
export function parsePushText(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The notification to show for a push's data, in the language the server wrote it (or the device's). */
export function notificationFor(data: unknown, deviceLang = 'en'): NotificationPlan {
  const m = readPushMessage(data);
  if (!m) {
    const text = FALLBACK[deviceLang.toLowerCase().startsWith('zh') ? 'zh' : 'en'];
    return {
      title: text.title,
      options: {
        body: text.body,
        icon: ICON,
        badge: BADGE,
        data: { path: '/', kind: 'unknown', booking_id: null },
      },
    };
  }
  return {
    title: m.title,
    options: {
      body: m.body,
      icon: ICON,
      badge: BADGE,
      tag: m.tag,
      lang: m.lang,
      // a change of the booking stays until seen; a reminder or rating request may go by itself
      requireInteraction: CHANGES.includes(m.kind),
      data: { path: safePath(m.path), kind: m.kind, booking_id: m.booking_id },
    },
  };
}

/** A path on this site, or `/` for anything else (another origin, a scheme, a protocol-relative URL). */
export function safePath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    return '/';
  }
  return path;
}

/** The absolute URL a tap on a notification opens, always on `origin`. */
export function clickTarget(data: unknown, origin: string): string {
  const path = typeof data === 'object' && data !== null ? (data as { path?: unknown }).path : undefined;
  const url = new URL(safePath(path), origin);
  return url.origin === origin ? url.href : `${origin}/`;
}

/**
 * The open window that takes the tap: one already showing the target, else the focused one, else
 * any window of the app; null opens a new window. A customer's notification never navigates a salon
 * tablet away from its calendar (`/admin` windows are left alone), and the salon's notice (a target
 * under `/admin`) opens in a back-office window, never in a customer's.
 */
export function pickWindow<C extends { url: string; focused?: boolean }>(
  windows: readonly C[],
  target: string,
  origin: string,
): C | null {
  const toAdmin = isAdminPath(new URL(target).pathname);
  const ours = windows.filter((w) => {
    try {
      const u = new URL(w.url);
      return u.origin === origin && isAdminPath(u.pathname) === toAdmin;
    } catch {
      return false;
    }
  });
  return ours.find((w) => w.url === target) ?? ours.find((w) => w.focused) ?? ours[0] ?? null;
}

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
