/** The outbox item of a visit's rating, live (undefined while loading, null when there is none). */
import { useEffect, useState } from 'react';
import type { OutboxItem } from '../../../device-store/db';

export function useOutboxItem(visit: string): OutboxItem | null | undefined {
  const [item, setItem] = useState<OutboxItem | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let sub: { unsubscribe(): void } | null = null;
    import('../../offline/outbox-watch').then(
      (m) => {
        if (live) sub = m.watchVisit(visit, (i) => setItem(i ?? null));
      },
      () => setItem(null),
    );
    return () => {
      live = false;
      sub?.unsubscribe();
    };
  }, [visit]);
  return item;
}

/** Forgets a visit's outbox item once the customer has seen its outcome. */
export async function dismissOutboxItem(id: number | undefined): Promise<void> {
  if (id === undefined) return;
  await (await import('../../offline/outbox-watch')).dismissItem(id);
}
