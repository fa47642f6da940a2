import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type TressDb } from './db';
import {
  backoffMs,
  claim,
  dismissItem,
  enqueueRating,
  LEASE_MS,
  type OutboxDeps,
  outcomeOf,
  purgeSent,
  replayOutbox,
  waitingCount,
} from './outbox';

const body = (rating = 5, bookingId = 7) => ({
  booking_id: bookingId,
  customer_id: 0,
  rating,
  comment: 'Lovely',
  stylist_id: 3,
  t: 'signed-token',
});

type Answer = { status: number; body?: unknown } | 'network';
const envelope = (data: unknown) => ({ success: true, data, errors: [], message: 'OK' });

let n = 0;
const dbs: TressDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await db.delete();
  }
});

/** A fresh database, a clock and a server that answers from a list (and records what it got). */
function world(answers: Answer[] = [], owner = 'page') {
  const db = createDb(`outbox-test-${++n}`);
  dbs.push(db);
  const clock = { t: 1_000_000 };
  const sent: { url: string; init: RequestInit }[] = [];
  let release: (() => void) | null = null;
  const gate = { hold: false };
  // resolves when a sender's request reaches the held gate: that sender has claimed its item
  let arrived!: () => void;
  const sending = new Promise<void>((r) => (arrived = r));
  const deps = (who = owner): OutboxDeps => ({
    db,
    owner: who,
    now: () => clock.t,
    fetch: async (url, init) => {
      sent.push({ url, init });
      const a = answers.shift() ?? {
        status: 200,
        body: envelope({ rating_id: 1, already_submitted: false }),
      };
      if (gate.hold)
        await new Promise<void>((r) => {
          release = r;
          arrived();
        });
      if (a === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(a.body ?? {}), { status: a.status });
    },
  });
  return { db, clock, sent, deps, gate, sending, release: () => release?.() };
}

describe('the rating outbox', () => {
  it('keeps one item per visit: giving the rating again before it is sent replaces the waiting one', async () => {
    const w = world();
    await enqueueRating({ body: body(3), lang: 'en', auth: null }, w.deps());
    await enqueueRating({ body: body(5), lang: 'zh', auth: null }, w.deps());
    const items = await w.db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ state: 'queued', lang: 'zh', body: { rating: 5 } });
  });

  it('sends a queued rating with its language and token, and marks it sent', async () => {
    const w = world();
    await enqueueRating({ body: { ...body(), t: undefined }, lang: 'zh', auth: 'bearer-1' }, w.deps());
    expect(await replayOutbox(w.deps())).toEqual({ sent: 1, refused: 0, remaining: 0 });
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]!.url).toBe('/api/ratings/submit');
    const headers = w.sent[0]!.init.headers as Record<string, string>;
    expect(headers['accept-language']).toBe('zh');
    expect(headers.authorization).toBe('Bearer bearer-1');
    expect(JSON.parse(String(w.sent[0]!.init.body))).toMatchObject({ booking_id: 7, rating: 5 });
    expect(await w.db.outbox.toArray()).toMatchObject([
      { state: 'sent', lease: null, error: null, auth: null },
    ]);
    expect(await waitingCount(w.deps())).toBe(0);
  });

  it('treats a replay the server had already accepted as sent, not as an error', async () => {
    const w = world([{ status: 200, body: envelope({ rating_id: 4, already_submitted: true }) }]);
    await enqueueRating({ body: body(), lang: 'en', auth: null }, w.deps());
    expect(await replayOutbox(w.deps())).toMatchObject({ sent: 1, refused: 0 });
    expect(await w.db.outbox.toArray()).toMatchObject([{ state: 'sent', alreadySubmitted: true }]);
  });

  it('keeps a 4xx refusal with the server message for the customer to see, and sends it no more', async () => {
    const w = world([
      { status: 409, body: { success: false, errors: ['You have already rated this visit'], message: 'x' } },
    ]);
    await enqueueRating({ body: body(), lang: 'en', auth: null }, w.deps());
    expect(await replayOutbox(w.deps())).toMatchObject({ refused: 1, remaining: 0 });
    const [item] = await w.db.outbox.toArray();
    expect(item).toMatchObject({
      state: 'refused',
      error: { status: 409, message: 'You have already rated this visit' },
    });
    await replayOutbox(w.deps(), true);
    expect(w.sent).toHaveLength(1);
    await dismissItem(item!.id!, w.deps());
    expect(await w.db.outbox.count()).toBe(0);
  });

  it('keeps the rating queued when there is no connection, and sends it when there is', async () => {
    const w = world(['network']);
    await enqueueRating({ body: body(), lang: 'en', auth: null }, w.deps());
    expect(await replayOutbox(w.deps())).toMatchObject({ sent: 0, remaining: 1 });
    expect(await w.db.outbox.toArray()).toMatchObject([{ state: 'queued', lease: null, attempts: 1 }]);
    expect(await replayOutbox(w.deps())).toMatchObject({ sent: 1, remaining: 0 });
    expect(w.sent).toHaveLength(2);
  });

  it('backs off after a server error, unless the connection just came back', async () => {
    const w = world([{ status: 503 }, { status: 500 }]);
    await enqueueRating({ body: body(), lang: 'en', auth: null }, w.deps());
    await replayOutbox(w.deps());
    expect(await replayOutbox(w.deps())).toMatchObject({ sent: 0, remaining: 1 });
    expect(w.sent).toHaveLength(1);
    await replayOutbox(w.deps(), true);
    expect(w.sent).toHaveLength(2);
    w.clock.t += backoffMs(2);
    expect(await replayOutbox(w.deps())).toMatchObject({ sent: 1 });
    expect(w.sent).toHaveLength(3);
  });

  it('treats 408 and 429 as "try again later", not as a refusal', () => {
    expect(outcomeOf(429, { success: false, errors: ['slow down'] })).toEqual({
      kind: 'retry',
      backoff: true,
    });
    expect(outcomeOf(408, null)).toEqual({ kind: 'retry', backoff: true });
    expect(outcomeOf(403, { success: false, errors: [], message: 'Invalid link' })).toEqual({
      kind: 'refused',
      status: 403,
      message: 'Invalid link',
    });
  });

  it('forgets sent ratings after a day, never waiting or refused ones', async () => {
    const w = world([{ status: 200, body: envelope({ rating_id: 1, already_submitted: false }) }]);
    await enqueueRating({ body: body(5, 1), lang: 'en', auth: null }, w.deps());
    await replayOutbox(w.deps());
    await enqueueRating({ body: body(5, 2), lang: 'en', auth: null }, w.deps());
    w.clock.t += 25 * 60 * 60_000;
    expect(await purgeSent(w.deps())).toBe(1);
    expect(await w.db.outbox.toArray()).toMatchObject([{ visit: '2:0', state: 'queued' }]);
  });
});

