import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { contractGate } from '../support/openapi-gate';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let gate: Awaited<ReturnType<typeof contractGate>>;
beforeAll(async () => {
  server = await startTestServer();
  gate = await contractGate(server);
});
afterAll(() => server.close());

describe('the published contract', () => {
  it('serves the OpenAPI document as JSON at /api/docs/json', async () => {
    const res = await server.raw('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/appointments/book']).toBeDefined();
  });

  it('serves a readable reference page at /api/docs, without inline scripts', async () => {
    const res = await server.raw('/api/docs', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = String(res.body);
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const bundle = await server.raw('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect((await server.raw('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });

  it('marks calls with an optional token as callable without one', async () => {
    const doc = (await server.raw('/api/docs/json')).body as {
      paths: Record<string, Record<string, { security: object[] }>>;
    };
    expect(doc.paths['/api/appointments/book']!.post!.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths['/api/appointments/mine']!.post!.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/services/list']!.post!.security).toEqual([]);
  });

  it('lets a guest booking through a contract-validating gate, and the answer matches the document', async () => {
    const res = await gate('POST', '/api/appointments/book', {
      ...guest,
      selected_service_ids: [SERVICE.womensCut],
      stylist_id: STYLIST.mei,
      booking_date: weekday(3),
      start_slot_id: slotId('15:00'),
      payment_keyword: 'card',
    });
    expect(res.violations).toEqual([]);
    expect(res.status).toBe(200);
  });

  it('stops at the gate a call the document says needs a token', async () => {
    const res = await gate('POST', '/api/appointments/mine', {});
    expect(res.status).toBe(401);
    expect(res.violations).toEqual(['security requirements not met']);
  });
});
