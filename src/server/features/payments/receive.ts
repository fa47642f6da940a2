/**
 * The one way into settling: a provider result that was proved authentic (the browser's return to
 * `/payment/status`, a server-to-server notice, or the hold job's look-up) names an order and an
 * amount; an unknown order or a different amount changes nothing and is refused, anything else is
 * recorded once by settle.ts. Whichever of the three arrives first settles the payment; the others
 * find it settled.
 */
import { formatMoney, toCents } from '#shared/domain/money';
import type { Deps } from '../../deps';
import { invalid, missing } from '../../domain/domain-error';
import { type Lang, langOf } from '../../i18n/catalogue';
import { findOrder } from '../../payments/orders';
import type { VerifiedReturn } from '../../payments/provider';
import { settlePayment } from './settle';

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Settles an authentic result for its order (in the booking's language unless `lang` is given);
 * a result with no outcome yet (`open`) is only checked.
 */
export async function receiveResult(deps: Deps, verified: VerifiedReturn, lang?: Lang): Promise<void> {
  const order = await findOrder(deps.db, verified.orderId);
  if (!order) throw missing('payment_order_unknown');
  const expected = Number(order.payment.amount);
  if (!AMOUNT.test(verified.amount) || toCents(verified.amount) !== toCents(expected)) {
    throw invalid('payment_amount_mismatch', { amount: formatMoney(expected) });
  }
  if (verified.open) return;
  await settlePayment(deps, order.payment.id, verified, lang ?? langOf(order.booking.language));
}
