import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the server', () => {
  it('answers an unknown /api path with 404 in the envelope', async () => {
    const res = await server.raw('/api/no/such/call');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, data: null, code: 'not_found' });
  });

  it('serves the OpenAPI document generated from the shared contract to a client asking for JSON', async () => {
    const res = await server.raw('/api/docs', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/appointments/book']).toBeDefined();
  });
});
