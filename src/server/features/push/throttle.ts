/**
 * Per-address limit of the push calls: at most LIMIT calls per address in a window, then 429. The
 * calls are cheap, but each subscribe writes a row and makes the server POST to a URL the caller
 * chose, so a script must not be able to repeat it freely. In memory, like the login limit (one
 * counter per process).
 */
const WINDOW_MS = 10 * 60 * 1000;
export const PUSH_CALLS_PER_WINDOW = 60;

export class PushThrottle {
  private readonly counts = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  /** Counts this call; true when it may go ahead. */
  take(address: string): boolean {
    const t = this.now();
    const c = this.counts.get(address);
    if (!c || c.resetAt <= t) {
      if (this.counts.size > 50_000) this.sweep(t);
      this.counts.set(address, { count: 1, resetAt: t + WINDOW_MS });
      return true;
    }
    c.count += 1;
    return c.count <= PUSH_CALLS_PER_WINDOW;
  }

  private sweep(t: number): void {
    for (const [k, c] of this.counts) if (c.resetAt <= t) this.counts.delete(k);
  }
}
