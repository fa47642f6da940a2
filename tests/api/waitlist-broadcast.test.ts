/**
 * Broadcast: freed time is offered to every waiting entry it suits at once, under one hold, and
 * the first claim books it. Twenty claims sent together end in one booking and nineteen clear
 * refusals (409, "someone else booked this time first"), never a double booking.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, waitlistEntries, waitlistOffers } from '../../src/server/db/schema';
import { runJobsOnce } from '../../src/server/jobs';
import { waitlistOfferToken } from '../../src/server/links/waitlist-links';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';
import { waitFor } from './payments-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await adminToken(server);
  const profile = (await server.call('settings', {})).body.data!;
  const saved = await server.call(
    'settingsUpdate',
    { ...profile, allow_pay_at_salon: true, waitlist_mode: 'broadcast', waitlist_offer_minutes: 30 },
    { token: admin },
  );
  expect(saved.body.data).toMatchObject({ waitlist_mode: 'broadcast', waitlist_offer_minutes: 30 });
});
afterAll(() => server.close());

describe('broadcast', () => {
  it('offers one freed time to all 20 waiting entries, and exactly one claim books it', async () => {
    const date = weekday(3);
    const taken = await server.call('book', {
      ...guest,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.daniel,
      booking_date: date,
      start_slot_id: slotId('14:00'),
      payment_keyword: 'salon',
    } as never);
    expect(taken.status).toBe(200);
    const entries: number[] = [];
    for (let n = 0; n < 20; n++) {
      const res = await server.call('waitlistJoin', {
        service_ids: [SERVICE.mensCut],
        // half want Daniel, half any stylist: both suit a time freed in Daniel's column
        stylist_id: n % 2 ? STYLIST.daniel : 0,
        preferences: [{ date, from_time: '14:00', to_time: '14:30' }],
        full_name: `Broadcast Guest ${n}`,
        email: `broadcast${n}@example.com`,
        phone_number: `9200${String(n).padStart(4, '0')}`,
      });
      expect(res.status).toBe(200);
      entries.push(res.body.data!.id);
    }
    // any stylist's entries would be offered someone else's free 14:00 first: take those too
    for (const stylist of [STYLIST.mei, STYLIST.aisha, STYLIST.sofia, STYLIST.kenji, STYLIST.priya]) {
      await server.call('book', {
        ...guest,
        selected_service_ids: [SERVICE.mensCut],
        stylist_id: stylist,
        booking_date: date,
        start_slot_id: slotId('14:00'),
        payment_keyword: 'salon',
      } as never);
    }
    await runJobsOnce(server.deps);
    expect(await server.deps.db.select().from(waitlistOffers)).toEqual([]);

    const cancelled = await server.call('bookingCancel', {
      booking_id: taken.body.data!.id,
      manage_token: taken.body.data!.manage_token,
    });
    expect(cancelled.status).toBe(200);
    await runJobsOnce(server.deps);
    const offers = await server.deps.db.select().from(waitlistOffers);
    expect(offers.length).toBe(20);
    expect(new Set(offers.map((o) => o.holdBookingId)).size).toBe(1);

    const claims = await Promise.all(
      offers.map((o) =>
        server.call('waitlistClaim', {
          offer_id: o.id,
          token: waitlistOfferToken(server.deps.secrets.manage, o.id),
          payment_keyword: 'salon',
        }),
      ),
    );
    const won = claims.filter((c) => c.status === 200);
    const refused = claims.filter((c) => c.status === 409);
    expect(won.length).toBe(1);
    expect(refused.length).toBe(19);
    for (const r of refused)
      expect(r.body.message).toBe(
        'Someone else on the waitlist booked this time first. You are still on the waitlist.',
      );
    const atTwo = (
      await server.deps.db.select().from(bookings).where(eq(bookings.stylistId, STYLIST.daniel))
    ).filter((b) => b.bookingDate === date && b.startSlotId === slotId('14:00') && b.status !== 'cancelled');
    expect(atTwo.length).toBe(1);
    expect(atTwo[0]!.status).toBe('confirmed');
    const states = (await server.deps.db.select().from(waitlistEntries)).map((e) => e.state).sort();
    expect(states.filter((s) => s === 'booked').length).toBe(1);
    expect(states.filter((s) => s === 'waiting').length).toBe(19);
  });
});

describe('time freed', () => {
  // the job loop's own turn is an hour away: only the change bus can start the offer
  let live: TestServer;
  beforeAll(async () => {
    live = await startTestServer({ runJobs: true, jobIntervalMs: 3_600_000 });
  });
  afterAll(() => live.close());

  it('offers a cancelled time as soon as the cancellation is told, without waiting for the next turn', async () => {
    const date = weekday(4);
    const taken = await live.call('book', {
      ...guest,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.mei,
      booking_date: date,
      start_slot_id: slotId('11:00'),
      payment_keyword: 'card',
    } as never);
    const joined = await live.call('waitlistJoin', {
      service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.mei,
      preferences: [{ date, from_time: '11:00', to_time: '11:30' }],
      full_name: 'Quick Waiter',
      email: 'quick.waiter@example.com',
      phone_number: '93330000',
    });
    const cancel = await live.call('bookingCancel', {
      booking_id: taken.body.data!.id,
      manage_token: taken.body.data!.manage_token,
    });
    expect(cancel.status).toBe(200);
    await waitFor(
      async () =>
        (
          await live.deps.db
            .select()
            .from(waitlistOffers)
            .where(eq(waitlistOffers.entryId, joined.body.data!.id))
        ).length === 1,
      10_000,
      'the offer made on the change bus',
    );
  });
});
