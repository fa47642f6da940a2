/** A rating link found in an old mailbox: it stops working RATING_LINK_DAYS after the visit. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE, STYLIST } from '../../../scripts/support/demo-salon';
import { ratingToken } from '../../../src/server/links/rating-links';
import { insertBooking } from '../../fixtures/admin-world';
import { startTestServer, type TestServer } from '../../support/test-server';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let now = new Date();
beforeAll(async () => {
  server = await startTestServer({ ratingLinkDays: 60 }, { now: () => now });
});
afterAll(() => server.close());

describe('rating links', () => {
  it('work for 60 days after the visit, then answer 403', async () => {
    const visit = await insertBooking(server, {
      stylistId: STYLIST.mei,
      date: '2026-01-05',
      time: '10:00',
      serviceIds: [SERVICE.womensCut],
      status: 'completed',
      paymentState: 'paid',
    });
    const t = ratingToken(server.deps.secrets.rating, visit.id, 0);
    now = new Date('2026-02-20T10:00:00+08:00');
    expect((await server.call('ratingState', { booking_id: visit.id, customer_id: 0, t })).status).toBe(200);
    now = new Date('2026-03-08T10:00:00+08:00');
    const late = await server.call('ratingState', { booking_id: visit.id, customer_id: 0, t });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe('This rating link has expired.');
    const submit = await server.call('ratingSubmit', { booking_id: visit.id, customer_id: 0, rating: 5, t });
    expect(submit.status).toBe(403);
  });
});
