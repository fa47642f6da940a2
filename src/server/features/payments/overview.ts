/**
 * Settings → Payments: the provider that takes the money and its mode (a Stripe key says test or
 * live by its prefix), the webhook URL the salon registers at the provider, when its last notice
 * came, and the refunds still owed (queued and not yet accepted, or given up after the last
 * attempt) with a way to try one again now. The retry keeps the refund's idempotency key, so a
 * refund the provider did make and Tress did not hear of is never paid twice.
 */
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { OwedRefund, PaymentsOverview } from '#shared/contract/payments';
import { outbox, paymentNotices } from '../../db/schema';
import type { Deps } from '../../deps';
import { refused } from '../../domain/domain-error';
import { OUTBOX_KIND } from '../../jobs/outbox-kinds';
import type { RefundOrder } from '../../jobs/refunds';
import { webhookPath } from './notices';

function modeOf(deps: Deps): PaymentsOverview['mode'] {
  if (deps.config.paymentProvider === 'sandbox') return 'sandbox';
  return /^(sk|rk)_live_/.test(deps.config.stripeSecretKey ?? '') ? 'live' : 'test';
}

/** Refunds the outbox still holds: not sent yet, oldest first. */
async function owedRefunds(deps: Deps): Promise<OwedRefund[]> {
  const rows = await deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, OUTBOX_KIND.refund), inArray(outbox.state, ['pending', 'failed'])))
    .orderBy(asc(outbox.id))
    .limit(200);
  return rows.map((row) => {
    const order = row.payload as RefundOrder;
    return {
      outbox_id: row.id,
      booking_id: row.bookingId,
      order_id: order.orderId,
      amount: order.amount,
      reference_no: order.referenceNo,
      state: row.state === 'failed' ? 'failed' : 'due',
      attempts: row.attempts,
      last_error: row.lastError,
    };
  });
}

export async function paymentsOverview(deps: Deps): Promise<PaymentsOverview> {
  const provider = deps.config.paymentProvider;
  const [last] = await deps.db
    .select({ at: paymentNotices.receivedAt, type: paymentNotices.eventType })
    .from(paymentNotices)
    .where(eq(paymentNotices.provider, provider))
    .orderBy(desc(paymentNotices.receivedAt))
    .limit(1);
  return {
    provider,
    mode: modeOf(deps),
    webhook_url: `${deps.config.publicUrl}${webhookPath(provider)}`,
    last_notice_at: last ? last.at.toISOString() : null,
    last_notice_type: last?.type ?? null,
    refunds: await owedRefunds(deps),
  };
}

/** Queues an owed refund for an attempt now; 409 when it is not owed any more. */
export async function retryRefund(deps: Deps, outboxId: number): Promise<null> {
  const [row] = await deps.db
    .update(outbox)
    .set({ state: 'pending', nextAttemptAt: deps.now(), lockedUntil: null })
    .where(
      and(
        eq(outbox.id, outboxId),
        eq(outbox.kind, OUTBOX_KIND.refund),
        or(eq(outbox.state, 'failed'), eq(outbox.state, 'pending')),
      ),
    )
    .returning({ id: outbox.id });
  if (!row) throw refused('refund_not_owed');
  return null;
}
