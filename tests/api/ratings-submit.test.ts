/**
 * Rating a visit: only with the signed link of that booking (or as its signed-in owner), only once
 * the visit is completed, 1 to 5 stars and a comment of at most 500 characters, one rating per
 * booking, and a replayed submission answered without a second row.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, weekday } from '../../scripts/support/demo-salon';
import { ratings } from '../../src/server/db/schema';
import { ratingToken } from '../../src/server/links/rating-links';
import { adminToken, customerSession, startTestServer, type TestServer } from '../support/test-server';
import { book, bookAndPay } from './payments-support';

let server: TestServer;
let admin: string;
// the server's clock: moved past the visits to complete them (a visit still ahead cannot be)
let ahead = 0;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => new Date(Date.now() + ahead) });
  admin = await adminToken(server);
});
afterAll(() => server.close());

/** A paid guest visit, marked completed by staff; returns it and the token from its invitation. */
async function completedVisit(o: Parameters<typeof bookAndPay>[1]) {
  const { booking, ret } = await bookAndPay(server, o);
  await server.call('paymentStatus', ret);
  const done = await completeLater(booking.id);
  expect(done.status).toBe(200);
  return { booking, t: ratingToken(server.deps.secrets.rating, booking.id, 0) };
}

/** Marks a visit completed by staff with the clock moved past it (every booking window ends in 14 days). */
async function completeLater(bookingId: number) {
  ahead = 15 * 86_400_000;
  try {
    return await server.call(
      'updateStatus',
      { booking_id: bookingId, status: 'completed' },
      { token: admin },
    );
  } finally {
    ahead = 0;
  }
}

const rowsOf = (bookingId: number) =>
  server.deps.db.select().from(ratings).where(eq(ratings.bookingId, bookingId));

describe('who may rate', () => {
  it('refuses a forged token, another booking’s token, a changed customer id, and no token at all', async () => {
    const a = await completedVisit({ stylist: STYLIST.mei, date: weekday(9), time: '10:00' });
    const b = await completedVisit({ stylist: STYLIST.daniel, date: weekday(9), time: '10:00' });
    const attempts = [
      { booking_id: a.booking.id, customer_id: 0, rating: 5, t: 'A'.repeat(43) },
      { booking_id: a.booking.id, customer_id: 0, rating: 5, t: b.t },
      { booking_id: a.booking.id, customer_id: 1, rating: 5, t: a.t },
      { booking_id: a.booking.id, customer_id: 0, rating: 5 },
    ];
    for (const body of attempts) {
      const res = await server.call('ratingSubmit', body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'This rating link is not valid. Please use the link from your email, or sign in.',
      );
    }
    expect(await rowsOf(a.booking.id)).toHaveLength(0);
    const peek = await server.call('ratingState', { booking_id: a.booking.id, customer_id: 0, t: b.t });
    expect(peek.status).toBe(403);
  });

  it('refuses a rating before the visit is completed', async () => {
    const booked = await book(server, { stylist: STYLIST.kenji, date: weekday(9), time: '10:00' });
    const t = ratingToken(server.deps.secrets.rating, booked.id, 0);
    const res = await server.call('ratingSubmit', { booking_id: booked.id, customer_id: 0, rating: 5, t });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You can rate this visit once it has taken place');
    const state = await server.call('ratingState', { booking_id: booked.id, customer_id: 0, t });
    expect(state.body.data).toMatchObject({ completed: false, rated: false });
  });
});

