/**
 * A row of the bookings table says what it is (`kind`): a waitlist offer's held time and a dearer
 * move's held time carry their kind, show on the calendar as held time, and are never listed or
 * counted as bookings (the dashboard, the reports, the desk's clients); a claimed waitlist hold
 * becomes a booking.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, waitlistOffers } from '../../src/server/db/schema';
import { runJobsOnce } from '../../src/server/jobs';
import { emailedOfferLink } from '../support/offer-link';
import { adminToken, staffToken, startTestServer, type TestServer } from '../support/test-server';
import { bookAndPay } from './payments-support';

let server: TestServer;
let staff: string;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffToken(server);
  const admin = await adminToken(server);
  const profile = (await server.call('settings', {})).body.data!;
  const saved = await server.call(
    'settingsUpdate',
    { ...profile, allow_pay_at_salon: true },
    { token: admin },
  );
  expect(saved.status).toBe(200);
});
afterAll(() => server.close());

const rowOf = async (id: number) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** The offer link of the email queued for `offerId`. */
const emailedLink = (offerId: number) => emailedOfferLink(server, offerId);

describe('holds carry their kind', () => {
  const waitDate = weekday(3);
  const moveDate = weekday(5);
  let waitlistHold: number;
  let moveHold: number;
  let offerId: number;

  it('writes a waitlist offer’s held time as a waitlist hold, with no payment method', async () => {
    const taken = await server.call('book', {
      ...guest,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.mei,
      booking_date: waitDate,
      start_slot_id: slotId('10:00'),
      payment_keyword: 'salon',
    } as never);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const joined = await server.call('waitlistJoin', {
      service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.mei,
      preferences: [{ date: waitDate, from_time: '10:00', to_time: '10:30' }],
      full_name: 'Kind Waiter',
      email: 'kind.waiter@example.com',
      phone_number: '91119999',
    });
    expect(joined.status).toBe(200);
    const cancel = await server.call('bookingCancel', {
      booking_id: taken.body.data!.id,
      manage_token: taken.body.data!.manage_token,
    });
    expect(cancel.status).toBe(200);
    await runJobsOnce(server.deps);
    const [offer] = await server.deps.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.entryId, joined.body.data!.id));
    expect(offer?.holdBookingId).toBeTruthy();
    offerId = offer!.id;
    waitlistHold = offer!.holdBookingId!;
    expect(await rowOf(waitlistHold)).toMatchObject({
      kind: 'waitlist_hold',
      paymentMethod: null,
      status: 'pending',
      customerId: null,
    });
  });

  it('writes a dearer move’s held time as a move hold naming its booking', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.mei,
      date: moveDate,
      time: '10:00',
    });
    expect((await server.call('paymentStatus', ret)).body.data?.paid).toBe(true);
    const held = await server.call('bookingReschedule', {
      booking_id: booking.id,
      manage_token: booking.manage_token!,
      booking_date: moveDate,
      start_slot_id: slotId('14:00'),
      stylist_id: STYLIST.kenji,
      preview: false,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data).toMatchObject({ awaiting_payment: true });
    const [hold] = await server.deps.db.select().from(bookings).where(eq(bookings.rescheduleOf, booking.id));
    expect(hold).toMatchObject({ kind: 'move_hold', status: 'pending', paymentState: 'unpaid' });
    moveHold = hold!.id;
    expect((await rowOf(booking.id)).kind).toBe('booking');
  });

  it('shows both on the calendar as held time, with their kind', async () => {
    const wait = await server.call('calendar', { date: waitDate }, { token: staff });
    expect(wait.body.data!.find((b) => b.id === waitlistHold)).toMatchObject({
      kind: 'waitlist_hold',
      customer_name: 'Waitlist offer',
    });
    const move = await server.call('calendar', { date: moveDate }, { token: staff });
    expect(move.body.data!.find((b) => b.id === moveHold)).toMatchObject({
      kind: 'move_hold',
      hold: { waits_for: 'move_difference' },
    });
  });

  it('never lists or counts them as bookings', async () => {
    const dash = (await server.call('dashboard', {}, { token: staff })).body.data!;
    // nothing here waits for a payment of its own: both holds wait for something else
    expect(dash.summary.awaiting_payment_count).toBe(0);
    expect(dash.recent_bookings.map((b) => b.id)).not.toContain(waitlistHold);
    expect(dash.recent_bookings.map((b) => b.id)).not.toContain(moveHold);

    const report = await server.call(
      'reports',
      // the waitlist's date comes first: weekday(3) before weekday(5)
      { from_date: waitDate, to_date: moveDate, page_size: 50 },
      { token: staff },
    );
    expect(report.status).toBe(200);
    const listed = report.body.data!.appointments.map((a) => a.id);
    expect(listed).not.toContain(waitlistHold);
    expect(listed).not.toContain(moveHold);

    // a held time has no client: neither the list nor the client sheet makes one of it
    const clients = await server.call('clientsList', { search_text: '', page_size: 50 }, { token: staff });
    expect(clients.body.data!.clients.map((c) => c.booking_id)).not.toContain(waitlistHold);
    expect(clients.body.data!.clients.map((c) => c.full_name)).not.toContain('Waitlist offer');
    for (const id of [waitlistHold, moveHold])
      expect((await server.call('clientsGet', { id: 0, booking_id: id }, { token: staff })).status).toBe(404);
  });

  it('turns a claimed waitlist hold into a booking', async () => {
    const link = await emailedLink(offerId);
    const claimed = await server.call('waitlistClaim', {
      offer_id: link.id,
      token: link.token,
      payment_keyword: 'salon',
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.data!.id).toBe(waitlistHold);
    expect(await rowOf(waitlistHold)).toMatchObject({
      kind: 'booking',
      paymentMethod: 'salon',
      status: 'confirmed',
      customerName: 'Kind Waiter',
    });
    const dash = (await server.call('dashboard', {}, { token: staff })).body.data!;
    expect(dash.recent_bookings.map((b) => b.id)).toContain(waitlistHold);
  });
});
