/**
 * A webhook receiver that answers with a redirect cannot send the server on to another address
 * (a service inside the network, the cloud metadata address): WEBHOOK_URL is the salon's own
 * choice, but where it redirects is not, and no redirect is followed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLIST, weekday } from '../../../scripts/support/demo-salon';
import { outbox } from '../../../src/server/db/schema';
import { workOutbox } from '../../../src/server/jobs/outbox-runner';
import { startTestServer, type TestServer } from '../../support/test-server';
import { bookAndPay } from '../payments-support';

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let inside: Awaited<ReturnType<typeof listen>>;
let receiver: Awaited<ReturnType<typeof listen>>;
let server: TestServer;
let reached = 0;
beforeAll(async () => {
  inside = await listen((req, res) => {
    reached++;
    req.resume();
    res.writeHead(200).end('{}');
  });
  receiver = await listen((req, res) => {
    req.resume();
    res.writeHead(307, { location: `${inside.url}/latest/meta-data/` }).end();
  });
  server = await startTestServer({ webhookUrl: `${receiver.url}/hooks` });
});
afterAll(async () => {
  await server?.close();
  for (const s of [receiver, inside]) await new Promise((resolve) => s?.server.close(resolve));
});

describe('a webhook answered with a redirect', () => {
  it('is not followed: the delivery fails and nothing else is reached', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.mei,
      date: weekday(6),
      time: '10:00',
    });
    expect((await server.call('paymentStatus', ret)).status).toBe(200);
    await workOutbox(server.deps);
    const [row] = await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'payment_success')));
    expect(row?.state).not.toBe('sent');
    expect(row?.attempts).toBeGreaterThanOrEqual(1);
    expect(reached).toBe(0);
  });
});
