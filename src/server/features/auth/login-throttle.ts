/**
 * Login rate limits, per client IP and per username: after too many failed sign-ins in a window the
 * next attempts get 429 until the window passes. Only failures count, so a front desk (or a test
 * run) signing in often from one address is never locked out by its own successes. In memory: one
 * process per data folder, and with PostgreSQL a limit per process still stops a guessing script.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 8;
export const MAX_FAILURES_PER_IP = 30;

type Counter = { count: number; resetAt: number };

class WindowCounter {
  private readonly counts = new Map<string, Counter>();
  constructor(private readonly now: () => number) {}

  hit(key: string): void {
    const t = this.now();
    const c = this.counts.get(key);
    if (!c || c.resetAt <= t) this.counts.set(key, { count: 1, resetAt: t + WINDOW_MS });
    else c.count += 1;
    if (this.counts.size > 50_000) this.sweep(t);
  }

  count(key: string): number {
    const c = this.counts.get(key);
    return c && c.resetAt > this.now() ? c.count : 0;
  }

  clear(key: string): void {
    this.counts.delete(key);
  }

  private sweep(t: number): void {
    for (const [k, c] of this.counts) if (c.resetAt <= t) this.counts.delete(k);
  }
}

export class LoginThrottle {
  private readonly byIp: WindowCounter;
  private readonly byUser: WindowCounter;

  constructor(now: () => number = Date.now) {
    this.byIp = new WindowCounter(now);
    this.byUser = new WindowCounter(now);
  }

  /** True when this attempt may go ahead. */
  allow(ip: string, username: string): boolean {
    return (
      this.byIp.count(ip) < MAX_FAILURES_PER_IP &&
      this.byUser.count(username.toLowerCase()) < MAX_FAILURES_PER_USERNAME
    );
  }

  failed(ip: string, username: string): void {
    this.byIp.hit(ip);
    this.byUser.hit(username.toLowerCase());
  }

  succeeded(username: string): void {
    this.byUser.clear(username.toLowerCase());
  }
}
