/**
 * The rating outbox (docs/offline.md): a rating given without a connection is saved here and
 * sent later, by the service worker's Background Sync handler where the browser has it, and by the
 * page on app start, on the `online` event and on a timer (src/client/offline/outbox-runner.ts).
 *
 * Rules:
 * - one item per visit; giving the rating again before it was sent replaces the waiting one;
 * - an item is sent by one sender at a time: a sender first claims it in an IndexedDB transaction
 *   (queued -> sending, with a lease), which page and worker cannot both win; a lease that
 *   outlives its sender (closed tab, killed worker) expires and the item is sent again, which the
 *   server answers with `already_submitted`;
 * - an answer with success, `already_submitted` included, marks it sent;
 * - a 4xx refusal (other than 408 and 429) marks it refused with the server's message, kept until
 *   the customer has seen it and dismissed it: never dropped silently;
 * - no connection, a timeout, 408, 429 or 5xx put it back in the queue (5xx, 408 and 429 with
 *   backoff).
 *
 * Runs in the page and in the service worker: no DOM here.
 */
import { endpoints } from '#shared/contract/endpoints';
import type { RatingSubmitRequest } from '#shared/contract/ratings';
import { type OutboxItem, type TressDb, tressDb } from './db';

export const OUTBOX_SYNC_TAG = 'tress-rating-outbox';
export const LEASE_MS = 60_000;
const TIMEOUT_MS = 30_000;
const SENT_KEPT_MS = 24 * 60 * 60_000;
const RATING_PATH = `/api${endpoints.ratingSubmit.path}`;

export type OutboxDeps = {
  db: TressDb;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  /** Who claims items: one id per page or worker. */
  owner: string;
};

const randomId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const OWNER = randomId();

export function defaultDeps(): OutboxDeps {
  return { db: tressDb(), fetch: (i, init) => fetch(i, init), now: Date.now, owner: OWNER };
}

/** The key of a visit's rating: one rating per visit and customer. */
export const visitKey = (bookingId: number, customerId: number) => `${bookingId}:${customerId}`;

export type NewRating = { body: RatingSubmitRequest; lang: 'en' | 'zh'; auth: string | null };

/** Saves a rating to send later; a rating of the same visit still waiting is replaced. */
export async function enqueueRating(
  rating: NewRating,
  deps: OutboxDeps = defaultDeps(),
): Promise<OutboxItem> {
  const { db, now } = deps;
  const visit = visitKey(rating.body.booking_id, rating.body.customer_id);
  return db.transaction('rw', db.outbox, async () => {
    const existing = await db.outbox.where('visit').equals(visit).first();
    // one being sent right now is left alone: the server keeps the first rating of a visit
    if (existing?.state === 'sending' && existing.lease && existing.lease.until > now()) return existing;
    const item: OutboxItem = {
      ...(existing?.id !== undefined ? { id: existing.id } : {}),
      visit,
      body: rating.body,
      lang: rating.lang,
      auth: rating.auth,
      state: 'queued',
      lease: null,
      attempts: 0,
      nextTryAt: now(),
      createdAt: now(),
      updatedAt: now(),
      error: null,
    };
    item.id = await db.outbox.put(item);
    return item;
  });
}

/**
 * Takes an item for sending, atomically: only a queued item, or one whose sender's lease has
 * expired, can be claimed; the caller then owns it until the lease ends.
 */
export async function claim(id: number, deps: OutboxDeps, ignoreBackoff = false): Promise<OutboxItem | null> {
  const { db, now, owner } = deps;
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (!item) return null;
    const t = now();
    const free =
      (item.state === 'queued' && (ignoreBackoff || item.nextTryAt <= t)) ||
      (item.state === 'sending' && (!item.lease || item.lease.until <= t));
    if (!free) return null;
    const claimed: OutboxItem = {
      ...item,
      state: 'sending',
      lease: { owner, until: t + LEASE_MS },
      attempts: item.attempts + 1,
      updatedAt: t,
    };
    await db.outbox.put(claimed);
    return claimed;
  });
}

export type Outcome =
  | { kind: 'sent'; alreadySubmitted: boolean }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'retry'; backoff: boolean };

