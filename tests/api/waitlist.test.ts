/**
 * The waitlist: joining, leaving, and freed time offered to the first entry it suits, held as a
 * payment hold holds time (not listed, a direct booking of it 409), passed on when the offer
 * lapses, and booked by the offer's link. The clock moves (deps.now); nothing sleeps.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, waitlistEntries, waitlistOffers } from '../../src/server/db/schema';
import { runJobsOnce } from '../../src/server/jobs';
import { waitlistOfferToken } from '../../src/server/links/waitlist-links';
import { emailedOfferLink } from '../support/offer-link';
import { TMP_ROOT } from '../support/paths';
import { adminToken, customerSession, startTestServer, type TestServer } from '../support/test-server';

type Who = { full_name: string; email: string; phone_number: string };
const person = (n: number): Who => ({
  full_name: `Waiting Guest ${n}`,
  email: `waiting${n}@example.com`,
  phone_number: `9100${String(n).padStart(4, '0')}`,
});

let server: TestServer;
let offsetMs = 0;
let admin: string;

async function bookAtSalon(stylist: number, date: string, time: string) {
  const res = await server.call('book', {
    ...guest,
    selected_service_ids: [SERVICE.mensCut],
    stylist_id: stylist,
    booking_date: date,
    start_slot_id: slotId(time),
    payment_keyword: 'salon',
  } as never);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

const joinWaitlist = (
  who: Who | null,
  stylist: number,
  prefs: { date: string; from_time: string; to_time: string }[],
  extra = {},
  token?: string,
) =>
  server.call(
    'waitlistJoin',
    { service_ids: [SERVICE.mensCut], stylist_id: stylist, preferences: prefs, ...(who ?? {}), ...extra },
    { token },
  );

const entryRow = async (id: number) =>
  (await server.deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!;
const offersOf = (entryId: number) =>
  server.deps.db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, entryId));
const openOffer = async (entryId: number) =>
  (await offersOf(entryId)).find((o) => o.state === 'sent' || o.state === 'seen');

/** The offer link of the email queued for `offerId` (as the guest receives it). */
const emailedLink = (offerId: number) => emailedOfferLink(server, offerId);

beforeAll(async () => {
  // the app's shell, so that the offer link's own GET is answered as a browser gets it
  mkdirSync(TMP_ROOT, { recursive: true });
  const clientDir = mkdtempSync(join(TMP_ROOT, 'client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><body>app</body></html>');
  server = await startTestServer({ clientDir }, { now: () => new Date(Date.now() + offsetMs) });
  admin = await adminToken(server);
  const profile = (await server.call('settings', {})).body.data!;
  expect(profile.waitlist_mode).toBe('first_in_line');
  expect(profile.waitlist_offer_minutes).toBe(15);
  const saved = await server.call(
    'settingsUpdate',
    { ...profile, allow_pay_at_salon: true },
    { token: admin },
  );
  expect(saved.status).toBe(200);
});
afterAll(() => server.close());

describe('joining and leaving', () => {
  const date = weekday(2);
  it('refuses windows that end before they start, too many dates, past dates and a guest without contact', async () => {
    const window = { date, from_time: '10:00', to_time: '12:00' };
    expect((await joinWaitlist(person(1), STYLIST.mei, [{ ...window, to_time: '09:00' }])).status).toBe(400);
    expect((await joinWaitlist(person(1), STYLIST.mei, Array(6).fill(window))).status).toBe(400);
    expect((await joinWaitlist(person(1), STYLIST.mei, [{ ...window, date: '2020-01-01' }])).status).toBe(
      400,
    );
    expect((await joinWaitlist(null, STYLIST.mei, [window])).status).toBe(400);
    expect((await joinWaitlist(person(1), STYLIST.mei, [{ ...window, from_time: '25:00' }])).status).toBe(
      400,
    );
  });

  it('gives a guest a signed token to leave with; an id alone is not enough, a forged token 403', async () => {
    const res = await joinWaitlist(person(1), STYLIST.mei, [{ date, from_time: '10:00', to_time: '12:00' }]);
    expect(res.status).toBe(200);
    const { id, manage_token } = res.body.data!;
    expect(manage_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await server.call('waitlistLeave', { entry_id: id })).status).toBe(404);
    // a token not issued for the entry is a forged link
    expect((await server.call('waitlistLeave', { entry_id: id, manage_token: 'x'.repeat(43) })).status).toBe(
      403,
    );
    expect((await server.call('waitlistLeave', { entry_id: id, manage_token })).status).toBe(200);
    expect((await entryRow(id)).state).toBe('left');
  });

  it('lists a signed-in customer their own entries, and they leave with their session', async () => {
    const me = await customerSession(server);
    const res = await joinWaitlist(
      null,
      0,
      [{ date, from_time: '17:00', to_time: '23:59' }],
      {},
      me.auth_token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.manage_token).toBeUndefined();
    const mine = await server.call('waitlistListMine', {}, { token: me.auth_token });
    expect(mine.body.data!.map((e) => e.id)).toContain(res.body.data!.id);
    expect(mine.body.data![0]!.service_names).toEqual(["Men's Cut"]);
    const left = await server.call(
      'waitlistLeave',
      { entry_id: res.body.data!.id },
      { token: me.auth_token },
    );
    expect(left.status).toBe(200);
  });
});

