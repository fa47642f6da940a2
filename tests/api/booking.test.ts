import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { customerSession, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const book = (over: Record<string, unknown> = {}, opts = {}) =>
  server.call(
    'book',
    {
      ...guest,
      selected_service_ids: [SERVICE.womensCut],
      stylist_id: STYLIST.mei,
      booking_date: weekday(1),
      start_slot_id: slotId('10:00'),
      payment_keyword: 'card',
      ...over,
    } as never,
    opts,
  );

describe('the catalogue', () => {
  it('lists active services of every category, or of one', async () => {
    const all = await server.call('servicesList', { category_id: 0 });
    expect(all.body.data!.length).toBe(13);
    const nails = await server.call('servicesList', { category_id: 2 });
    expect(nails.body.data!.map((s) => s.name)).toEqual([
      'Gel Manicure',
      'Classic Pedicure',
      'Nail Art (10 nails)',
    ]);
  });

  it('names services and categories in Chinese for a Chinese caller', async () => {
    const res = await server.call('servicesList', { category_id: 2 }, { lang: 'zh' });
    expect(res.body.data![0]).toMatchObject({ name: '凝胶美甲', category_name: '美甲' });
  });
});

describe('stylists for services', () => {
  it('lists only stylists who do every chosen service, with their own prices', async () => {
    const res = await server.call('stylistsByServices', { service_ids: [SERVICE.womensCut, SERVICE.colour] });
    const names = res.body.data!.map((s) => s.full_name);
    expect(names).toEqual(['Mei Lin', 'Kenji Watanabe']);
    const mei = res.body.data!.find((s) => s.id === STYLIST.mei)!;
    expect(mei.price).toBe(78 + 140);
    expect(mei.duration_minutes).toBe(150);
    expect(mei.specialties).toEqual(['Colour', 'Balayage', 'Cuts']);
  });

  it("says 'No stylists found' when nobody does them all", async () => {
    const res = await server.call('stylistsByServices', {
      service_ids: [SERVICE.balayage, SERVICE.pedicure],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: [], message: 'No stylists found' });
  });
});

describe('time slots', () => {
  it('offers start slots within the shift that leave room for the whole duration', async () => {
    const res = await server.call('slotsByStylist', {
      booking_date: weekday(1),
      selected_service_ids: [SERVICE.balayage],
      stylist_id: STYLIST.mei,
    });
    const times = res.body.data!.map((s) => s.start_time);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('15:00'); // 120 minutes must end by 17:00
    expect(times).not.toContain('15:30');
    expect(res.body.data![0]).toMatchObject({
      display_time: '9:00 AM',
      available: true,
      personnel_id: STYLIST.mei,
    });
  });

  it('offers nothing on a day off and Saturday hours on Saturdays', async () => {
    for (let i = 1; i < 8; i++) {
      const date = daysFromToday(i);
      const day = new Date(`${date}T00:00:00Z`).getUTCDay();
      const res = await server.call('slotsByStylist', {
        booking_date: date,
        selected_service_ids: [SERVICE.mensCut],
        stylist_id: STYLIST.daniel,
      });
      const times = res.body.data!.map((s) => s.start_time);
      if (day === 0) expect(times).toEqual([]);
      if (day === 6) expect([times[0], times.at(-1)]).toEqual(['10:00', '15:30']);
    }
  });

  it('refuses dates outside the 14-day window', async () => {
    const late = await server.call('slotsByStylist', {
      booking_date: daysFromToday(14),
      selected_service_ids: [1],
      stylist_id: STYLIST.mei,
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Please choose a date within the next 14 days');
    const past = await server.call('slotsByStylist', {
      booking_date: daysFromToday(-1),
      selected_service_ids: [1],
      stylist_id: STYLIST.mei,
    });
    expect(past.status).toBe(400);
    const last = await server.call('slotsByStylist', {
      booking_date: daysFromToday(13),
      selected_service_ids: [1],
      stylist_id: STYLIST.mei,
    });
    expect(last.status).toBe(200);
  });

  it('lists slots where any qualified stylist is free when stylist_id is 0', async () => {
    const res = await server.call('slotsByStylist', {
      booking_date: weekday(1),
      selected_service_ids: [SERVICE.womensCut],
      stylist_id: 0,
    });
    const nine = res.body.data!.find((s) => s.start_time === '09:00')!;
    expect(nine.free_stylists).toBe(3); // Mei, Daniel, Kenji
  });
});

describe('booking', () => {
  it('books a guest with the server total and holds the time for payment', async () => {
    const res = await book({
      selected_service_ids: [SERVICE.womensCut, SERVICE.colour],
      start_slot_id: slotId('09:00'),
      booking_date: weekday(2),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      proceed_to_pay: true,
      stylist_name: 'Mei Lin',
      appointment_start_time: '09:00',
      appointment_end_time: '11:30',
      subtotal: 218,
      discount_amount: 0,
      total_amount: 218,
      status: 'pending',
      payment_state: 'unpaid',
    });
    expect(res.body.data!.appointment_services.map((s) => s.name)).toEqual([
      "Women's Cut & Blow-dry",
      'Full Colour',
    ]);
    expect(res.body.data!.hold_expires_at).not.toBeNull();
  });

  it('applies FIRST20 and welcome10 in any case, rounded half-up to the cent', async () => {
    // FIRST20 is for a first visit: a guest the salon has not seen (the demo guest's phone is the
    // demo customer's, who has visited)
    const first = await book({
      email: 'first.visit@example.com',
      phone_number: '87650001',
      promo_code: 'first20',
      start_slot_id: slotId('12:00'),
      booking_date: weekday(2),
    });
    expect(first.body.data).toMatchObject({
      subtotal: 78,
      discount_amount: 15.6,
      total_amount: 62.4,
      promo_code: 'FIRST20',
    });
    // Daniel's keratin is 170: 10% = 17.00; Aisha's nail art 30 + gel 45 = 75: 10% = 7.50
    const welcome = await book({
      promo_code: 'WeLcOmE10',
      stylist_id: STYLIST.aisha,
      selected_service_ids: [SERVICE.nailArt, SERVICE.gelManicure],
      start_slot_id: slotId('09:00'),
    });
    expect(welcome.body.data).toMatchObject({ subtotal: 75, discount_amount: 7.5, total_amount: 67.5 });
  });

  it("refuses an unknown promo code with 'Invalid promo code' and books nothing", async () => {
    const res = await book({ promo_code: 'FREEBIE', start_slot_id: slotId('14:00') });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid promo code');
    const check = await server.call('promoCheck', {
      promo_code: 'Welcome10',
      selected_service_ids: [SERVICE.womensCut],
      stylist_id: STYLIST.mei,
    });
    expect(check.body.data).toMatchObject({ promo_code: 'WELCOME10', percent_off: 10, total_amount: 70.2 });
  });

  it('validates the guest contact fields', async () => {
    const res = await book({
      full_name: '',
      email: 'nope',
      phone_number: '1234',
      start_slot_id: slotId('14:00'),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      'full_name: This field is required',
      'email: Invalid format',
      'phone_number: Phone number must be at least 8 digits',
    ]);
  });

  it('refuses a second booking of a taken slot, and of an overlapping one, with 409', async () => {
    const first = await book({
      stylist_id: STYLIST.kenji,
      start_slot_id: slotId('10:00'),
      booking_date: weekday(3),
    });
    expect(first.status).toBe(200);
    const same = await book({
      stylist_id: STYLIST.kenji,
      start_slot_id: slotId('10:00'),
      booking_date: weekday(3),
    });
    expect(same.status).toBe(409);
    expect(same.body.code).toBe('slot_taken');
    const overlapping = await book({
      stylist_id: STYLIST.kenji,
      start_slot_id: slotId('09:30'),
      booking_date: weekday(3),
    });
    expect(overlapping.status).toBe(409);
    const after = await book({
      stylist_id: STYLIST.kenji,
      start_slot_id: slotId('11:00'),
      booking_date: weekday(3),
    });
    expect(after.status).toBe(200);
  });

  it('refuses a booking that does not fit before the end of the shift', async () => {
    const res = await book({
      selected_service_ids: [SERVICE.balayage],
      start_slot_id: slotId('16:00'),
      booking_date: weekday(4),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/not available for the chosen services/);
  });

  it('lets the salon pick a free stylist for stylist_id 0, fewest bookings first', async () => {
    const date = weekday(5);
    const anyMensCut = (time: string) =>
      book({
        stylist_id: 0,
        selected_service_ids: [SERVICE.mensCut],
        start_slot_id: slotId(time),
        booking_date: date,
      });
    const a = await book({ stylist_id: STYLIST.mei, start_slot_id: slotId('13:00'), booking_date: date });
    expect(a.status).toBe(200);
    const any = await anyMensCut('13:00');
    expect(any.status).toBe(200);
    expect(['Daniel Tan', 'Kenji Watanabe']).toContain(any.body.data!.stylist_name);
    // now Mei and the one just booked have a booking that day each: the third one is picked
    const next = await anyMensCut('15:00');
    expect(next.status).toBe(200);
    expect(['Daniel Tan', 'Kenji Watanabe'].filter((n) => n !== any.body.data!.stylist_name)).toEqual([
      next.body.data!.stylist_name,
    ]);
  });

  it('gives the same answer to a retry with the same Idempotency-Key and books once', async () => {
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const one = await book(
      { stylist_id: STYLIST.sofia, selected_service_ids: [SERVICE.facial], start_slot_id: slotId('15:00') },
      { headers },
    );
    const two = await book(
      { stylist_id: STYLIST.sofia, selected_service_ids: [SERVICE.facial], start_slot_id: slotId('15:00') },
      { headers },
    );
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.body.data!.id).toBe(one.body.data!.id);
    expect(two.body.data).toEqual(one.body.data);
  });

  it("answers a booking with the booking as it is stored, services in order, in the caller's language", async () => {
    // the first answer comes from the statement that books, the retry's from a read of the booking
    const headers = { 'idempotency-key': 'zh-two-services-0001' };
    const body = {
      stylist_id: STYLIST.mei,
      selected_service_ids: [SERVICE.colour, SERVICE.womensCut],
      start_slot_id: slotId('09:00'),
      booking_date: weekday(6),
      promo_code: 'welcome10',
    };
    const made = await book(body, { headers, lang: 'zh' });
    expect(made.status).toBe(200);
    const again = await book(body, { headers, lang: 'zh' });
    expect(again.body.data).toEqual(made.body.data);
    expect(made.body.data).toMatchObject({
      appointment_date: weekday(6),
      appointment_start_time: '09:00',
      appointment_end_time: '11:30',
      stylist_name: 'Mei Lin',
      promo_code: 'WELCOME10',
      status: 'pending',
      payment_state: 'unpaid',
      proceed_to_pay: true,
      payment_Info: null,
    });
    expect(made.body.data!.appointment_services.map((s) => s.name)).toEqual(['全头染发', '女士剪发及吹造型']);
    expect(made.body.data!.total_amount).toBeCloseTo(
      made.body.data!.subtotal - made.body.data!.discount_amount,
      2,
    );
    expect(Date.parse(made.body.data!.hold_expires_at!)).toBeGreaterThan(Date.now());
  });

  it("books for a signed-in customer with their profile, and refuses someone else's customer_id", async () => {
    const session = await customerSession(server);
    const mine = await book(
      {
        customer_id: session.customer_id,
        full_name: '',
        email: '',
        phone_number: '',
        start_slot_id: slotId('16:00'),
        stylist_id: STYLIST.daniel,
        selected_service_ids: [SERVICE.mensCut],
      },
      { token: session.auth_token },
    );
    expect(mine.status).toBe(200);
    const list = await server.call('myBookings', {}, { token: session.auth_token });
    expect(list.body.data!.upcoming.map((b) => b.id)).toContain(mine.body.data!.id);
    const other = await book(
      {
        customer_id: session.customer_id + 999,
        start_slot_id: slotId('16:30'),
        stylist_id: STYLIST.daniel,
        selected_service_ids: [SERVICE.mensCut],
      },
      { token: session.auth_token },
    );
    expect(other.status).toBe(403);
    const anonymous = await book({
      customer_id: session.customer_id,
      start_slot_id: slotId('16:30'),
      stylist_id: STYLIST.daniel,
      selected_service_ids: [SERVICE.mensCut],
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a stylist who does not offer a chosen service', async () => {
    const res = await book({ stylist_id: STYLIST.aisha, selected_service_ids: [SERVICE.balayage] });
    expect(res.status).toBe(400);
  });

  it('no longer offers a booked time', async () => {
    const date = weekday(6);
    await book({
      stylist_id: STYLIST.priya,
      selected_service_ids: [SERVICE.makeup],
      start_slot_id: slotId('11:00'),
      booking_date: date,
    });
    const res = await server.call('slotsByStylist', {
      booking_date: date,
      selected_service_ids: [SERVICE.brows],
      stylist_id: STYLIST.priya,
    });
    const times = res.body.data!.map((s) => s.start_time);
    expect(times).toContain('10:30');
    expect(times).not.toContain('11:00');
    expect(times).not.toContain('11:30');
    expect(times).toContain('12:00');
  });

  it('no longer offers a time booked just after a look-up of that day', async () => {
    const date = weekday(7);
    const offered = async () =>
      (
        await server.call('slotsByStylist', {
          booking_date: date,
          selected_service_ids: [SERVICE.facial],
          stylist_id: STYLIST.sofia,
        })
      ).body.data!.map((s) => s.start_time);
    expect(await offered()).toContain('14:00');
    const made = await book({
      stylist_id: STYLIST.sofia,
      selected_service_ids: [SERVICE.facial],
      start_slot_id: slotId('14:00'),
      booking_date: date,
    });
    expect(made.status).toBe(200);
    expect(await offered()).not.toContain('14:00');
  });
});