type Envelope = {
  success?: boolean;
  data?: { already_submitted?: boolean };
  errors?: string[];
  message?: string;
};

/** What an answer of the rating call means for the outbox. */
export function outcomeOf(status: number, body: Envelope | null): Outcome {
  if (status >= 200 && status < 300 && body?.success)
    return { kind: 'sent', alreadySubmitted: body.data?.already_submitted === true };
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    const message = body?.errors?.length ? body.errors.join(', ') : body?.message || `HTTP ${status}`;
    return { kind: 'refused', status, message };
  }
  return { kind: 'retry', backoff: true };
}

/** Backoff after a server error: 5 s, 10 s, 20 s, ... up to 5 minutes. */
export const backoffMs = (attempts: number) => Math.min(5 * 60_000, 5_000 * 2 ** Math.max(0, attempts - 1));

async function send(item: OutboxItem, deps: OutboxDeps): Promise<Outcome> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-language': item.lang,
  };
  if (item.auth) headers.authorization = `Bearer ${item.auth}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await deps.fetch(RATING_PATH, {
      method: 'POST',
      headers,
      body: JSON.stringify(item.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const body = (await res.json().catch(() => null)) as Envelope | null;
    return outcomeOf(res.status, body);
  } catch {
    return { kind: 'retry', backoff: false };
  } finally {
    clearTimeout(timer);
  }
}

/** Records the outcome, unless the claim was lost meanwhile (the lease expired and another took it). */
async function settle(id: number, outcome: Outcome, deps: OutboxDeps): Promise<void> {
  const { db, now, owner } = deps;
  await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (item?.state !== 'sending' || item.lease?.owner !== owner) return;
    const t = now();
    // the bearer token is needed only to send: it does not stay once the server has answered
    const base = { ...item, lease: null, updatedAt: t, auth: outcome.kind === 'retry' ? item.auth : null };
    if (outcome.kind === 'sent')
      await db.outbox.put({
        ...base,
        state: 'sent',
        error: null,
        alreadySubmitted: outcome.alreadySubmitted,
      });
    else if (outcome.kind === 'refused')
      await db.outbox.put({
        ...base,
        state: 'refused',
        error: { status: outcome.status, message: outcome.message },
      });
    else
      await db.outbox.put({
        ...base,
        state: 'queued',
        nextTryAt: outcome.backoff ? t + backoffMs(item.attempts) : t,
      });
  });
}

export type ReplayResult = { sent: number; refused: number; remaining: number };

/**
 * Sends every waiting rating once, one after the other. `ignoreBackoff` (a connection just came
 * back) also sends those waiting out a server error's backoff.
 */
export async function replayOutbox(
  deps: OutboxDeps = defaultDeps(),
  ignoreBackoff = false,
): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, refused: 0, remaining: 0 };
  const waiting = await deps.db.outbox.where('state').anyOf('queued', 'sending').toArray();
  for (const item of waiting) {
    if (item.id === undefined) continue;
    const claimed = await claim(item.id, deps, ignoreBackoff);
    if (!claimed) {
      // someone else is sending it, or it waits out a backoff
      result.remaining++;
      continue;
    }
    const outcome = await send(claimed, deps);
    await settle(item.id, outcome, deps);
    if (outcome.kind === 'sent') result.sent++;
    else if (outcome.kind === 'refused') result.refused++;
    else result.remaining++;
  }
  return result;
}

/** Ratings still to send (queued or being sent). */
export async function waitingCount(deps: OutboxDeps = defaultDeps()): Promise<number> {
  return deps.db.outbox.where('state').anyOf('queued', 'sending').count();
}

/** Removes an item the customer has seen (a refusal they dismissed, or a sent one). */
export async function dismissItem(id: number, deps: OutboxDeps = defaultDeps()): Promise<void> {
  await deps.db.outbox.delete(id);
}

/** Forgets sent items after a day (their thank-you has been shown by then). */
export async function purgeSent(deps: OutboxDeps = defaultDeps()): Promise<number> {
  const before = deps.now() - SENT_KEPT_MS;
  return deps.db.outbox
    .where('state')
    .equals('sent')
    .filter((i) => i.updatedAt < before)
    .delete();
}
