/**
 * At most `size` tasks at a time, the rest wait in line. argon2 runs on libuv's small thread pool,
 * which static files and DNS share: left uncapped, a flood of sign-ins fills every thread and the
 * whole server stalls behind it.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
