/**
 * Login rate limits, per client IP and per username: after too many failures in a window the next
 * attempts get 429 until the window passes. In memory: one process per data folder, and with
 * PostgreSQL a limit per process still stops a guessing script.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 8;
export const MAX_ATTEMPTS_PER_IP = 30;

type Counter = { count: number; resetAt: number };

export class LoginThrottle {
  private readonly byIp = new Map<string, Counter>();
  private readonly byUser = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  private hit(map: Map<string, Counter>, key: string): number {
    const t = this.now();
    const c = map.get(key);
    if (!c || c.resetAt <= t) {
      map.set(key, { count: 1, resetAt: t + WINDOW_MS });
      return 1;
    }
    c.count += 1;
    return c.count;
  }

  private peek(map: Map<string, Counter>, key: string): number {
    const c = map.get(key);
    return c && c.resetAt > this.now() ? c.count : 0;
  }

  /** True when this attempt may go ahead; every attempt counts against the IP. */
  allow(ip: string, username: string): boolean {
    if (this.map_size() > 50_000) this.sweep();
    const ipCount = this.hit(this.byIp, ip);
    return (
      ipCount <= MAX_ATTEMPTS_PER_IP &&
      this.peek(this.byUser, username.toLowerCase()) < MAX_FAILURES_PER_USERNAME
    );
  }

  failed(username: string): void {
    this.hit(this.byUser, username.toLowerCase());
  }

  succeeded(username: string): void {
    this.byUser.delete(username.toLowerCase());
  }

  private map_size(): number {
    return this.byIp.size + this.byUser.size;
  }

  private sweep(): void {
    const t = this.now();
    for (const m of [this.byIp, this.byUser]) for (const [k, c] of m) if (c.resetAt <= t) m.delete(k);
  }
}
