import { describe, expect, it } from 'vitest';
import { savedSince } from './saved-since';

const query = (queryHash: string, dataUpdatedAt: number, observers = 1, hasData = true) => ({
  queryHash,
  state: { data: hasData ? {} : undefined, dataUpdatedAt },
  getObserversCount: () => observers,
});

describe('how old the data on screen is', () => {
  const started = 10_000;

  it('is nothing when every query in use was fetched by this page', () => {
    expect(savedSince([query('a', 12_000), query('b', 15_000)], started)).toEqual({
      at: null,
      fallback: false,
    });
  });

  it('is the oldest restored copy among the queries in use', () => {
    expect(savedSince([query('a', 12_000), query('b', 4_000), query('c', 6_000)], started)).toEqual({
      at: 4_000,
      fallback: false,
    });
  });

  it('ignores queries nobody shows, and queries without data', () => {
    expect(savedSince([query('a', 1_000, 0), query('b', 2_000, 1, false)], started).at).toBeNull();
  });
});
