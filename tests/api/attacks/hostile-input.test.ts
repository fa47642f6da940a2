/** Hostile input answers 400, never 500: out-of-range numbers, impossible dates, control characters. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../../scripts/support/demo-salon';
import { cachedReadCount, MAX_CACHED_READS } from '../../../src/server/db/read-cache';
import { startTestServer, type TestServer } from '../../support/test-server';

// each test starts servers of its own; a busy machine needs more than the default 30 s
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (path: string, body: unknown) =>
  server.raw(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const booking = (over: Record<string, unknown>) => ({
  ...guest,
  selected_service_ids: [SERVICE.womensCut],
  stylist_id: STYLIST.mei,
  booking_date: weekday(1),
  start_slot_id: slotId('10:00'),
  payment_keyword: 'card',
  ...over,
});

describe('hostile input', () => {
  it('refuses 2026-02-30 with 400', async () => {
    const res = await post('/timeslots/listbystylist', {
      booking_date: '2026-02-30',
      selected_service_ids: [1],
      stylist_id: 0,
    });
    expect(res.status).toBe(400);
    expect(await post('/appointments/book', booking({ booking_date: '2026-02-30' }))).toMatchObject({
      status: 400,
    });
  });

  it('refuses 2147483648 as an id or a choice with 400', async () => {
    for (const [path, body] of [
      ['/services/list', { category_id: 2147483648 }],
      ['/stylists/listbyserviceids', { service_ids: [2147483648] }],
      ['/appointments/book', booking({ stylist_id: 2147483648 })],
      ['/appointments/book', booking({ start_slot_id: 2147483648 })],
      ['/ratings/get', { booking_id: 2147483648 }],
      ['/payment/checkout', { order_reference_id: '2147483648', online_payment_type: 'card', amount: 1 }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    expect((await post('/services/list', { category_id: 2147483648 })).status).toBe(400);
  });

  it('refuses a NUL byte (or another control character) in a name with 400', async () => {
    const nul = await post('/appointments/book', booking({ full_name: 'Eve\u0000' }));
    expect(nul.status).toBe(400);
    const bell = await post('/auth/register', {
      full_name: 'Eve\u0007',
      username: 'eve_nul',
      password: 'long-enough-1',
      phone_number: '91234567',
      email: 'eve@example.com',
      date_of_birth: '1990-01-01',
    });
    expect(bell.status).toBe(400);
    expect(JSON.stringify(bell.body)).toContain('full_name');
  });

  it('keeps its read cache bounded while a caller asks for ever-new categories', async () => {
    for (let i = 0; i < 40; i++) await post('/services/list', { category_id: 100_000 + i });
    const dates = Array.from({ length: 20 }, (_, i) => `2030-01-${String(i + 1).padStart(2, '0')}`);
    await Promise.all(
      dates.map((d) =>
        post('/timeslots/listbystylist', { booking_date: d, selected_service_ids: [1], stylist_id: 0 }),
      ),
    );
    expect(cachedReadCount(server.deps.db)).toBeLessThanOrEqual(MAX_CACHED_READS);
    expect(cachedReadCount(server.deps.db)).toBeLessThan(30);
  });
});
