import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { savedSince } from './saved-since';

const query = (queryHash: string, dataUpdatedAt: number, observers = 1, hasData = true) => ({
  queryHash,
  state: { data: hasData ? {} : undefined, dataUpdatedAt },
  isActive: () => observers > 0,
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

  it('ignores a query that only a disabled observer watches (it shows nothing and is never refetched)', () => {
    const client = new QueryClient();
    client.setQueryData(['stylists', [1, 2], 0], [{ id: 1 }], { updatedAt: 1_000 });
    client.setQueryData(['services', 0], [{ id: 1 }], { updatedAt: 2_000 });
    const stop = [
      new QueryObserver(client, { queryKey: ['stylists', [1, 2], 0], enabled: false }).subscribe(() => {}),
      new QueryObserver(client, { queryKey: ['services', 0], enabled: false }).subscribe(() => {}),
    ];
    expect(savedSince(client.getQueryCache().getAll(), started).at).toBeNull();
    stop.push(
      new QueryObserver(client, { queryKey: ['services', 0], staleTime: Infinity }).subscribe(() => {}),
    );
    expect(savedSince(client.getQueryCache().getAll(), started).at).toBe(2_000);
    for (const s of stop) s();
    client.clear();
  });
});
