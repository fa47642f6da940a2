/**
 * Per-address limits against one IPv6 subscriber: a home or a server is handed a whole /64, so
 * stepping through its addresses must not start any limit afresh. Every allowance, the sign-in
 * guard and the unpaid holds count an IPv6 /64 (IPV6_PREFIX_LENGTH) as one address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../../scripts/support/demo-salon';
import { startTestServer, type TestServer } from '../../support/test-server';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
afterEach(() => server?.close());

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
/** The n-th address of one /64. */
const inOne64 = (n: number) => `2001:db8:7:1:${(n + 1).toString(16)}::${n + 1}`;

describe('IPv6 addresses of one /64', () => {
  it('share one allowance of a public call, while another /64 keeps its own', async () => {
    server = await startTestServer({ rateLimitScale: 1, trustProxy: ['127.0.0.1'] });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await server.call('promoCheck', { promo_code: 'NOPE', selected_service_ids: [1] }, from(inOne64(i))))
          .status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    const neighbour = await server.call(
      'promoCheck',
      { promo_code: 'NOPE', selected_service_ids: [1] },
      from('2001:db8:7:2::1'),
    );
    expect(neighbour.status).toBe(400);
    // the same address written as IPv6 by a dual-stack socket is that IPv4 address
    for (let i = 0; i < 30; i++)
      await server.call('promoCheck', { promo_code: 'NOPE', selected_service_ids: [1] }, from('203.0.113.5'));
    const mapped = await server.call(
      'promoCheck',
      { promo_code: 'NOPE', selected_service_ids: [1] },
      from('::ffff:203.0.113.5'),
    );
    expect(mapped.status).toBe(429);
  });

  it('share one sign-in guard: guesses spread over the /64 lock the pair out', async () => {
    server = await startTestServer({ rateLimitScale: 1, trustProxy: ['127.0.0.1'] });
    for (let i = 0; i < 8; i++)
      await server.call('adminLogin', { username: 'admin', password: `guess-${i}` }, from(inOne64(i)));
    const next = await server.call(
      'adminLogin',
      { username: 'admin', password: 'admin123' },
      from(inOne64(9)),
    );
    expect(next.status).toBe(429);
  }, 300_000); // argon2 checks in a row

  it('share one count of unpaid holds (MAX_UNPAID_HOLDS)', async () => {
    server = await startTestServer({ maxUnpaidHolds: 2, trustProxy: ['127.0.0.1'] });
    const statuses: number[] = [];
    for (const [i, time] of ['09:00', '10:00', '11:00'].entries()) {
      const res = await server.call(
        'book',
        {
          ...guest,
          email: `six-four-${i}@example.com`,
          phone_number: `9300000${i}`,
          selected_service_ids: [SERVICE.mensCut],
          stylist_id: STYLIST.daniel,
          booking_date: weekday(3),
          start_slot_id: slotId(time),
          payment_keyword: 'card',
        } as never,
        from(inOne64(i)),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('are grouped by IPV6_PREFIX_LENGTH when it is set', async () => {
    server = await startTestServer({ rateLimitScale: 1, trustProxy: ['127.0.0.1'], ipv6PrefixLength: 48 });
    for (let i = 0; i < 30; i++)
      await server.call(
        'promoCheck',
        { promo_code: 'NOPE', selected_service_ids: [1] },
        from(`2001:db8:9:${i + 1}::1`),
      );
    const sameSite = await server.call(
      'promoCheck',
      { promo_code: 'NOPE', selected_service_ids: [1] },
      from('2001:db8:9:ff::1'),
    );
    expect(sameSite.status).toBe(429);
  });
});
