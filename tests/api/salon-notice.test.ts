/**
 * The salon is told of what its customers change themselves: a cancellation or a move made with
 * the manage link is emailed to the salon's address from its profile, once per change; a salon
 * without an address gets nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, weekday } from '../../scripts/support/demo-salon';
import { outbox } from '../../src/server/db/schema';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';
import { book, paidBookingMovedByCustomer } from './payments-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Mail = { to: string; subject: string; text: string };
const noticesOf = async (id: number) =>
  (
    await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, id), eq(outbox.kind, 'salon_notice_email')))
  ).map((m) => m.payload as Mail);

describe('the salon’s notice of a customer’s change', () => {
  it('emails the salon’s address when a customer moves and then cancels a paid booking', async () => {
    const date = weekday(2);
    const booking = await paidBookingMovedByCustomer(server, date);
    const [move] = await noticesOf(booking.id);
    expect(move).toMatchObject({ to: 'hello@tress-studio.example' });
    expect(move!.subject).toMatch(/^Moved by the customer: Test Guest, now .*11:00/);
    expect(move!.text).toMatch(/from .*10:00 am to .*11:00 am/);
    expect(move!.text).toContain('Payment: Paid online');

    await server.call('bookingCancel', { booking_id: booking.id, manage_token: booking.manage_token! });
    const notices = await noticesOf(booking.id);
    expect(notices).toHaveLength(2);
    const cancel = notices.find((n) => n.subject.startsWith('Cancelled by the customer'))!;
    expect(cancel.text).toContain(`cancelled booking #${booking.id}`);
    expect(cancel.text).toMatch(/Payment: Paid online; S\$\d+\.\d\d is being refunded/);
    expect(cancel.text).toContain(`/admin/calendar?date=${date}`);
  });

  it('sends nothing when the salon has no address, and nothing for the salon’s own changes', async () => {
    const token = await adminToken(server);
    const profile = (await server.call('settings', {})).body.data!;
    expect(profile.email).toBe('hello@tress-studio.example');
    await server.call('settingsUpdate', { ...profile, email: '' }, { token });
    const booking = await book(server, { stylist: STYLIST.aisha, service: SERVICE.brows, time: '14:00' });
    await server.call('bookingCancel', { booking_id: booking.id, manage_token: booking.manage_token! });
    expect(await noticesOf(booking.id)).toEqual([]);
    await server.call('settingsUpdate', profile, { token });
    const desk = await book(server, { stylist: STYLIST.aisha, service: SERVICE.brows, time: '15:00' });
    await server.call('updateStatus', { booking_id: desk.id, status: 'cancelled' }, { token });
    expect(await noticesOf(desk.id)).toEqual([]);
  });

  it('refuses a salon address that is not an email', async () => {
    const profile = (await server.call('settings', {})).body.data!;
    const res = await server.call(
      'settingsUpdate',
      { ...profile, email: 'not an email' },
      { token: await adminToken(server) },
    );
    expect(res.status).toBe(400);
  });
});
