/** What every new order must pass before the provider is asked: the server's amount, a known method. */
import { formatMoney, toCents } from '#shared/domain/money';
import type { OnlineMethod } from '../../config';
import type { Deps } from '../../deps';
import { invalid } from '../../domain/domain-error';

/** Refuses an amount that is not the server's (naming the right one) and a method not offered. */
export function assertAmountAndMethod(deps: Deps, shown: number, amount: number, method: OnlineMethod): void {
  if (toCents(shown) !== toCents(amount)) {
    throw invalid('payment_amount_mismatch', { amount: formatMoney(amount) });
  }
  if (!deps.config.paymentMethods.includes(method)) throw invalid('unknown_payment_method');
}
