/**
 * Live views of the rating outbox for the pages (Dexie's liveQuery follows changes made by this
 * page, other tabs and the service worker).
 */
import { liveQuery } from 'dexie';
import { type OutboxItem, tressDb } from '../../device-store/db';

export type Unsubscribe = { unsubscribe(): void };

/** The outbox item of one visit (undefined when there is none). */
export function watchVisit(visit: string, onChange: (item: OutboxItem | undefined) => void): Unsubscribe {
  return liveQuery(() => tressDb().outbox.where('visit').equals(visit).first()).subscribe({
    next: onChange,
    error: () => onChange(undefined),
  });
}

export type OutboxSummary = { waiting: OutboxItem[]; refused: OutboxItem[] };

/** How many ratings wait, and the refusals the customer has not dismissed yet. */
export function watchOutbox(onChange: (summary: OutboxSummary) => void): Unsubscribe {
  return liveQuery(async () => {
    const items = await tressDb().outbox.toArray();
    return {
      waiting: items.filter((i) => i.state === 'queued' || i.state === 'sending'),
      refused: items.filter((i) => i.state === 'refused'),
    };
  }).subscribe({ next: onChange, error: () => onChange({ waiting: [], refused: [] }) });
}

export { dismissItem } from '../../device-store/outbox';