describe('freed time goes to the waitlist', () => {
  const date = weekday(3);
  const tenOnly = [{ date, from_time: '10:00', to_time: '10:30' }];
  let first: number;
  let second: number;
  let cancelled: { id: number; manage_token?: string };
  let firstOffer: { id: number; token: string };

  it('offers nothing while the time is taken', async () => {
    cancelled = await bookAtSalon(STYLIST.mei, date, '10:00');
    first = (await joinWaitlist(person(2), STYLIST.mei, tenOnly)).body.data!.id;
    second = (await joinWaitlist(person(3), STYLIST.mei, tenOnly, {}, undefined)).body.data!.id;
    await runJobsOnce(server.deps);
    expect(await offersOf(first)).toEqual([]);
    expect((await entryRow(first)).state).toBe('waiting');
  });

  it('offers a cancelled time to the first matching entry within one job turn', async () => {
    const res = await server.call('bookingCancel', {
      booking_id: cancelled.id,
      manage_token: cancelled.manage_token,
    });
    expect(res.status).toBe(200);
    await runJobsOnce(server.deps);
    const offer = await openOffer(first);
    expect(offer).toMatchObject({
      state: 'sent',
      stylistId: STYLIST.mei,
      bookingDate: date,
      startSlotId: slotId('10:00'),
    });
    expect((await entryRow(first)).state).toBe('offered');
    expect(await offersOf(second)).toEqual([]);
    firstOffer = await emailedLink(offer!.id);
    expect(firstOffer.id).toBe(offer!.id);
  });

  it('holds the offered time: not listed for others, and a direct booking of it is 409', async () => {
    const slots = await server.call('slotsByStylist', {
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.mei,
      booking_date: date,
    } as never);
    expect(slots.body.data!.map((s) => s.id)).not.toContain(slotId('10:00'));
    const direct = await server.call('book', {
      ...guest,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.mei,
      booking_date: date,
      start_slot_id: slotId('10:00'),
      payment_keyword: 'salon',
    } as never);
    expect(direct.status).toBe(409);
  });

  it('refuses a forged link with 403, and reading the link changes nothing but seen', async () => {
    const forged = { offer_id: firstOffer.id, token: waitlistOfferToken('not-the-secret', firstOffer.id) };
    expect((await server.call('waitlistOfferGet', forged)).status).toBe(403);
    expect((await server.call('waitlistClaim', forged)).status).toBe(403);
    const page = await server.raw(`/waitlist/offer/${firstOffer.id}?t=${firstOffer.token}`);
    expect(page.status).toBe(200);
    expect((await openOffer(first))!.state).toBe('sent');
    const read = await server.call('waitlistOfferGet', { offer_id: firstOffer.id, token: firstOffer.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      state: 'seen',
      start_time: '10:00',
      service_names: ["Men's Cut"],
    });
  });

  it('never gives an entry two offers at once', async () => {
    const res = await server.call(
      'waitlistManualOffer',
      { entry_id: first, booking_date: date, start_slot_id: slotId('15:00'), stylist_id: STYLIST.mei },
      { token: admin },
    );
    expect(res.status).toBe(409);
    expect((await offersOf(first)).length).toBe(1);
  });

  it('passes a lapsed offer to the next entry; the lapsed link answers 410', async () => {
    offsetMs += 16 * 60_000;
    await runJobsOnce(server.deps);
    expect((await offersOf(first))[0]!.state).toBe('lapsed');
    expect((await entryRow(first)).state).toBe('waiting');
    const next = await openOffer(second);
    expect(next).toMatchObject({ state: 'sent', startSlotId: slotId('10:00') });
    // the first entry is not offered the same time again
    expect(await openOffer(first)).toBeUndefined();
    const late = await server.call('waitlistClaim', { offer_id: firstOffer.id, token: firstOffer.token });
    expect(late.status).toBe(410);
  });

  it('books the time through the claim, as the book call answers', async () => {
    const link = await emailedLink((await openOffer(second))!.id);
    const res = await server.call('waitlistClaim', {
      offer_id: link.id,
      token: link.token,
      payment_keyword: 'salon',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'confirmed',
      stylist_id: STYLIST.mei,
      appointment_date: date,
      appointment_start_time: '10:00',
    });
    expect(res.body.data!.manage_token).toBeTruthy();
    const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.id, res.body.data!.id));
    expect(row).toMatchObject({ customerName: 'Waiting Guest 3', customerEmail: 'waiting3@example.com' });
    expect((await entryRow(second)).state).toBe('booked');
    // the same link again answers the same booking; the time stays taken
    const again = await server.call('waitlistClaim', {
      offer_id: link.id,
      token: link.token,
      payment_keyword: 'salon',
    });
    expect(again.body.data!.id).toBe(res.body.data!.id);
  });

  it('shows the desk who waits and how many for each date', async () => {
    const list = await server.call('waitlistList', { from: date, to: date }, { token: admin });
    expect(list.status).toBe(200);
    const states = Object.fromEntries(list.body.data!.map((e) => [e.id, e.offer?.state]));
    expect(states[second]).toBe('claimed');
    const counts = await server.call('waitlistCounts', { from: date, to: date }, { token: admin });
    expect(counts.body.data).toEqual([{ date, count: 1 }]);
    expect((await server.call('waitlistList', { from: date, to: date })).status).toBe(401);
  });

  it('lets the desk offer a free time it chose to one entry', async () => {
    const res = await server.call(
      'waitlistManualOffer',
      { entry_id: first, booking_date: date, start_slot_id: slotId('15:00'), stylist_id: STYLIST.mei },
      { token: admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'sent', start_time: '15:00' });
  });
});

