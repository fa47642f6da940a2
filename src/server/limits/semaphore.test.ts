import { describe, expect, it } from 'vitest';
import { waitAfter } from './login-guard';
import { Semaphore } from './semaphore';

describe('semaphore', () => {
  it('runs at most its size at a time, and every task in the end', async () => {
    const s = new Semaphore(2);
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setImmediate(r));
      running--;
    };
    await Promise.all(Array.from({ length: 10 }, () => s.run(task)));
    expect(most).toBe(2);
    expect(running).toBe(0);
  });
});

describe('login waits', () => {
  it('lets the first few failures through, then doubles the wait up to 15 minutes', () => {
    expect(waitAfter(4)).toBe(0);
    expect(waitAfter(5)).toBe(5);
    expect(waitAfter(6)).toBe(10);
    expect(waitAfter(7)).toBe(20);
    expect(waitAfter(30)).toBe(900);
  });
});
