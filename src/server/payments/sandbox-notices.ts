/**
 * The sandbox's server-to-server notices. When its page is paid (or declined), the sandbox, like a
 * real provider, tells the server itself and does not rely on the browser coming back: the signed
 * notice is queued in the outbox in the same statement that records it, and the job loop delivers
 * it to the same receiving function as `POST /api/payment/sandbox/webhook` (any instance may).
 * The queued notice is also the sandbox's own record of the order, which `lookup` reads.
 *
 * A notice is JSON `{ id, type, data }` (`data` is the signed return); the header
 * `sandbox-signature: v1=<hex HMAC-SHA256 of the exact body>` proves it, with the payment secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { outbox } from '../db/schema';
import type { ProviderReturn } from './provider';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
export const SANDBOX_NOTICE_TYPE = 'payment.result';

/** A queued notice: the body exactly as it will be sent, and its signature header. */
export type SandboxNotice = { body: string; signature: string };

export type SandboxNoticeBody = { id: string; type: string; data: ProviderReturn };

const hmac = (secret: string, body: string | Buffer) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** The `sandbox-signature` header value for a body. */
export function signNotice(secret: string, body: string | Buffer): string {
  return `v1=${hmac(secret, body)}`;
}

/** True when the header is the signature of exactly these bytes; constant time. */
export function noticeSignatureValid(secret: string, body: Buffer, header: string | undefined): boolean {
  const given = /^v1=([0-9a-f]{64})$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(hmac(secret, body), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The outbox kind of a sandbox notice; jobs/outbox-kinds.ts names it from here, since the sandbox
 * reads its own queued notices back (`sandboxNoticeOf`) and payments/ does not import the jobs.
 */
export const SANDBOX_NOTICE_KIND = 'sandbox_payment_notice';

/** The outbox's dedupe key of an order's notice: one notice per order. */
export const sandboxNoticeKey = (orderId: string) => `${SANDBOX_NOTICE_KIND}:${orderId}`;

/** The sandbox's record of an order's result: the notice it queued, if it has one. */
export async function sandboxNoticeOf(db: Db, orderId: string): Promise<SandboxNotice | null> {
  const [row] = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.dedupeKey, sandboxNoticeKey(orderId)))
    .limit(1);
  return (row?.payload as SandboxNotice | undefined) ?? null;
}
