/**
 * Who delivers each kind of outbox message: webhooks, emails, refunds, reset links and pushes. The
 * runner (outbox-runner.ts) dispatches through this one table; a deliverer never imports the runner.
 */
import type { Deps } from '../deps';
import type { SandboxNotice } from '../payments/sandbox-notices';
import type { EmailPayload } from './emails';
import { chargeFee, type FeeCharge } from './fees/charge-fee';
import type { OutboxRow } from './outbox';
import { OUTBOX_KIND } from './outbox-kinds';
import { deliverPush } from './push-deliver';
import { type RefundOrder, sendRefund } from './refunds';
import { type ResetRequest, sendResetLinks } from './reset-links';
import { type Delivery, postWebhook, sendEmail } from './senders';

/** Sends one message by its kind; throws when the receiver refused it or could not be reached. */
export async function deliver(deps: Deps, msg: OutboxRow, signal: AbortSignal): Promise<Delivery> {
  const timeoutMs = Math.min(10_000, Math.max(200, Math.floor(deps.config.outboxLeaseMs / 2)));
  switch (msg.kind) {
    case OUTBOX_KIND.paymentSuccess:
    case OUTBOX_KIND.bookingRescheduled:
    case OUTBOX_KIND.bookingCancelled:
      return postWebhook(
        deps,
        msg.id,
        msg.kind,
        msg.payload,
        AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      );
    case OUTBOX_KIND.confirmation:
    case OUTBOX_KIND.reminder:
    case OUTBOX_KIND.ratingInvitation:
    case OUTBOX_KIND.rescheduledEmail:
    case OUTBOX_KIND.cancelledEmail:
    case OUTBOX_KIND.salonNotice:
    case OUTBOX_KIND.passwordReset:
    case OUTBOX_KIND.paymentLink:
    case OUTBOX_KIND.feeEmail:
    case OUTBOX_KIND.waitlistOfferEmail:
    case OUTBOX_KIND.waitlistJoinedEmail:
      return sendEmail(deps, msg.id, msg.kind, msg.payload as EmailPayload, timeoutMs);
    case OUTBOX_KIND.refund:
      return sendRefund(deps, msg.payload as RefundOrder);
    case OUTBOX_KIND.sandboxNotice:
      return deps.paymentIntake.deliverSandboxNotice(deps, msg.payload as SandboxNotice);
    case OUTBOX_KIND.feeCharge:
      return chargeFee(deps, msg.payload as FeeCharge);
    case OUTBOX_KIND.passwordResetRequest:
      return sendResetLinks(deps, msg.id, msg.payload as ResetRequest);
    case OUTBOX_KIND.pushReminder:
    case OUTBOX_KIND.pushMoved:
    case OUTBOX_KIND.pushCancelled:
    case OUTBOX_KIND.pushRating:
    case OUTBOX_KIND.pushStaffNotice:
    case OUTBOX_KIND.pushFee:
    case OUTBOX_KIND.pushWaitlistOffer:
      return deliverPush(deps, msg, AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]));
    default:
      throw new Error(`Unknown outbox message kind: ${msg.kind}`);
  }
}