// the page and the service worker replay the same outbox: each item has one sender at a time (a lease)
describe('the rating outbox with two senders', () => {
  it('never sends one rating twice at the same time: the page and the worker replaying together send it once', async () => {
    const w = world();
    await enqueueRating({ body: body(), lang: 'en', auth: null }, w.deps());
    w.gate.hold = true;
    const page = replayOutbox(w.deps('page'));
    await w.sending; // the page has claimed the rating and is sending it; now the worker replays
    const worker = await replayOutbox(w.deps('worker'));
    expect(worker).toEqual({ sent: 0, refused: 0, remaining: 1 });
    w.release();
    expect(await page).toMatchObject({ sent: 1 });
    expect(w.sent).toHaveLength(1);
  });

  it('claims an item for one sender only, and frees it when the sender’s lease has expired', async () => {
    const w = world();
    const item = await enqueueRating({ body: body(), lang: 'en', auth: null }, w.deps());
    const [a, b] = await Promise.all([claim(item.id!, w.deps('a')), claim(item.id!, w.deps('b'))]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await claim(item.id!, w.deps('c'))).toBeNull();
    w.clock.t += LEASE_MS + 1;
    expect(await claim(item.id!, w.deps('c'))).toMatchObject({ lease: { owner: 'c' }, attempts: 2 });
  });

  it('ignores the late answer of a sender whose lease was taken over', async () => {
    const w = world([{ status: 500 }]);
    await enqueueRating({ body: body(), lang: 'en', auth: null }, w.deps());
    w.gate.hold = true;
    const slow = replayOutbox(w.deps('slow'));
    await w.sending; // the slow sender holds the lease and waits for its answer
    w.clock.t += LEASE_MS + 1;
    w.gate.hold = false;
    expect(await replayOutbox(w.deps('fresh'))).toMatchObject({ sent: 1 });
    w.release();
    await slow;
    expect(await w.db.outbox.toArray()).toMatchObject([{ state: 'sent' }]);
  });

  it('leaves a rating being sent alone when the same visit is rated again meanwhile', async () => {
    const w = world();
    const item = await enqueueRating({ body: body(3), lang: 'en', auth: null }, w.deps());
    await claim(item.id!, w.deps('worker'));
    await enqueueRating({ body: body(5), lang: 'en', auth: null }, w.deps());
    expect(await w.db.outbox.toArray()).toMatchObject([{ state: 'sending', body: { rating: 3 } }]);
  });
});
