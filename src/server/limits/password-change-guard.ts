/**
 * Limits on changing one's own password, whose current password is a guess like a sign-in's: a
 * stolen session must not become a way to find the password (and so every other place it opens).
 * Attempts are counted per session and per account, as they arrive, before the argon2 check: a
 * burst of parallel guesses cannot all slip past the count while the first ones are still being
 * checked. A session has FREE_FAILURES attempts in its window, an account (all its sessions
 * together) ACCOUNT_FAILURES; past them the answer is 429, even to the right password, until the
 * window passes. A success clears both counts; an attempt that was never checked (a full password
 * line) is given back.
 */
import { FREE_FAILURES } from './login-guard';
import { msBeforeNextOf } from './retry';
import type { Counter, CounterFactory } from './store';

export const ACCOUNT_FAILURES = 10;
const WINDOW_SECONDS = 15 * 60;

export type PasswordChanger = { session: string; account: string };

export class PasswordChangeGuard {
  private readonly bySession: Counter;
  private readonly byAccount: Counter;

  constructor(make: CounterFactory) {
    this.bySession = make('change-password-session', FREE_FAILURES, WINDOW_SECONDS);
    this.byAccount = make('change-password-account', ACCOUNT_FAILURES, WINDOW_SECONDS);
  }

  /** Takes one attempt; null when it may be checked, else ms until the next one may. */
  async take({ session, account }: PasswordChanger): Promise<number | null> {
    const taken = await Promise.allSettled([
      this.bySession.consume(session, 1),
      this.byAccount.consume(account, 1),
    ]);
    const waits: number[] = [];
    for (const t of taken) {
      if (t.status === 'fulfilled') continue;
      const ms = msBeforeNextOf(t.reason);
      if (ms === null) throw t.reason;
      waits.push(ms);
    }
    return waits.length ? Math.max(...waits) : null;
  }

  async notChecked({ session, account }: PasswordChanger): Promise<void> {
    await Promise.all([this.bySession.reward(session, 1), this.byAccount.reward(account, 1)]);
  }

  async succeeded({ session, account }: PasswordChanger): Promise<void> {
    await Promise.all([this.bySession.delete(session), this.byAccount.delete(account)]);
  }
}
