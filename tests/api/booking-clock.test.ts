/** Rules that depend on the clock, with the server's clock set to today at 12:10 in the salon. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, TZ, weekday } from '../../scripts/support/demo-salon';
import { salonInstant } from '../../src/shared/salon-instant';
import { salonToday } from '../../src/shared/salon-time';
import { startTestServer, type TestServer } from '../support/test-server';

const today = salonToday(TZ);
const noon = salonInstant(today, '12:10', TZ);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => noon });
});
afterAll(() => server.close());

describe('the clock', () => {
  it('never offers a time that has already begun today', async () => {
    const res = await server.call('slotsByStylist', {
      booking_date: today,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: 0,
    });
    const times = res.body.data!.map((s) => s.start_time);
    expect(times.every((t) => t > '12:10')).toBe(true);
  });

  it('refuses to book a time that has already begun', async () => {
    const res = await server.call('book', {
      ...guest,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.mei,
      booking_date: today,
      start_slot_id: slotId('09:00'),
      payment_keyword: 'card',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This time has already passed. Please choose a later time.');
  });
});

describe('date and time first', () => {
  it('lists the stylists free at a chosen date and time, and drops one once booked', async () => {
    const date = weekday(2);
    const before = await server.call('stylistsAvailable', {
      booking_date: date,
      start_slot_id: slotId('11:00'),
      selected_service_ids: [SERVICE.mensCut],
    });
    expect(before.body.data!.map((s) => s.full_name)).toEqual(['Mei Lin', 'Daniel Tan', 'Kenji Watanabe']);
    await server.call('book', {
      ...guest,
      selected_service_ids: [SERVICE.womensCut],
      stylist_id: STYLIST.daniel,
      booking_date: date,
      start_slot_id: slotId('10:30'),
      payment_keyword: 'card',
    });
    const after = await server.call('stylistsAvailable', {
      booking_date: date,
      start_slot_id: slotId('11:00'),
      selected_service_ids: [SERVICE.mensCut],
    });
    expect(after.body.data!.map((s) => s.full_name)).toEqual(['Mei Lin', 'Kenji Watanabe']);
  });

  it("says 'No stylists found' when nobody is free then", async () => {
    const res = await server.call('stylistsAvailable', {
      booking_date: weekday(1),
      start_slot_id: slotId('17:30'),
      selected_service_ids: [SERVICE.mensCut],
    });
    expect(res.body).toMatchObject({ success: true, data: [], message: 'No stylists found' });
  });
});
