/**
 * Sends one web push message: `web-push` encrypts the payload (aes128gcm) for the subscription's
 * keys and signs the VAPID `Authorization` header. Before the request the endpoint is checked again
 * (a name accepted at subscription may have been pointed inside the network since) and the request
 * goes to the address that was checked, under the outbox's abort signal and timeout; a redirect is
 * never followed. A 404 or 410 means the browser dropped the subscription: `PushGone` tells the
 * outbox to delete it and stop retrying.
 */
import type { Deps } from '../deps';
import { pinnedPost } from '../outbound/pinned-post';
import { endpointAddress } from '../outbound/push-endpoint';
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
  // loaded with the first push, not with the server
  const { default: webpush } = await import('web-push');
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
  // refused (EndpointRefused) like a failed send: retried with the outbox's backoff, then failed
  const checked = await endpointAddress(target.endpoint, deps.lookup, deps.config.pushAllowPrivate);
  const status = await pinnedPost(checked.url, checked.to, headers, new Uint8Array(req.body), signal);
  if (status === 404 || status === 410) throw new PushGone(status);
  if (status < 200 || status > 299) throw new Error(pushFailure(status));
  return { via: 'push', to: checked.url.host };
}
