/**
 * The salon's promo codes: a Super Admin keeps them (Staff may not), a customer checks one before
 * booking, and the booking takes it under the code's own rules (dates, services, first visit,
 * uses per customer, uses in all), with the count of uses exact when bookings race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import {
  adminToken,
  customerSession,
  staffToken,
  startTestServer,
  type TestServer,
} from '../support/test-server';

let server: TestServer;
let admin: string;
// the server's clock: moved forward to let an unpaid hold lapse
let now = new Date();
beforeAll(async () => {
  server = await startTestServer({}, { now: () => now });
  admin = await adminToken(server);
});
afterAll(() => server.close());

let guests = 0;
/** A guest nobody has seen before (the demo's guest shares its phone with the demo customer). */
const newGuest = () => {
  guests += 1;
  return {
    ...guest,
    email: `promo${guests}@example.com`,
    phone_number: `8${String(guests).padStart(7, '0')}`,
  };
};

const book = (over: Record<string, unknown>) =>
  server.call('book', {
    ...newGuest(),
    selected_service_ids: [SERVICE.womensCut],
    stylist_id: STYLIST.mei,
    booking_date: weekday(1),
    start_slot_id: slotId('09:00'),
    payment_keyword: 'card',
    ...over,
  } as never);

const add = (body: Record<string, unknown>, token = admin) =>
  server.call('promotionsAdd', body as never, { token });

describe('Settings → Promotions', () => {
  it('adds, lists, changes and removes a code, kept in capitals', async () => {
    const added = await add({ code: 'spring-15', percent_off: 15, valid_from: daysFromToday(0) });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ code: 'SPRING-15', percent_off: 15, amount_off: null, uses: 0 });
    const id = added.body.data!.id;
    const changed = await server.call(
      'promotionsUpdate',
      { id, code: 'SPRING-15', amount_off: 12.5, max_uses: 40, service_ids: [SERVICE.colour] } as never,
      { token: admin },
    );
    expect(changed.body.data).toMatchObject({ percent_off: null, amount_off: 12.5, max_uses: 40 });
    const list = await server.call('promotionsList', {}, { token: admin });
    expect(list.body.data!.promotions.map((p) => p.code)).toEqual(
      expect.arrayContaining(['FIRST20', 'WELCOME10', 'SPRING-15']),
    );
    expect(list.body.data!.promotions.find((p) => p.code === 'FIRST20')).toMatchObject({
      percent_off: 20,
      first_visit_only: true,
    });
    expect((await server.call('promotionsRemove', { id }, { token: admin })).status).toBe(200);
    expect((await server.call('promotionsRemove', { id }, { token: admin })).status).toBe(404);
  });

  it.each([
    ['a date that does not exist', { code: 'BAD1', percent_off: 10, valid_from: '2026-02-30' }, 'valid_from'],
    [
      'a last day before the first',
      { code: 'BAD2', percent_off: 10, valid_from: '2026-12-10', valid_to: '2026-12-01' },
      'valid_to',
    ],
    ['more than 100 %', { code: 'BAD3', percent_off: 101 }, 'percent_off'],
    ['a percentage and an amount', { code: 'BAD4', percent_off: 10, amount_off: 5 }, 'percent_off'],
    ['neither', { code: 'BAD5' }, 'percent_off'],
    ['control characters', { code: 'BAD\u00076', percent_off: 10 }, 'code'],
    ['a count past int32', { code: 'BAD7', percent_off: 10, max_uses: 2 ** 31 }, 'max_uses'],
  ])('refuses %s with 400', async (_, body, field) => {
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.field_errors ?? {})).toContain(field);
  });

  it('refuses a second code of the same name in another case with 409, and a service the salon lacks', async () => {
    expect((await add({ code: 'welcome10', percent_off: 5 })).status).toBe(409);
    expect((await add({ code: 'GHOST', percent_off: 5, service_ids: [9999] })).status).toBe(400);
  });

  it('is for a Super Admin only: Staff get 403', async () => {
    const staff = await staffToken(server);
    expect((await server.call('promotionsList', {}, { token: staff })).status).toBe(403);
    expect((await add({ code: 'STAFF1', percent_off: 5 }, staff)).status).toBe(403);
  });
});

