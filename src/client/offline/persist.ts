/**
 * The query persister (docs/offline.md): the queries offline/storage-policy.ts assigns to
 * localStorage are written there about a second after each change and restored on the next start,
 * so a cold start (online or not) shows the salon's last known profile at once, then fetches it
 * afresh where there is a connection. Restored data keeps its own time; the offline banner says
 * how old it is. Loaded after the first paint.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { PERSISTED_ROOTS, storeOf } from './storage-policy';

export const PERSIST_KEY = 'tress.queryCache';
/** Bumped when a persisted query's data changes shape, so an old copy is dropped. */
const BUSTER = 'v1';
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60_000;

/** Starts persisting; resolves once the saved copy has been restored. */
export function startPersisting(queryClient: QueryClient): Promise<void> {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    return Promise.resolve();
  }
  // restored queries live as long as their saved copy, even before a page uses them again
  for (const root of PERSISTED_ROOTS) queryClient.setQueryDefaults([root], { gcTime: PERSIST_MAX_AGE });
  const persister = createSyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 1000 });
  const options = {
    // the build gives both packages one query-core (vite.config.ts); their type copies differ
    queryClient: queryClient as unknown as Parameters<typeof persistQueryClient>[0]['queryClient'],
    persister,
    maxAge: PERSIST_MAX_AGE,
    buster: BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: (q: { state: { status: string }; queryKey: readonly unknown[] }) =>
        q.state.status === 'success' && storeOf(q.queryKey) === 'localStorage',
    },
  };
  const [, restored] = persistQueryClient(options);
  const started = performance.timeOrigin;
  return restored
    .then(() => {
      // shown at once, fetched afresh: nothing restored counts as fresh
      void queryClient.invalidateQueries({
        predicate: (q) => storeOf(q.queryKey) === 'localStorage' && q.state.dataUpdatedAt < started,
      });
      // what loaded before the persister started (the salon profile, usually) is saved at once
      return persistQueryClientSave(options);
    })
    .catch(() => undefined);
}
