/**
 * Where Tress keeps data on the phone, and why (docs/offline.md: one store per kind of data,
 * never both).
 *
 * IndexedDB (this Dexie database, `tress`), for what must survive reloads, app restarts and
 * offline starts, and what the service worker must read too:
 * - `catalogue`: the last answer of each catalogue read (services, categories, and the stylists
 *   of each set of services), so the booking wizard works offline. Only the wizard's catalogue
 *   queries read and write it (src/client/offline/saved-query.ts); the query persister never
 *   holds them.
 * - `pending`: `pendingBookingDetails` (the booking on its way through payment, docs/product.md §4)
 *   and the wizard's draft (services, stylist, ...), until the success or rating page.
 * - `outbox`: ratings given offline, waiting to be sent; the page and the service worker's
 *   Background Sync handler replay it (outbox.ts, beside this file). Only IndexedDB is reachable
 *   from the worker, which is why the outbox lives here.
 *
 * localStorage, for small things read synchronously before or right after the first paint:
 * - the TanStack Query persister's copy of the rest of the query cache (salon profile, payment
 *   methods, the customer's visits and rating pages; src/client/offline/persist.ts lists the
 *   keys), written about a second after each change;
 * - the language, the customer session (src/client/lib/session.ts) and `paymentSuccessData`,
 *   which the success page reads on its first render.
 *
 * sessionStorage, for one tab's round trip through the payment provider only: where to come back
 * to after paying the difference of a move (features/booking/manage/move-payment.ts), dropped on
 * return.
 *
 * The service worker's Cache Storage holds files only (the precached app, images, locale chunks),
 * never API answers.
 *
 * Schema versions are only ever added (a new `this.version(n + 1)` with an upgrade if needed);
 * a version already shipped is never edited.
 *
 * This module runs in the page and in the service worker: no DOM, no localStorage here (its
 * tsconfig gives it the worker's globals only).
 */
import { Dexie, type EntityTable } from 'dexie';
import type { RatingSubmitRequest } from '#shared/contract/ratings';

/** One saved answer of a catalogue read. */
export type CatalogueRecord = {
  /** 'services', 'categories' or 'stylists:<sorted service ids>' */
  key: string;
  data: unknown;
  /** When the server gave this answer (ms since epoch). */
  savedAt: number;
};

/** A value kept until the booking ends: the pending booking details or the wizard's draft. */
export type PendingRecord = {
  key: 'pendingBookingDetails' | 'bookingDraft';
  value: unknown;
  savedAt: number;
};

export type OutboxState = 'queued' | 'sending' | 'sent' | 'refused';

/** A rating waiting to be sent (or sent, or refused, until the customer has seen it). */
export type OutboxItem = {
  id?: number;
  /** `<booking id>:<customer id>`: one rating per visit, so one item per visit. */
  visit: string;
  body: RatingSubmitRequest;
  /** The language of the answer the customer will read (a refusal's message). */
  lang: 'en' | 'zh';
  /** The signed-in customer's bearer token, for ratings without a signed link; null otherwise. */
  auth: string | null;
  state: OutboxState;
  /** Who is sending it and until when (a claim that expires if its sender dies). */
  lease: { owner: string; until: number } | null;
  attempts: number;
  /** Not before this time (backoff after a server error). */
  nextTryAt: number;
  createdAt: number;
  updatedAt: number;
  /** The server's refusal (4xx), shown to the customer. */
  error: { status: number; message: string } | null;
  /** True when the server had already accepted this rating (a replay). */
  alreadySubmitted?: boolean;
};

export type TressDb = Dexie & {
  catalogue: EntityTable<CatalogueRecord, 'key'>;
  pending: EntityTable<PendingRecord, 'key'>;
  outbox: EntityTable<OutboxItem, 'id'>;
};

export const DB_NAME = 'tress';

/** Opens (creating or upgrading) the database. */
export function createDb(name = DB_NAME): TressDb {
  const db = new Dexie(name) as TressDb;
  db.version(1).stores({
    catalogue: '&key',
    pending: '&key',
    outbox: '++id, &visit, state',
  });
  return db;
}

let shared: TressDb | null = null;

/** The one database of this page or worker. */
export function tressDb(): TressDb {
  shared ??= createDb();
  return shared;
}
