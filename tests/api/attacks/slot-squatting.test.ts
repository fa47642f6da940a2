/**
 * Holding slots without paying, and replaying someone else's Idempotency-Key.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../../scripts/support/demo-salon';
import { bookings } from '../../../src/server/db/schema';
import { adminToken, customerSession, startTestServer, type TestServer } from '../../support/test-server';

// each test starts servers of its own; a busy machine needs more than the default 30 s
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
afterEach(() => server?.close());

const TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '09:30', '10:30'];
const body = (i: number, over: Record<string, unknown> = {}) => ({
  ...guest,
  selected_service_ids: [SERVICE.mensCut],
  stylist_id: STYLIST.daniel,
  booking_date: weekday(2),
  start_slot_id: slotId(TIMES[i]!),
  payment_keyword: 'card',
  ...over,
});

describe('slot squatting', () => {
  it('refuses the third (and the tenth) unpaid hold from one email', async () => {
    server = await startTestServer({ maxUnpaidHolds: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await server.call('book', body(i, { phone_number: `9100000${i}` }) as never)).status);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.slice(2).every((s) => s === 429)).toBe(true);
    const tenth = await server.call('book', body(9, { phone_number: '91000009' }) as never);
    expect(tenth.body.code).toBe('too_many_holds');
    expect(tenth.body.message).toMatch(/waiting for payment/);
  });

  it('lets no parallel request slip past the limit: of 10 at once from one email, exactly 2 hold', async () => {
    server = await startTestServer({ maxUnpaidHolds: 2 });
    // with three stylists, so that their own locks do not line the requests up
    const stylists = [STYLIST.mei, STYLIST.daniel, STYLIST.kenji];
    const answers = await Promise.all(
      TIMES.map((_, i) =>
        server.call('book', body(i, { phone_number: `9200000${i}`, stylist_id: stylists[i % 3] }) as never),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    // and the refused ones left nothing behind
    const held = await server.deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.customerEmail, guest.email));
    expect(held).toHaveLength(2);
  });

  it('counts one phone, and one address, across different emails', async () => {
    server = await startTestServer({ maxUnpaidHolds: 2 });
    const byPhone = [0, 1, 2].map((i) => body(i, { email: `p${i}@example.com` }));
    const statuses: number[] = [];
    for (const b of byPhone) statuses.push((await server.call('book', b as never)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const fromOneAddress = await server.call(
      'book',
      body(3, { email: 'other@example.com', phone_number: '98887777' }) as never,
    );
    expect(fromOneAddress.status).toBe(429);
  });

  it('no longer counts a hold that lapsed', async () => {
    let now = new Date();
    server = await startTestServer({ maxUnpaidHolds: 1, holdMinutesOverride: 15 }, { now: () => now });
    expect((await server.call('book', body(0) as never)).status).toBe(200);
    expect((await server.call('book', body(1) as never)).status).toBe(429);
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await server.call('book', body(1) as never)).status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it("never gives another caller's booking to a replayed key", async () => {
    server = await startTestServer();
    const key = { 'idempotency-key': 'shared-key-000001' };
    const mine = await server.call('book', body(0) as never, { headers: key });
    expect(mine.status).toBe(200);
    const theirs = await server.call(
      'book',
      body(0, { email: 'attacker@example.com', phone_number: '93334444' }) as never,
      { headers: key },
    );
    expect(theirs.body.data?.id).not.toBe(mine.body.data!.id);
    expect(JSON.stringify(theirs.body)).not.toContain(guest.email);
    const signedIn = await customerSession(server);
    const asCustomer = await server.call('book', body(0, { customer_id: signedIn.customer_id }) as never, {
      headers: key,
      token: signedIn.auth_token,
    });
    expect(asCustomer.body.data?.id).not.toBe(mine.body.data!.id);
  });

  it('answers concurrent requests with one key with the same booking, never "slot taken"', async () => {
    server = await startTestServer();
    // several rounds: the first request may commit at any point of another's way (before its
    // replay, between the replay and the free-time read, inside the transaction)
    for (const round of [4, 5, 6, 7]) {
      const key = { 'idempotency-key': `double-tap-00000${round}` };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => server.call('book', body(round) as never, { headers: key })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((a) => a.body.data!.id)).size).toBe(1);
    }
  });
});

describe('the back office during a squatting attempt', () => {
  it('counts running holds as awaiting payment, apart from pending, and hides lapsed ones', async () => {
    server = await startTestServer({ maxUnpaidHolds: 5, holdMinutesOverride: 15 });
    for (let i = 0; i < 3; i++) expect((await server.call('book', body(i) as never)).status).toBe(200);
    const token = await adminToken(server);
    const before = (await server.call('dashboard', {}, { token })).body.data!.summary;
    expect(before).toMatchObject({ pending_count: 0, awaiting_payment_count: 3 });
    // the holds run out (as the release job would find them)
    await server.deps.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 60_000) });
    const after = (await server.call('dashboard', {}, { token })).body.data!.summary;
    expect(after).toMatchObject({ pending_count: 0, awaiting_payment_count: 0 });
    const day = await server.call('calendar', { date: weekday(2) }, { token });
    expect(day.body.data).toEqual([]);
    const report = await server.call(
      'reports',
      { from_date: weekday(2), to_date: weekday(2), stylist_id: 0, booking_status: 'all' } as never,
      { token },
    );
    expect(report.body.data!.total_records).toBe(0);
  });
});
