/**
 * Back from the card page, the customer chooses to pay at the salon: the new booking gives up the
 * one waiting for the card (proved theirs by its manage token) and is confirmed at once; nobody
 * else can give a booking up.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings } from '../../src/server/db/schema';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';
import { book } from './payments-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const profile = (await server.call('settings', {})).body.data!;
  await server.call(
    'settingsUpdate',
    { ...profile, allow_pay_at_salon: true },
    { token: await adminToken(server) },
  );
});
afterAll(() => server.close());

const at = { stylist: STYLIST.aisha, service: SERVICE.brows, date: weekday(4) };
const atSalon = (time: string, replaces?: { booking_id: number; manage_token?: string }) =>
  server.call('book', {
    ...guest,
    selected_service_ids: [at.service],
    stylist_id: at.stylist,
    booking_date: at.date,
    start_slot_id: slotId(time),
    payment_keyword: 'salon',
    ...(replaces ? { replaces } : {}),
  } as never);
const rowOf = async (id: number) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('paying at the salon instead', () => {
  it('gives up the booking waiting for the card and confirms the new one', async () => {
    const waiting = await book(server, { ...at, time: '10:00' });
    expect(waiting.proceed_to_pay).toBe(true);
    expect((await atSalon('10:00')).status).toBe(409); // the waiting booking holds the time
    const res = await atSalon('10:00', { booking_id: waiting.id, manage_token: waiting.manage_token! });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ proceed_to_pay: false, status: 'confirmed' });
    expect(await rowOf(waiting.id)).toMatchObject({ status: 'cancelled', statusChangedBy: 'customer' });
  });

  it('refuses to give up a booking without its own token', async () => {
    const waiting = await book(server, { ...at, time: '11:00' });
    const other = await book(server, { ...at, time: '12:00' });
    const res = await atSalon('11:00', { booking_id: waiting.id, manage_token: other.manage_token! });
    expect(res.status).toBe(403);
    expect((await atSalon('11:00', { booking_id: waiting.id })).status).toBe(401);
    expect((await rowOf(waiting.id)).status).toBe('pending');
  });
});
