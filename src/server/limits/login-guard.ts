/**
 * Sign-in limits. Failures are counted per account-and-address and per address, never per account
 * alone: the owner signing in from their own phone is never locked out by someone guessing their
 * password from elsewhere. Past a few failures an account-and-address pair waits, and each further
 * failure doubles the wait (up to 15 minutes); an address failing on many accounts waits for its
 * window to pass. A success clears its pair.
 */
import type { Counter, CounterFactory } from './store';

export const FREE_FAILURES = 5;
export const ADDRESS_FAILURES = 30;
const WINDOW_SECONDS = 15 * 60;
const MAX_WAIT_SECONDS = 15 * 60;

/** Seconds to wait after the `failures`-th failure of one account from one address. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, 2 ** (failures - FREE_FAILURES) * 5);
}

export type LoginCheck = { ok: true } | { ok: false; msBeforeNext: number };

export class LoginGuard {
  private readonly pairFailures: Counter;
  private readonly pairWait: Counter;
  private readonly addressFailures: Counter;

  constructor(make: CounterFactory, kind: 'customer' | 'staff') {
    this.pairFailures = make(`login-${kind}-pair`, 10_000, 24 * 3600);
    this.pairWait = make(`login-${kind}-wait`, 1, MAX_WAIT_SECONDS);
    this.addressFailures = make(`login-${kind}-addr`, ADDRESS_FAILURES, WINDOW_SECONDS);
  }

  private pair = (address: string, account: string) => `${address}|${account.trim().toLowerCase()}`;

  /**
   * Whether this attempt may be checked at all (checking costs an argon2 verification). An
   * allowed attempt counts against its address at once, as a failure until it succeeds, so a burst
   * of parallel guesses cannot all slip past the count while the first ones are still verifying.
   */
  async check(address: string, account: string): Promise<LoginCheck> {
    const [wait, byAddress] = await Promise.all([
      this.pairWait.get(this.pair(address, account)),
      this.addressFailures.get(address),
    ]);
    const waits: number[] = [];
    if (wait && wait.consumedPoints > 1) waits.push(wait.msBeforeNext);
    if (byAddress && byAddress.consumedPoints >= ADDRESS_FAILURES) waits.push(byAddress.msBeforeNext);
    if (waits.length) return { ok: false, msBeforeNext: Math.max(...waits) };
    await this.addressFailures.penalty(address, 1);
    return { ok: true };
  }

  async failed(address: string, account: string): Promise<void> {
    const key = this.pair(address, account);
    const count = await this.pairFailures.penalty(key, 1);
    const wait = waitAfter(count.consumedPoints);
    if (wait) await this.pairWait.block(key, wait);
  }

  async succeeded(address: string, account: string): Promise<void> {
    const key = this.pair(address, account);
    await Promise.all([
      this.pairFailures.delete(key),
      this.pairWait.delete(key),
      this.addressFailures.reward(address, 1),
    ]);
  }
}
