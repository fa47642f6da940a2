/**
 * The hold job asks before it lets go. A customer may have paid and never come back (a closed tab,
 * a lost signal) while the provider's notice is still on its way; so before a lapsed hold is
 * released, the provider is asked (`lookup`) about each of its open orders, and a result it
 * reports is settled through the one receiving path (deps.paymentIntake, features/payments/receive.ts): a paid booking is confirmed and kept, a
 * declined one released. A payment still being processed, or a provider that cannot be reached,
 * keeps the hold for a grace period; after that the hold is released anyway and a payment that
 * still arrives is settled late (re-activated when the time is free, otherwise refunded).
 */
import type { Deps } from '../deps';
import { lapsedHoldsWithOpenOrders, releaseLapsedHoldsQuery } from '../domain/booking-store/holds';
import { createPaymentProvider } from '../payments/create-provider';

/** How long past its end a hold waits for a provider that is processing or cannot be reached. */
export const LOOKUP_GRACE_MS = 30 * 60_000;

/** Asks the provider about the lapsed holds' open orders, then releases those with no payment; returns their ids. */
export async function releaseLapsedHoldsAfterLookup(deps: Deps): Promise<number[]> {
  const now = deps.now();
  // a booking's own open orders, and the open order of a move's held new time
  const open = await lapsedHoldsWithOpenOrders(deps.db, now);
  const provider = createPaymentProvider(deps);
  const keep = new Set<number>();
  for (const order of open) {
    const inGrace = (order.holdExpiresAt?.getTime() ?? 0) + LOOKUP_GRACE_MS > now.getTime();
    try {
      const result = await provider.lookup(order);
      if (result && !result.open) await deps.paymentIntake.receiveResult(deps, result);
      else if (result?.open && inGrace) keep.add(order.holdId);
    } catch (e) {
      deps.log.warn(
        { err: e, order: order.orderId },
        'could not ask the payment provider about a lapsed hold',
      );
      if (inGrace) keep.add(order.holdId);
    }
  }
  const released = await releaseLapsedHoldsQuery(deps.db, deps.now(), undefined, [...keep]);
  return released.map((r) => r.id);
}