describe('one rating per visit', () => {
  it('accepts the signed link, answers a replay with already_submitted, and refuses a different second rating', async () => {
    const { booking, t } = await completedVisit({
      stylist: STYLIST.sofia,
      service: SERVICE.brows,
      date: weekday(9),
      time: '10:00',
    });
    const body = {
      booking_id: booking.id,
      customer_id: 0,
      rating: 4,
      comment: '  Lovely brows, will come back.  ',
      t,
    };
    const first = await server.call('ratingSubmit', body);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Thank you! Your rating has been submitted.');
    expect(first.body.data).toMatchObject({ already_submitted: false });

    const replay = await server.call('ratingSubmit', body);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ rating_id: first.body.data!.rating_id, already_submitted: true });
    const rows = await rowsOf(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rating: 4,
      comment: 'Lovely brows, will come back.',
      stylistId: STYLIST.sofia,
    });

    const different = await server.call('ratingSubmit', { ...body, rating: 1 });
    expect(different.status).toBe(409);
    expect(different.body.message).toBe('This visit has already been rated');

    const state = await server.call('ratingState', { booking_id: booking.id, customer_id: 0, t });
    expect(state.body.data).toMatchObject({
      booking_id: booking.id,
      stylist_id: STYLIST.sofia,
      stylist_name: 'Sofia Marquez',
      completed: true,
      rated: true,
      rating: 4,
      comment: 'Lovely brows, will come back.',
      services: [{ service_id: SERVICE.brows, name: 'Brow Shaping' }],
    });
  });

  it('stores one row when the same submission arrives twice at once', async () => {
    const { booking, t } = await completedVisit({
      stylist: STYLIST.priya,
      service: SERVICE.brows,
      date: weekday(9),
      time: '10:00',
    });
    const body = { booking_id: booking.id, customer_id: 0, rating: 5, t };
    const results = await Promise.all([server.call('ratingSubmit', body), server.call('ratingSubmit', body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.data!.already_submitted).sort()).toEqual([false, true]);
    expect(await rowsOf(booking.id)).toHaveLength(1);
  });

  it('refuses out-of-range values with 400', async () => {
    const { booking, t } = await completedVisit({
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(9),
      time: '10:00',
    });
    const base = { booking_id: booking.id, customer_id: 0, t };
    const zero = await server.call('ratingSubmit', { ...base, rating: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toEqual(['rating: Please select a rating']);
    const six = await server.call('ratingSubmit', { ...base, rating: 6 });
    expect(six.status).toBe(400);
    expect(six.body.errors).toEqual(['rating: The rating must be from 1 to 5']);
    expect((await server.call('ratingSubmit', { ...base, rating: 3.5 })).status).toBe(400);
    expect((await server.call('ratingSubmit', { ...base, rating: 'five' } as never)).status).toBe(400);
    const long = await server.call('ratingSubmit', { ...base, rating: 5, comment: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(
      (await server.call('ratingSubmit', { ...base, rating: 5, service_id: SERVICE.balayage })).status,
    ).toBe(400);
    expect((await server.call('ratingSubmit', { ...base, rating: 5, stylist_id: STYLIST.mei })).status).toBe(
      400,
    );
    expect(await rowsOf(booking.id)).toHaveLength(0);
    const ok = await server.call('ratingSubmit', {
      ...base,
      rating: 5,
      comment: 'x'.repeat(500),
      service_id: SERVICE.brows,
      stylist_id: STYLIST.aisha,
    });
    expect(ok.status).toBe(200);
  });
});

describe('the signed-in owner', () => {
  it('rates without a link, sees visits still to rate, and cannot rate another customer’s visit', async () => {
    const me = await customerSession(server);
    const customer = {
      customer_id: me.customer_id,
      full_name: me.full_name,
      phone_number: me.phone_number,
      email: me.email,
    };
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.kenji,
      service: SERVICE.mensCut,
      date: weekday(9),
      time: '14:00',
      customer,
      token: me.auth_token,
    });
    await server.call('paymentStatus', ret);
    await completeLater(booking.id);

    const pending = await server.call('ratingsPending', {}, { token: me.auth_token });
    expect(pending.status).toBe(200);
    expect(pending.body.data!.map((v) => v.booking_id)).toContain(booking.id);

    const other = await server.call('register', {
      full_name: 'Other Person',
      username: 'other.person',
      password: 'copper-comb-4821',
      phone_number: '98765432',
      email: 'other.person@example.com',
      gender: 3,
      date_of_birth: '1990-01-01',
    });
    const stranger = other.body.data!.auth_token;
    expect(
      (await server.call('ratingState', { booking_id: booking.id, customer_id: 0 }, { token: stranger }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('ratingSubmit', { booking_id: booking.id, rating: 5 }, { token: stranger })).status,
    ).toBe(403);
    expect((await server.call('ratingsPending', {})).status).toBe(401);

    const before = (
      await server.call('stylistsByServices', { service_ids: [SERVICE.mensCut] })
    ).body.data!.find((s) => s.id === STYLIST.kenji)!;
    const res = await server.call(
      'ratingSubmit',
      { booking_id: booking.id, rating: 5, comment: 'Sharp as always' },
      { token: me.auth_token },
    );
    expect(res.status).toBe(200);
    const after = (
      await server.call('stylistsByServices', { service_ids: [SERVICE.mensCut] })
    ).body.data!.find((s) => s.id === STYLIST.kenji)!;
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(after.ratings).not.toBeNull();

    const left = await server.call('ratingsPending', {}, { token: me.auth_token });
    expect(left.body.data!.map((v) => v.booking_id)).not.toContain(booking.id);
  });
});
