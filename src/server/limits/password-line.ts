/**
 * argon2 work, one hash at a time, in two lines. libuv's small thread pool is shared with static
 * files and DNS: left uncapped, a flood of sign-ins fills every thread and the whole server stalls.
 *
 * A cap alone is not enough: a flood from ever-new addresses (each allowed its first guesses) keeps
 * the line full, and a real sign-in waits behind all of it, without bound. So:
 * - the open line (anonymous sign-ins and registrations) holds at most `openWaiting` callers; past
 *   that an attempt is refused at once (`PasswordLineFull`: 503 with Retry-After) instead of waiting,
 *   so every answer comes within about (openWaiting + 1) hashes;
 * - the trusted line goes first: an account signing in again from an address it signed in from
 *   before (only the password proves that), and work for signed-in users and the server itself.
 *   A flood of guesses never lands there, so the owner's sign-in waits for at most the hash in
 *   progress and the trusted callers ahead of it.
 * Whether an attempt waits or is refused depends only on the lines' lengths, never on whether the
 * account exists (an unknown name burns a hash through the same line): the timing tells nothing.
 */

export type PasswordLane = 'trusted' | 'open';

export class PasswordLineFull extends Error {
  constructor() {
    super('too many password checks waiting');
  }
}

export class PasswordLine {
  private active = 0;
  private readonly waiting: Record<PasswordLane, (() => void)[]> = { trusted: [], open: [] };

  constructor(
    private readonly size: number,
    private readonly openWaiting: number,
  ) {}

  /** How many wait in each line now (for tests and metrics). */
  get queued(): Record<PasswordLane, number> {
    return { trusted: this.waiting.trusted.length, open: this.waiting.open.length };
  }

  /**
   * Whether an attempt in this lane would be taken now (run or wait) rather than refused: asked
   * before any other work for a sign-in, so that a flood is refused as cheaply as it can be.
   */
  hasRoom(lane: PasswordLane): boolean {
    return lane === 'trusted' || this.active < this.size || this.waiting.open.length < this.openWaiting;
  }

  async run<T>(lane: PasswordLane, task: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active++;
    else {
      const line = this.waiting[lane];
      if (!this.hasRoom(lane)) throw new PasswordLineFull();
      await new Promise<void>((resolve) => line.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.trusted.shift() ?? this.waiting.open.shift();
      if (next) next();
      else this.active--;
    }
  }
}