describe("a signed-in customer's offer", () => {
  it('opens from My bookings, and only for them', async () => {
    const me = await customerSession(server);
    const date = weekday(4);
    const res = await joinWaitlist(
      null,
      STYLIST.sofia,
      [{ date, from_time: '09:00', to_time: '18:00' }],
      { service_ids: [SERVICE.brows] },
      me.auth_token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await runJobsOnce(server.deps);
    const mine = await server.call('waitlistListMine', {}, { token: me.auth_token });
    const entry = mine.body.data!.find((e) => e.id === res.body.data!.id)!;
    expect(entry.offer?.state).toBe('sent');
    const [, id, token] = /^\/waitlist\/offer\/(\d+)\?t=([A-Za-z0-9_-]+)$/.exec(entry.offer_path!)!;
    const read = await server.call('waitlistOfferGet', { offer_id: Number(id), token: token! });
    expect(read.status).toBe(200);
    // the desk's list never carries the link
    const desk = await server.call('waitlistList', { from: date, to: date }, { token: admin });
    expect(desk.body.data!.find((e) => e.id === entry.id)!.offer_path).toBeUndefined();
  });
});

describe('expiry', () => {
  it('does not offer an entry whose last date passed, and marks it expired', async () => {
    const soon = weekday(1);
    const later = weekday(5);
    await bookAtSalon(STYLIST.kenji, soon, '11:00');
    const res = await joinWaitlist(
      person(9),
      STYLIST.kenji,
      [
        { date: soon, from_time: '11:00', to_time: '11:30' },
        { date: later, from_time: '09:00', to_time: '18:00' },
      ],
      { expires_on: soon },
    );
    const id = res.body.data!.id;
    await runJobsOnce(server.deps);
    // the later date is free, but after the entry's end: not offered
    expect(await offersOf(id)).toEqual([]);
    const days = (Date.parse(`${soon}T00:00:00Z`) - Date.now()) / 86_400_000;
    offsetMs += Math.ceil(days + 1.5) * 86_400_000;
    await runJobsOnce(server.deps);
    expect((await entryRow(id)).state).toBe('expired');
    expect(await offersOf(id)).toEqual([]);
  });
});
