/**
 * The back office's live event stream ends when its token stops standing: signed out, password
 * changed, account deactivated, or expired, within 5 s of the change, on whichever instance the
 * change was made (PostgreSQL: a second app on the same database). A stream whose token still
 * stands keeps receiving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { STREAM_RECHECK_MS } from '../../src/server/http/event-stream';
import { offeredTimes } from '../fixtures/admin-world';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';

const onPostgres = !!process.env.DATABASE_URL;
const WITHIN_MS = 5_000;

let now = new Date();
let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer({}, { listen: true, now: () => now });
  admin = await adminToken(server);
});
afterAll(() => server.close());

type Stream = { text: () => string; ended: Promise<number>; close: () => void };

/** Opens the stream; `ended` settles with the time the server ended it (never, while it stays open). */
async function openStream(on: TestServer, token: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${on.url}/api/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  let seen = '';
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return Date.now();
      seen += value;
    }
  })();
  ended.catch(() => {});
  return { text: () => seen, ended, close: () => abort.abort() };
}

/** Resolves with how long after `from` the stream ended; fails when it is still open after 5 s. */
async function endsWithin(stream: Stream, from: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('the stream is still open 5 s after the revocation')), WITHIN_MS);
  });
  try {
    return (await Promise.race([stream.ended, late])) - from;
  } finally {
    clearTimeout(timer);
  }
}

let users = 0;
/** A new staff member, signed in: their id, username, password and token. */
async function newStaff(on: TestServer) {
  const n = ++users;
  const password = `long-enough-${n}-pw`;
  const added = await on.call(
    'usersAdd',
    {
      full_name: `Stream Staff ${n}`,
      username: `stream${n}`,
      email: `stream${n}@example.com`,
      password,
    } as never,
    { token: admin },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const login = await on.call('adminLogin', { username: `stream${n}`, password });
  return { user: added.body.data!, password, token: login.body.data!.auth_token };
}

/** A guest books a slot of `day`; the open streams hear of that day. */
async function guestBooks(day: number): Promise<string> {
  const date = weekday(day);
  const [time] = await offeredTimes(server, STYLIST.kenji, date, [SERVICE.mensCut]);
  const booked = await server.call('book', {
    ...guest,
    email: `stream-${day}@example.com`,
    phone_number: `9400000${day}`,
    selected_service_ids: [SERVICE.mensCut],
    stylist_id: STYLIST.kenji,
    booking_date: date,
    start_slot_id: slotId(time!),
    payment_keyword: 'card',
  } as never);
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return date;
}

async function heard(stream: Stream, date: string): Promise<void> {
  await expect.poll(() => stream.text(), { timeout: WITHIN_MS }).toContain(`"date":"${date}"`);
}

describe('a revoked token’s event stream', () => {
  it('checks the tokens often enough to end a stream within 5 s', () => {
    expect(STREAM_RECHECK_MS).toBeLessThanOrEqual(WITHIN_MS / 2);
  });

  it('ends after sign-out, while another stream of the same person goes on', async () => {
    const staff = await newStaff(server);
    const other = (
      await server.call('adminLogin', { username: staff.user.username, password: staff.password })
    ).body.data!.auth_token;
    const stream = await openStream(server, staff.token);
    const kept = await openStream(server, other);
    const at = Date.now();
    expect((await server.call('logout', {}, { token: staff.token })).status).toBe(200);
    expect(await endsWithin(stream, at)).toBeLessThan(WITHIN_MS);
    await heard(kept, await guestBooks(4));
    kept.close();
  });

  it('ends after a password change made from another session', async () => {
    const staff = await newStaff(server);
    const stream = await openStream(server, staff.token);
    const other = (
      await server.call('adminLogin', { username: staff.user.username, password: staff.password })
    ).body.data!.auth_token;
    const at = Date.now();
    const changed = await server.call(
      'changePassword',
      { current_password: staff.password, new_password: 'another-long-pw-9' } as never,
      { token: other },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await endsWithin(stream, at)).toBeLessThan(WITHIN_MS);
  });

  it('ends when the account is deactivated', async () => {
    const staff = await newStaff(server);
    const stream = await openStream(server, staff.token);
    const at = Date.now();
    const off = await server.call('usersUpdate', { ...staff.user, is_active: false } as never, {
      token: admin,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await endsWithin(stream, at)).toBeLessThan(WITHIN_MS);
  });

  it('ends once the token has expired by the server’s clock', async () => {
    const staff = await newStaff(server);
    const stream = await openStream(server, staff.token);
    const at = Date.now();
    now = new Date(now.getTime() + (server.config.tokenTtlHours + 1) * 3600_000);
    try {
      expect(await endsWithin(stream, at)).toBeLessThan(WITHIN_MS);
    } finally {
      now = new Date();
    }
  });
});

describe.skipIf(!onPostgres)('with two instances on one PostgreSQL database', () => {
  it('ends the stream on one instance when the token is signed out on the other', async () => {
    const second = await startTestServer({ databaseUrl: server.config.databaseUrl }, { listen: true });
    try {
      const staff = await newStaff(server);
      const stream = await openStream(second, staff.token);
      const at = Date.now();
      expect((await server.call('logout', {}, { token: staff.token })).status).toBe(200);
      expect(await endsWithin(stream, at)).toBeLessThan(WITHIN_MS);
    } finally {
      await second.close();
    }
  });
});
