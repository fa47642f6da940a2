/**
 * Per-address allowances of the public calls that cost the salon something: an account, an email,
 * a held slot, a payment order, a promo guess, a push subscription. Past its allowance an address gets 429 with
 * `Retry-After` until its window passes. RATE_LIMIT_SCALE multiplies every allowance.
 */
import type { RouteName } from '#shared/contract/routes';
import { msBeforeNextOf } from './retry';
import type { Counter, CounterFactory } from './store';

type Allowance = { points: number; seconds: number };

export const ADDRESS_ALLOWANCES: Partial<Record<RouteName, Allowance>> = {
  register: { points: 10, seconds: 3600 },
  forgotPassword: { points: 5, seconds: 15 * 60 },
  resetPassword: { points: 10, seconds: 15 * 60 },
  promoCheck: { points: 30, seconds: 60 },
  book: { points: 20, seconds: 10 * 60 },
  checkout: { points: 30, seconds: 10 * 60 },
  // each join writes an entry and may send an offer email later; a claim books
  waitlistJoin: { points: 10, seconds: 10 * 60 },
  waitlistLeave: { points: 30, seconds: 10 * 60 },
  waitlistEntryGet: { points: 60, seconds: 10 * 60 },
  waitlistOfferGet: { points: 60, seconds: 10 * 60 },
  waitlistClaim: { points: 30, seconds: 10 * 60 },
  // each subscribe writes a row and makes the server POST to a URL the caller chose
  pushSubscribe: { points: 60, seconds: 10 * 60 },
  pushUnsubscribe: { points: 60, seconds: 10 * 60 },
  pushStatus: { points: 60, seconds: 10 * 60 },
  pushStaffSubscribe: { points: 60, seconds: 10 * 60 },
  pushStaffUnsubscribe: { points: 60, seconds: 10 * 60 },
  pushStaffStatus: { points: 60, seconds: 10 * 60 },
};

export class AddressLimits {
  private readonly counters = new Map<RouteName, Counter>();

  constructor(make: CounterFactory, scale: number) {
    for (const [name, a] of Object.entries(ADDRESS_ALLOWANCES) as [RouteName, Allowance][]) {
      this.counters.set(name, make(`addr-${name}`, a.points * scale, a.seconds));
    }
  }

  /** Takes one attempt of `route` from `address`; null when allowed, else ms until the next one. */
  async take(route: RouteName, address: string): Promise<number | null> {
    const counter = this.counters.get(route);
    if (!counter) return null;
    try {
      await counter.consume(address, 1);
      return null;
    } catch (e) {
      const ms = msBeforeNextOf(e);
      if (ms === null) throw e;
      return ms;
    }
  }
}
