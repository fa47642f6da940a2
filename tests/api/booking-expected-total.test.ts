/**
 * The amount on the Pay button is the amount charged: the client sends the total it showed
 * (`expected_total`) and the server books only at that total, or answers 409 `price_changed` with
 * the new one. Women's cut: Daniel S$68, Mei S$78, Kenji S$88 (base S$68).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const book = (over: Record<string, unknown>) =>
  server.call('book', {
    ...guest,
    selected_service_ids: [SERVICE.womensCut],
    stylist_id: 0,
    booking_date: weekday(2),
    start_slot_id: slotId('10:00'),
    payment_keyword: 'card',
    ...over,
  } as never);

describe('Any stylist at the total the customer saw', () => {
  it('books the free stylist whose total is the one shown, not a dearer one', async () => {
    const res = await book({ expected_total: 68 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stylist_id: STYLIST.daniel, total_amount: 68 });
  });

  it('answers 409 price_changed with the cheapest free total when nobody is free at the shown one', async () => {
    const res = await book({ expected_total: 68 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('price_changed');
    expect(res.body.data).toMatchObject({
      total_amount: 78,
      subtotal: 78,
      discount_amount: 0,
      services: [{ service_id: SERVICE.womensCut, price: 78 }],
    });
    expect(res.body.message).toContain('S$78.00');
  });

  it('books at the new total once the customer confirms it', async () => {
    const res = await book({ expected_total: 78 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stylist_id: STYLIST.mei, total_amount: 78 });
  });

  it('compares the total after the promo', async () => {
    const res = await book({ start_slot_id: slotId('13:00'), promo_code: 'WELCOME10', expected_total: 61.2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stylist_id: STYLIST.daniel, total_amount: 61.2 });
  });

  it('says so in Chinese too', async () => {
    const res = await server.call(
      'book',
      {
        ...guest,
        selected_service_ids: [SERVICE.womensCut],
        stylist_id: 0,
        booking_date: weekday(2),
        start_slot_id: slotId('10:00'),
        payment_keyword: 'card',
        expected_total: 78,
      } as never,
      { lang: 'zh' },
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'price_changed', data: { total_amount: 88 } });
    expect(res.body.message).toContain('价格已变为 S$88.00');
  });

  it('still books without an expected total (older clients)', async () => {
    const res = await book({ start_slot_id: slotId('15:00') });
    expect(res.status).toBe(200);
  });
});

describe('a named stylist whose price changed meanwhile', () => {
  it('answers 409 price_changed, then books at the confirmed total', async () => {
    const token = await adminToken(server);
    const edit = await server.call(
      'stylistServiceUpdate',
      { stylist_id: STYLIST.kenji, service_id: SERVICE.womensCut, price: 95 },
      { token },
    );
    expect(edit.status).toBe(200);
    const stale = await book({
      stylist_id: STYLIST.kenji,
      start_slot_id: slotId('11:00'),
      expected_total: 88,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'price_changed',
      data: { stylist_id: STYLIST.kenji, total_amount: 95 },
    });
    const confirmed = await book({
      stylist_id: STYLIST.kenji,
      start_slot_id: slotId('11:00'),
      expected_total: 95,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ stylist_id: STYLIST.kenji, total_amount: 95 });
  });

  it('refuses a malformed expected total with 400', async () => {
    const res = await book({ stylist_id: STYLIST.mei, expected_total: 'lots' });
    expect(res.status).toBe(400);
  });
});
