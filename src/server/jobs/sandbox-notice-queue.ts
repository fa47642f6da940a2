/**
 * The sandbox's notice queued in the outbox: when its page is paid or declined, the sandbox, like a
 * real provider, tells the server itself (payments/sandbox-notices.ts signs it and reads it back);
 * the job loop delivers it to the webhook's receiving function.
 */
import type { Db } from '../db/connect';
import type { ProviderReturn } from '../payments/provider';
import {
  SANDBOX_NOTICE_TYPE,
  type SandboxNotice,
  type SandboxNoticeBody,
  sandboxNoticeKey,
  signNotice,
} from '../payments/sandbox-notices';
import { enqueue } from './enqueue';
import { OUTBOX_KIND } from './outbox-kinds';

/** Queues the notice of a paid or declined sandbox order (once per order: its first result). */
export async function queueSandboxNotice(
  db: Db,
  secret: string,
  now: Date,
  ret: ProviderReturn,
): Promise<void> {
  const body = JSON.stringify({
    id: `sbxevt_${ret.accessOrderId}`,
    type: SANDBOX_NOTICE_TYPE,
    data: ret,
  } satisfies SandboxNoticeBody);
  const notice: SandboxNotice = { body, signature: signNotice(secret, body) };
  // the provider's message, not one of the booking's own: counted with no booking
  await enqueue(db, now, {
    kind: OUTBOX_KIND.sandboxNotice,
    bookingId: null,
    dedupeKey: sandboxNoticeKey(ret.orderId),
    payload: notice,
  });
}
