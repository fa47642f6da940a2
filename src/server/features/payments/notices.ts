/**
 * The provider's server-to-server notifications. A notice is read by the provider (its own
 * signature scheme: Stripe's `Stripe-Signature`, the sandbox's HMAC); one that is not authentic is
 * refused with 400 and changes nothing. An authentic payment result goes through the same
 * receiving path as the browser's return (receive.ts), so the notice, the return and the hold
 * job's look-up settle a payment once, in any order and on any instance; a replayed event settles
 * nothing twice. Each authentic event is then kept (payment_notices) for Settings' "last notice".
 */
import { eq } from 'drizzle-orm';
import { paymentNotices, payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { badSignature, DomainError } from '../../domain/domain-error';
import { createPaymentProvider } from '../../payments/create-provider';
import type { NoticeEvent, ProviderNotice } from '../../payments/provider';
import { SANDBOX_SIGNATURE_HEADER, type SandboxNotice } from '../../payments/sandbox-notices';
import { receiveResult } from './receive';

/** The path a provider is told to notify (Settings shows it as the URL to register). */
export const webhookPath = (provider: string) => `/api/payment/${provider}/webhook`;

export type NoticeOutcome = 'settled' | 'unknown_order' | 'recorded' | 'ignored';

/** Reads, verifies and acts on one notification; refuses a forged one (`invalid_signature`). */
export async function receiveNotice(deps: Deps, notice: ProviderNotice): Promise<NoticeOutcome> {
  const provider = createPaymentProvider(deps);
  const event = await provider.readNotice(notice);
  if (!event) throw badSignature('payment_signature_invalid');
  const outcome = await act(deps, event);
  // kept after acting: a notice that failed halfway is acted on again when the provider retries it
  await deps.db
    .insert(paymentNotices)
    .values({
      provider: provider.name,
      eventId: event.eventId,
      eventType: event.eventType,
      orderId: event.kind === 'result' ? event.result.orderId : event.orderId,
      receivedAt: deps.now(),
    })
    .onConflictDoNothing();
  return outcome;
}

async function act(deps: Deps, event: NoticeEvent): Promise<NoticeOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  if (event.kind === 'refunded') {
    // Tress's own refunds are recorded by the outbox when the provider accepts them; one made in
    // the provider's dashboard is not Tress's to book, but the salon should know of it
    const [p] = await deps.db
      .select({ state: payments.state, refundDue: payments.refundDue, orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.referenceNo, event.referenceNo))
      .limit(1);
    if (p && p.state === 'paid' && !p.refundDue)
      deps.log.warn({ order: p.orderId }, 'the provider reports a refund that Tress did not ask for');
    return 'recorded';
  }
  try {
    await receiveResult(deps, event.result);
    return 'settled';
  } catch (e) {
    // an event of another integration on the same provider account: nothing of Tress's to settle
    if (e instanceof DomainError && e.refusal === 'not_found') return 'unknown_order';
    throw e;
  }
}

/**
 * The outbox's delivery of a sandbox notice: the same receiving function as the webhook route, with
 * the bytes and signature header the sandbox queued (so it is verified like any notice).
 */
export async function deliverSandboxNotice(
  deps: Deps,
  notice: SandboxNotice,
): Promise<{ via: 'provider'; to: string }> {
  await receiveNotice(deps, {
    rawBody: Buffer.from(notice.body, 'utf8'),
    headers: { [SANDBOX_SIGNATURE_HEADER]: notice.signature },
  });
  return { via: 'provider', to: webhookPath('sandbox') };
}
