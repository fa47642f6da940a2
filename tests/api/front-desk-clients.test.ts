/**
 * Every person who booked is a client of the front desk: guests who booked online and the people of
 * past visits too, one client per person, matched by email or phone; a guest whose email or phone
 * is a customer's is that customer. A note about a guest client records them as a client.
 */
import { describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { offeredTimes } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';

const { server, t } = openSalon();

let day = 1;
/** A guest books online (no account), each time on a free time of its own. */
async function guestBooks(who: { full_name: string; email: string; phone_number: string }) {
  const date = weekday(day++);
  const [time] = await offeredTimes(server, STYLIST.priya, date, [SERVICE.brows]);
  const res = await server.call('book', {
    customer_id: 0,
    ...who,
    selected_service_ids: [SERVICE.brows],
    stylist_id: STYLIST.priya,
    booking_date: date,
    start_slot_id: slotId(time!),
    payment_keyword: 'card',
  } as never);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

const search = async (search_text: string) => {
  const res = await server.call('clientsList', { search_text, page_size: 50 }, { token: t.staff });
  expect(res.status).toBe(200);
  return res.body.data!;
};

describe('the clients list', () => {
  it('lists a guest who booked online once, however many times they booked, with their bookings', async () => {
    const alex = { full_name: 'Alex Guest', email: 'alex.guest@example.com', phone_number: '81110001' };
    const first = await guestBooks(alex);
    const second = await guestBooks({ ...alex, email: 'ALEX.GUEST@example.com' });
    const found = await search('Alex Guest');
    expect(found.clients).toHaveLength(1);
    const row = found.clients[0]!;
    expect(row).toMatchObject({ id: 0, full_name: 'Alex Guest' });
    expect(row.email.toLowerCase()).toBe(alex.email);
    expect([first.id, second.id]).toContain(row.booking_id);

    const sheet = await server.call('clientsGet', { id: 0, booking_id: first.id }, { token: t.staff });
    expect(sheet.status).toBe(200);
    expect(sheet.body.data!.upcoming.map((b) => b.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('lists the people of past visits recorded without an account', async () => {
    const found = await search('Chloe Lim');
    expect(found.clients.map((c) => c.full_name)).toContain('Chloe Lim');
    const chloe = found.clients.find((c) => c.full_name === 'Chloe Lim')!;
    expect(chloe.visits).toBeGreaterThan(0);
  });

  it("shows a guest booking with a customer's phone as that customer's, not as another client", async () => {
    const reg = await server.call('register', {
      full_name: 'Rina Registered',
      username: 'rina_registered',
      password: 'secret-pass-1',
      phone_number: '81110002',
      email: 'rina@example.com',
    });
    expect(reg.status).toBe(200);
    const made = await guestBooks({
      full_name: 'Rina R',
      email: 'rina.other@example.com',
      phone_number: '81110002',
    });
    expect((await search('Rina R')).clients.map((c) => c.id)).toEqual([reg.body.data!.customer_id]);
    const sheet = await server.call('clientsGet', { id: reg.body.data!.customer_id }, { token: t.staff });
    expect(sheet.body.data!.upcoming.map((b) => b.id)).toContain(made.id);
    // asked by the booking, the sheet is the customer's too
    const byBooking = await server.call('clientsGet', { id: 0, booking_id: made.id }, { token: t.staff });
    expect(byBooking.body.data!.id).toBe(reg.body.data!.customer_id);
  });

  it('records a guest client when the desk writes a note, and lists them once from then on', async () => {
    const made = await guestBooks({
      full_name: 'Nora Note',
      email: 'nora@example.com',
      phone_number: '81110003',
    });
    const saved = await server.call(
      'clientsUpdateNotes',
      { id: 0, booking_id: made.id, notes: 'Prefers mornings' },
      { token: t.staff },
    );
    expect(saved.status).toBe(200);
    const found = await search('Nora Note');
    expect(found.clients).toHaveLength(1);
    expect(found.clients[0]!.id).toBeGreaterThan(0);
    const sheet = await server.call('clientsGet', { id: found.clients[0]!.id }, { token: t.staff });
    expect(sheet.body.data).toMatchObject({ notes: 'Prefers mornings' });
    expect(sheet.body.data!.upcoming.map((b) => b.id)).toContain(made.id);
  });

  it('answers 404 for a booking that does not exist, 400 for neither id nor booking, 403 for a customer', async () => {
    expect((await server.call('clientsGet', { id: 0, booking_id: 999999 }, { token: t.staff })).status).toBe(
      404,
    );
    expect((await server.call('clientsGet', { id: 0 }, { token: t.staff })).status).toBe(400);
    expect((await server.call('clientsGet', { id: 0, booking_id: 1 }, { token: t.customer })).status).toBe(
      403,
    );
  });
});

describe('booking notes', () => {
  it('keeps the desk notes on a booking, shown with it on the calendar', async () => {
    const made = await guestBooks({
      full_name: 'Bea Notes',
      email: 'bea@example.com',
      phone_number: '81110004',
    });
    const saved = await server.call(
      'bookingNotes',
      { booking_id: made.id, notes: 'Allergic to latex' },
      { token: t.staff },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: made.id, notes: 'Allergic to latex' });
    const day = await server.call('calendar', { date: made.appointment_date }, { token: t.staff });
    expect(day.body.data!.find((b) => b.id === made.id)?.notes).toBe('Allergic to latex');
  });

  it('answers 404 for a booking that does not exist and 403 for a customer', async () => {
    expect(
      (await server.call('bookingNotes', { booking_id: 999999, notes: 'x' }, { token: t.staff })).status,
    ).toBe(404);
    expect(
      (await server.call('bookingNotes', { booking_id: 1, notes: 'x' }, { token: t.customer })).status,
    ).toBe(403);
  });
});
