/** The demo salon's past visits: completed, paid, mostly rated, so stylists show real ratings. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, STYLIST } from '../../scripts/support/demo-salon';
import { bookings, ratings } from '../../src/server/db/schema';
import { seedDemoVisits } from '../../src/server/demo/demo-visits';
import { customerSession, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoVisits(server.deps.db, server.config); // a no-op when seedDemo already ran it
});
afterAll(() => server.close());

describe('demo visits', () => {
  it('adds rated, completed visits over the past weeks, once', async () => {
    const visits = await server.deps.db.select().from(bookings).where(eq(bookings.status, 'completed'));
    expect(visits.length).toBeGreaterThanOrEqual(14);
    expect(visits.every((v) => v.startsAt.getTime() < Date.now() && v.paymentState === 'paid')).toBe(true);
    const rated = await server.deps.db.select().from(ratings);
    expect(rated.length).toBeGreaterThanOrEqual(12);
    expect(rated.every((r) => r.comment.length > 0)).toBe(true);
    await seedDemoVisits(server.deps.db, server.config);
    expect(await server.deps.db.select().from(ratings)).toHaveLength(rated.length);
  });

  it('shows the stylists’ real ratings and leaves the demo customer visits to rate', async () => {
    const res = await server.call('stylistsByServices', { service_ids: [SERVICE.womensCut] });
    const mei = res.body.data!.find((s) => s.id === STYLIST.mei)!;
    expect(mei.reviews_count).toBeGreaterThanOrEqual(3);
    expect(mei.ratings).toBeGreaterThanOrEqual(4);
    const me = await customerSession(server);
    const pending = await server.call('ratingsPending', {}, { token: me.auth_token });
    expect(pending.body.data!.length).toBeGreaterThanOrEqual(2);
    expect(pending.body.data!.every((v) => v.completed && !v.rated)).toBe(true);
  });

  it("names the visit's services in Chinese for a Chinese caller", async () => {
    const me = await customerSession(server);
    const en = await server.call('ratingsPending', {}, { token: me.auth_token });
    const zh = await server.call('ratingsPending', {}, { token: me.auth_token, lang: 'zh' });
    const enNames = en.body.data!.flatMap((v) => v.services.map((s) => s.name));
    const zhNames = zh.body.data!.flatMap((v) => v.services.map((s) => s.name));
    expect(zhNames).toHaveLength(enNames.length);
    expect(zhNames.every((n, i) => n !== enNames[i] && /[\u4e00-\u9fff]/.test(n))).toBe(true);
  });
});
