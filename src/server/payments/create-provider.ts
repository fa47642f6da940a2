/** Chooses the payment provider named by the configuration (PAYMENT_PROVIDER). */
import type { Deps } from '../deps';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';

export function createPaymentProvider(
  deps: Pick<Deps, 'config' | 'secrets' | 'db' | 'now'> & { paymentProvider?: PaymentProvider | undefined },
): PaymentProvider {
  // tests stand in for the provider's servers behind the same interface
  if (deps.paymentProvider) return deps.paymentProvider;
  switch (deps.config.paymentProvider) {
    case 'sandbox':
      return sandboxProvider(deps);
    case 'stripe':
      return stripeProvider(deps);
  }
}
