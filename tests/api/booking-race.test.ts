/**
 * Races for one stylist's time. On PostgreSQL the requests really run at once on separate
 * connections, so this proves the database, not the application, refuses the double booking.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import type { Tx } from '../../src/server/db/connect';
import { STYLIST_TIME_LOCK } from '../../src/server/domain/availability/blocks';
import { staffToken, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const attempt = (stylist: number, date: string, time: string, n: number) =>
  server.call('book', {
    ...guest,
    full_name: `Racer ${n}`,
    selected_service_ids: [SERVICE.womensCut],
    stylist_id: stylist,
    booking_date: date,
    start_slot_id: slotId(time),
    payment_keyword: 'card',
  });

async function activeBookings(stylist: number, date: string): Promise<number> {
  const res = (await server.deps.db.execute(
    `select count(*)::int as n from bookings where stylist_id = ${stylist} and booking_date = '${date}' and status <> 'cancelled'` as never,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]!.n);
}

describe('a race for one slot', () => {
  it('lets exactly one of 25 simultaneous bookings of the same slot succeed; the rest get 409', async () => {
    const date = weekday(2);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => attempt(STYLIST.mei, date, '10:00', i)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(24);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'slot_taken')).toBe(true);
    expect(await activeBookings(STYLIST.mei, date)).toBe(1);
  });

  it('lets exactly one of 25 simultaneous overlapping bookings at different start times succeed', async () => {
    const date = weekday(3);
    // a 60-minute cut at 10:00, 10:30 or 11:00: every pair of these overlaps 10:30-11:00 or more
    const times = ['10:00', '10:30', '10:00', '10:30', '10:30'];
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => attempt(STYLIST.kenji, date, times[i % times.length]!, i)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.some((s) => s >= 500)).toBe(false);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(24);
    expect(await activeBookings(STYLIST.kenji, date)).toBe(1);
  });

  it('spreads 25 simultaneous any-stylist bookings over the free stylists, never twice on one', async () => {
    const date = weekday(4);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        server.call('book', {
          ...guest,
          selected_service_ids: [SERVICE.mensCut],
          stylist_id: 0,
          booking_date: date,
          start_slot_id: slotId('14:00'),
          payment_keyword: 'card',
          full_name: `Any ${i}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(results.some((r) => r.status >= 500)).toBe(false);
    // men's cut: Mei, Daniel and Kenji do it, so three can be served at 14:00
    expect(ok).toHaveLength(3);
    expect(new Set(ok.map((r) => r.body.data!.stylist_id)).size).toBe(3);
  });

  it('never writes a booking into time blocked at the same moment: the block or the bookings win', async () => {
    const date = weekday(5);
    const staff = await staffToken(server);
    const rounds = [
      ['10:00', '11:00'],
      ['11:30', '12:30'],
      ['14:00', '15:00'],
      ['16:00', '17:00'],
    ] as const;
    for (const [round, [time, until]] of rounds.entries()) {
      const block = server.call(
        'blocksAdd',
        {
          stylist_id: STYLIST.daniel,
          date,
          start_slot_id: slotId(time),
          end_slot_id: slotId(until),
          reason: 'break',
        },
        { token: staff },
      );
      const results = await Promise.all([
        block,
        ...Array.from({ length: 8 }, (_, i) => attempt(STYLIST.daniel, date, time, 100 * round + i)),
      ]);
      expect(results.some((r) => r.status >= 500)).toBe(false);
      const [blocked, ...booked] = results;
      const won = booked.filter((r) => r.status === 200);
      // a block is refused over a booking, and a booking into a block: never both
      expect(blocked!.status === 200 ? won.length : 1 - won.length).toBe(0);
    }
  });
});

/** claim_free_stylist_time (migration 0015), as a booking for any stylist calls it. */
async function claimFirstFree(tx: Tx, stylists: number[], startsAt: Date, minutes: number) {
  const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
  const res = (await tx.execute(
    sql`select claim_free_stylist_time(${STYLIST_TIME_LOCK}, ${`{${stylists.join(',')}}`}::int[], ${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz) as stylist`,
  )) as unknown as { rows: { stylist: number }[] };
  return Number(res.rows[0]!.stylist);
}

describe('choosing whom to try first among the candidates for any stylist', () => {
  it('passes over a candidate who is booked at that time', async () => {
    const date = weekday(6);
    const taken = await attempt(STYLIST.mei, date, '11:00', 0);
    expect(taken.status).toBe(200);
    const stored = (await server.deps.db.execute(
      sql`select starts_at from bookings where id = ${taken.body.data!.id}`,
    )) as unknown as { rows: { starts_at: string | Date }[] };
    const startsAt = new Date(stored.rows[0]!.starts_at);
    const claimed = await server.deps.db.transaction((tx) =>
      claimFirstFree(tx, [STYLIST.mei, STYLIST.daniel, STYLIST.kenji], startsAt, 30),
    );
    expect(claimed).toBe(STYLIST.daniel);
    // an hour later Mei is free again, and first
    const later = await server.deps.db.transaction((tx) =>
      claimFirstFree(tx, [STYLIST.mei, STYLIST.daniel], new Date(startsAt.getTime() + 3_600_000), 30),
    );
    expect(later).toBe(STYLIST.mei);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'passes over a candidate whose time another booking is claiming, without waiting for it',
    async () => {
      const startsAt = new Date(`${weekday(7)}T02:00:00Z`);
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let claimedByFirst = 0;
      const first = server.deps.db.transaction(async (tx) => {
        claimedByFirst = await claimFirstFree(tx, [STYLIST.mei, STYLIST.daniel], startsAt, 30);
        await held;
      });
      try {
        await expect.poll(() => claimedByFirst).toBe(STYLIST.mei);
        // on another connection, while the first transaction holds Mei's time lock
        const second = await server.deps.db.transaction((tx) =>
          claimFirstFree(tx, [STYLIST.mei, STYLIST.daniel], startsAt, 30),
        );
        expect(second).toBe(STYLIST.daniel);
      } finally {
        release();
        await first;
      }
    },
  );
});
