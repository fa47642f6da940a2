/**
 * Sends one web push message: `web-push` encrypts the payload (aes128gcm) for the subscription's
 * keys and signs the VAPID `Authorization` header; the request itself goes out with fetch, which
 * honours the outbox's abort signal and timeout and refuses redirects. A 404 or 410 means the
 * browser dropped the subscription: `PushGone` tells the outbox to delete it and stop retrying.
 */
import webpush from 'web-push';
import type { Deps } from '../deps';
import type { Delivery } from './senders';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushSendOptions = {
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  topic?: string;
};

/** The push service says this subscription no longer exists (404 or 410), or the device turned notifications off (status 0). */
export class PushGone extends Error {
  constructor(readonly status: number) {
    super(status ? `Push subscription gone (status ${status})` : 'The device turned notifications off');
  }
}

export const pushFailure = (status: number) => `Push service answered with status: ${status}`;

export async function sendPush(
  deps: Deps,
  target: PushTarget,
  payload: string,
  opts: PushSendOptions,
  signal: AbortSignal,
): Promise<Delivery> {
  const { vapid } = deps.secrets;
  const req = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: {
        subject: deps.config.vapidSubject,
        publicKey: vapid.publicKey,
        privateKey: vapid.privateKey,
      },
      TTL: opts.ttlSeconds,
      urgency: opts.urgency,
      ...(opts.topic ? { topic: opts.topic } : {}),
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) headers[k] = String(v);
  delete headers['Content-Length'];
  const res = await fetch(target.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(req.body),
    signal,
    redirect: 'error',
  });
  await res.body?.cancel().catch(() => {});
  if (res.status === 404 || res.status === 410) throw new PushGone(res.status);
  if (!res.ok) throw new Error(pushFailure(res.status));
  return { via: 'push', to: new URL(target.endpoint).host };
}