describe('a customer checks a code before booking', () => {
  it('answers the discount at the chosen stylist, or why not with a machine reason', async () => {
    const ok = await server.call('promoCheck', {
      promo_code: 'welcome10',
      selected_service_ids: [SERVICE.womensCut, SERVICE.colour],
      stylist_id: STYLIST.mei,
    });
    expect(ok.body.data).toMatchObject({
      promo_code: 'WELCOME10',
      percent_off: 10,
      subtotal: 218,
      discount_amount: 21.8,
      total_amount: 196.2,
    });
    const unknown = await server.call('promoCheck', {
      promo_code: 'FREEBIE',
      selected_service_ids: [SERVICE.womensCut],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'promo_not_applicable', data: { reason: 'unknown' } });
  });

  it('tells a signed-in returning customer that FIRST20 is for a first visit', async () => {
    const me = await customerSession(server);
    const res = await server.call(
      'promoCheck',
      { promo_code: 'first20', selected_service_ids: [SERVICE.womensCut] },
      { token: me.auth_token },
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'promo_not_applicable', data: { reason: 'first_visit_only' } });
    expect(res.body.message).toBe('This promo code is for a first visit only');
  });
});

describe('a booking takes a code under its rules', () => {
  it('gives FIRST20 on a first visit only: the same guest (by email or by phone) is refused next time', async () => {
    const who = newGuest();
    const first = await book({ ...who, promo_code: 'first20', start_slot_id: slotId('09:00') });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ subtotal: 78, discount_amount: 15.6, total_amount: 62.4 });
    const again = await book({ ...who, promo_code: 'FIRST20', start_slot_id: slotId('11:00') });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'promo_not_applicable', data: { reason: 'first_visit_only' } });
    const samePhone = await book({
      ...who,
      email: 'other@example.com',
      promo_code: 'FIRST20',
      start_slot_id: slotId('11:00'),
    });
    expect(samePhone.body.data).toEqual({ reason: 'first_visit_only' });
    // without the code the returning guest books at the full price
    const full = await book({ ...who, start_slot_id: slotId('11:00') });
    expect(full.body.data).toMatchObject({ discount_amount: 0, total_amount: 78, promo_code: null });
  });

  it('keeps to uses per customer, and gives a use back when its hold lapses', async () => {
    await add({ code: 'ONCE', percent_off: 50, uses_per_customer: 1 });
    const who = newGuest();
    const date = weekday(2);
    const first = await book({ ...who, promo_code: 'once', booking_date: date });
    expect(first.body.data).toMatchObject({ discount_amount: 39, total_amount: 39 });
    const second = await book({
      ...who,
      promo_code: 'once',
      booking_date: date,
      start_slot_id: slotId('11:00'),
    });
    expect(second.body).toMatchObject({ code: 'promo_not_applicable', data: { reason: 'customer_limit' } });
    expect(second.body.message).toBe('You have already used this promo code as many times as it allows');
    // another customer may still use it
    expect(
      (await book({ promo_code: 'ONCE', booking_date: date, start_slot_id: slotId('13:00') })).status,
    ).toBe(200);
    // the first booking's payment hold runs out unpaid: its use is given back
    now = new Date(now.getTime() + 20 * 60_000);
    const later = await book({
      ...who,
      promo_code: 'once',
      booking_date: date,
      start_slot_id: slotId('15:00'),
    });
    expect(later.status).toBe(200);
    expect(later.body.data!.discount_amount).toBe(39);
  });

  it('gives a use back when the booking is cancelled', async () => {
    await add({ code: 'SOLO', amount_off: 10, max_uses: 1 });
    const date = weekday(3);
    const first = await book({ promo_code: 'solo', booking_date: date, start_slot_id: slotId('09:00') });
    expect(first.body.data!.discount_amount).toBe(10);
    const refused = await book({ promo_code: 'solo', booking_date: date, start_slot_id: slotId('11:00') });
    expect(refused.body).toMatchObject({ code: 'promo_not_applicable', data: { reason: 'used_up' } });
    const cancelled = await server.call(
      'updateStatus',
      { booking_id: first.body.data!.id, status: 'cancelled' },
      { token: admin },
    );
    expect(cancelled.status).toBe(200);
    const again = await book({ promo_code: 'solo', booking_date: date, start_slot_id: slotId('11:00') });
    expect(again.body.data!.discount_amount).toBe(10);
  });

  it('gives exactly max_uses discounts to bookings that race for a code', async () => {
    await add({ code: 'RUSH3', percent_off: 30, max_uses: 3 });
    const date = weekday(4);
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    const results = await Promise.all(
      times.map((t) => book({ promo_code: 'RUSH3', booking_date: date, start_slot_id: slotId(t) })),
    );
    const discounted = results.filter((r) => r.status === 200 && r.body.data!.discount_amount > 0);
    const refused = results.filter((r) => r.body.code === 'promo_not_applicable');
    expect(discounted.length).toBe(3);
    expect(refused.length).toBe(times.length - 3);
    for (const r of refused) expect(r.body.data).toEqual({ reason: 'used_up' });
    const list = await server.call('promotionsList', {}, { token: admin });
    expect(list.body.data!.promotions.find((p) => p.code === 'RUSH3')!.uses).toBe(3);
  });

  it('refuses a code that has expired or is not valid yet', async () => {
    await add({ code: 'OLD', percent_off: 10, valid_to: daysFromToday(-1) });
    await add({ code: 'SOON', percent_off: 10, valid_from: daysFromToday(3) });
    const old = await book({ promo_code: 'old', booking_date: weekday(5) });
    expect(old.status).toBe(409);
    expect(old.body).toMatchObject({ data: { reason: 'expired' }, message: 'This promo code has expired' });
    const soon = await book({ promo_code: 'soon', booking_date: weekday(5) });
    expect(soon.body.data).toEqual({ reason: 'not_yet_valid' });
  });

  it('takes off only from the services the code names, and refuses it for others', async () => {
    await add({ code: 'COLOUR20', amount_off: 20, service_ids: [SERVICE.colour] });
    const date = weekday(6);
    const mixed = await book({
      promo_code: 'colour20',
      selected_service_ids: [SERVICE.womensCut, SERVICE.colour],
      booking_date: date,
    });
    expect(mixed.body.data).toMatchObject({ subtotal: 218, discount_amount: 20, total_amount: 198 });
    const other = await book({ promo_code: 'colour20', booking_date: date, start_slot_id: slotId('14:00') });
    expect(other.body.data).toEqual({ reason: 'not_for_services' });
  });

  it('never takes a total below 0 with an amount code', async () => {
    await add({ code: 'BIG', amount_off: 500 });
    const res = await book({ promo_code: 'big', booking_date: weekday(7) });
    expect(res.body.data).toMatchObject({ subtotal: 78, discount_amount: 78, total_amount: 0 });
  });

  it('prices a moved booking with the terms it was given, even once the code is removed', async () => {
    const added = await add({ code: 'MOVE10', percent_off: 10 });
    const booked = await book({
      promo_code: 'move10',
      booking_date: weekday(8),
      start_slot_id: slotId('13:00'),
    });
    expect(booked.body.data).toMatchObject({ total_amount: 70.2, promo_code: 'MOVE10' });
    await server.call('promotionsRemove', { id: added.body.data!.id }, { token: admin });
    // to Daniel, whose cut is 68: still 10% off
    const moved = await server.call(
      'bookingMove',
      {
        booking_id: booked.body.data!.id,
        booking_date: weekday(8),
        start_slot_id: slotId('13:00'),
        stylist_id: STYLIST.daniel,
        notify_customer: false,
      },
      { token: admin },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data!.booking).toMatchObject({ total_amount: 61.2 });
  });

  it('keeps the front desk to the same rules', async () => {
    const staff = await staffToken(server);
    const res = await server.call(
      'bookingCreate',
      {
        client_id: 0,
        full_name: 'Walk In',
        phone_number: guest.phone_number,
        email: '',
        selected_service_ids: [SERVICE.womensCut],
        stylist_id: STYLIST.mei,
        booking_date: weekday(9),
        start_slot_id: slotId('09:00'),
        pay_at_salon: true,
        promo_code: 'FIRST20',
      } as never,
      { token: staff },
    );
    // the demo customer's phone: a returning customer
    expect(res.body).toMatchObject({ code: 'promo_not_applicable', data: { reason: 'first_visit_only' } });
  });
});
