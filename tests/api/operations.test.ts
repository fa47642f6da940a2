/**
 * What operations lean on: health and readiness for a load balancer, a request id on every answer,
 * metrics for staff only, and prices read at booking time, never from a cache.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { stylistServices } from '../../src/server/db/schema';
import type { ChangeEvent } from '../../src/server/events/change-bus';
import { adminToken, customerSession, startTestServer, type TestServer } from '../support/test-server';
import { waitFor } from './payments-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health and readiness', () => {
  it('says the process is alive, and ready once the database answers with every migration applied', async () => {
    expect((await server.raw('/api/health')).status).toBe(200);
    const ready = await server.raw('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ success: true, data: { ready: true, reason: null } });
  });

  it('answers 503 to readiness while draining, so a balancer sends no new work', async () => {
    server.ready.drain();
    const res = await server.raw('/api/ready');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, data: { ready: false, reason: 'draining' } });
    expect((await server.raw('/api/health')).status).toBe(200);
  });
});

describe('request ids', () => {
  it('gives every answer an X-Request-Id, keeping a proxy-given one', async () => {
    const fresh = await server.raw('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await server.raw('/api/health', { headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(given.headers.get('x-request-id')).toBe('edge-1234abcd');
  });
});

describe('metrics', () => {
  it('are for staff only, in Prometheus text', async () => {
    expect((await server.raw('/api/metrics')).status).toBe(401);
    const customer = await customerSession(server);
    const refused = await server.raw('/api/metrics', {
      headers: { authorization: `Bearer ${customer.auth_token}` },
    });
    expect(refused.status).toBe(403);
    const res = await server.raw('/api/metrics', {
      headers: { authorization: `Bearer ${await adminToken(server)}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(String(res.body)).toMatch(
      /tress_http_requests_total\{method="GET",route="\/api\/health",status="200"\}/,
    );
  });
});

describe('money at booking time', () => {
  it('charges the price in the database even while a cached list still shows the old one', async () => {
    const listed = await server.call('stylistsByServices', { service_ids: [SERVICE.womensCut] });
    const before = listed.body.data!.find((o) => o.id === STYLIST.kenji)!.price;
    // changed behind the server's back: no back-office call, so nothing drops the cache
    await server.deps.db
      .update(stylistServices)
      .set({ price: before + 11 })
      .where(
        and(eq(stylistServices.stylistId, STYLIST.kenji), eq(stylistServices.serviceId, SERVICE.womensCut)),
      );
    const cached = await server.call('stylistsByServices', { service_ids: [SERVICE.womensCut] });
    expect(cached.body.data!.find((o) => o.id === STYLIST.kenji)!.price).toBe(before);
    const booked = await server.call('book', {
      ...guest,
      selected_service_ids: [SERVICE.womensCut],
      stylist_id: STYLIST.kenji,
      booking_date: weekday(2),
      start_slot_id: slotId('15:00'),
      payment_keyword: 'card',
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data!.total_amount).toBe(before + 11);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the change bus on PostgreSQL', () => {
  it('hears its own and others’ changes, and after losing its connection reconnects and drops caches', async () => {
    const heard: ChangeEvent[] = [];
    const stop = server.deps.bus.subscribe((e) => heard.push(e));
    try {
      await server.deps.bus.publish({ topic: 'bookings', date: '2031-01-02' });
      await waitFor(() => heard.some((e) => e.topic === 'bookings'), 2000, 'the first event');
      heard.length = 0;
      await server.deps.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = 'tress-change-bus' AND datname = current_database()`,
      );
      await waitFor(() => heard.some((e) => e.topic === 'catalogue'), 10_000, 'the reconnect');
      await server.deps.bus.publish({ topic: 'bookings', date: '2031-01-03' });
      await waitFor(
        () => heard.some((e) => e.topic === 'bookings' && e.date === '2031-01-03'),
        2000,
        'an event after the reconnect',
      );
    } finally {
      stop();
    }
  });
});
