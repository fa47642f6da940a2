/**
 * Sign-in limits. Failures are counted per account-and-address and per address, never per account
 * alone: the owner signing in from their own phone is never locked out by someone guessing their
 * password from elsewhere. Past a few failures an account-and-address pair waits, and each further
 * failure doubles the wait (up to 15 minutes); an address failing on many accounts waits for its
 * window to pass. A success clears its pair, and marks the pair as known for 20 days: a known
 * pair's next sign-in goes ahead of anonymous attempts in the password line (password-line.ts),
 * so a guessing flood cannot keep the owner waiting. Only the right password makes a pair known.
 */
import type { Counter, CounterFactory } from './store';

export const FREE_FAILURES = 5;
export const ADDRESS_FAILURES = 30;
/**
 * Attempts refused unchecked (a full password line) that one address may make per minute. They
 * are not failures (the owner pressing Sign in again while others flood the line loses nothing),
 * but without a bound of their own an address flooding the line would be answered 503 forever,
 * never 429, and each of those answers costs more than a 429.
 */
export const ADDRESS_REFUSALS = 60;
const REFUSAL_WINDOW_SECONDS = 60;
const WINDOW_SECONDS = 15 * 60;
const MAX_WAIT_SECONDS = 15 * 60;
// under 2^31 ms: the in-memory store keeps each key with a timer, and a longer one fires at once
const KNOWN_PAIR_SECONDS = 20 * 24 * 3600;

/** Seconds to wait after the `failures`-th failure of one account from one address. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, 2 ** (failures - FREE_FAILURES) * 5);
}

export type LoginCheck = { ok: true; known: boolean } | { ok: false; msBeforeNext: number };

export class LoginGuard {
  private readonly pairFailures: Counter;
  private readonly pairWait: Counter;
  private readonly addressFailures: Counter;
  private readonly knownPairs: Counter;
  private readonly addressRefusals: Counter;
  private readonly knownAddresses: Counter;

  constructor(make: CounterFactory, kind: 'customer' | 'staff') {
    this.knownPairs = make(`login-${kind}-known`, 1, KNOWN_PAIR_SECONDS);
    this.knownAddresses = make(`login-${kind}-known-addr`, 1, KNOWN_PAIR_SECONDS);
    this.pairFailures = make(`login-${kind}-pair`, 10_000, 24 * 3600);
    this.pairWait = make(`login-${kind}-wait`, 1, MAX_WAIT_SECONDS);
    this.addressFailures = make(`login-${kind}-addr`, ADDRESS_FAILURES, WINDOW_SECONDS);
    this.addressRefusals = make(`login-${kind}-busy`, ADDRESS_REFUSALS, REFUSAL_WINDOW_SECONDS);
  }

  private pair = (address: string, account: string) => `${address}|${account.trim().toLowerCase()}`;

  /**
   * Before the attempt is even read: how long this address must wait (its failures or its refusals
   * are past their bounds), or null. `check` asks again with the account.
   */
  async addressWait(address: string): Promise<number | null> {
    const [byAddress, refused] = await Promise.all([
      this.addressFailures.get(address),
      this.addressRefusals.get(address),
    ]);
    const waits: number[] = [];
    if (byAddress && byAddress.consumedPoints >= ADDRESS_FAILURES) waits.push(byAddress.msBeforeNext);
    if (refused && refused.consumedPoints >= ADDRESS_REFUSALS) waits.push(refused.msBeforeNext);
    return waits.length ? Math.max(...waits) : null;
  }

  /** Whether some account signed in from this address before (every known pair's address is known). */
  async knownAddress(address: string): Promise<boolean> {
    return ((await this.knownAddresses.get(address))?.consumedPoints ?? 0) > 0;
  }

  /** An attempt refused before it was read (a full line, an unknown address): a refusal. */
  async refusedUnread(address: string): Promise<void> {
    await this.addressRefusals.penalty(address, 1);
  }

  /**
   * Whether this attempt may be checked at all (checking costs an argon2 verification). An
   * allowed attempt counts against its address at once, as a failure until it succeeds, so a burst
   * of parallel guesses cannot all slip past the count while the first ones are still verifying.
   */
  async check(address: string, account: string): Promise<LoginCheck> {
    const key = this.pair(address, account);
    const [wait, byAddress, refused, known] = await Promise.all([
      this.pairWait.get(key),
      this.addressFailures.get(address),
      this.addressRefusals.get(address),
      this.knownPairs.get(key),
    ]);
    const waits: number[] = [];
    if (wait && wait.consumedPoints > 1) waits.push(wait.msBeforeNext);
    if (byAddress && byAddress.consumedPoints >= ADDRESS_FAILURES) waits.push(byAddress.msBeforeNext);
    if (refused && refused.consumedPoints >= ADDRESS_REFUSALS) waits.push(refused.msBeforeNext);
    if (waits.length) return { ok: false, msBeforeNext: Math.max(...waits) };
    await this.addressFailures.penalty(address, 1);
    return { ok: true, known: (known?.consumedPoints ?? 0) > 0 };
  }

  /**
   * An allowed attempt that was never checked (the password line was full): not a failure, but a
   * refusal, of which an address has a bound of its own.
   */
  async notChecked(address: string): Promise<void> {
    await Promise.all([this.addressFailures.reward(address, 1), this.addressRefusals.penalty(address, 1)]);
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
      this.knownPairs.set(key, 1, KNOWN_PAIR_SECONDS),
      this.knownAddresses.set(address, 1, KNOWN_PAIR_SECONDS),
    ]);
  }
}
