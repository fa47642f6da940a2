import { describe, expect, it } from 'vitest';
import { cachedRead } from './read-cache';

/** Like a query builder: a thenable that runs its query again on every `then`. */
function queryLike(runs: { n: number }, value: string): PromiseLike<string> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: this imitates a query builder, which is a thenable
    then(onFulfilled, onRejected) {
      runs.n++;
      return Promise.resolve(value).then(onFulfilled, onRejected);
    },
  };
}

describe('cached reads', () => {
  it('runs a query builder once for every caller of a fresh key', async () => {
    const db = {};
    const runs = { n: 0 };
    const first = cachedRead(db, 'k', () => queryLike(runs, 'rows'));
    const second = cachedRead(db, 'k', () => queryLike(runs, 'other'));
    expect(await first).toBe('rows');
    expect(await second).toBe('rows');
    expect(runs.n).toBe(1);
  });

  it('forgets a failed read, so the next caller reads again', async () => {
    const db = {};
    await expect(cachedRead(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedRead(db, 'k', async () => 'rows')).toBe('rows');
  });
});
