/**
 * An open back-office calendar hears of a payment's outcome at once: the provider's return that
 * confirms a booking is an event on the live stream, on every database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, weekday } from '../../scripts/support/demo-salon';
import { staffToken, startTestServer, type TestServer } from '../support/test-server';
import { bookAndPay } from './payments-support';

let server: TestServer;
let staff: string;
beforeAll(async () => {
  server = await startTestServer({}, { listen: true });
  staff = await staffToken(server);
});
afterAll(() => server.close());

/** The live stream as a staff screen reads it; `next` waits for an event naming the date. */
async function openStream() {
  const abort = new AbortController();
  const res = await fetch(`${server.url}/api/events`, {
    headers: { authorization: `Bearer ${staff}` },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let unread = '';
  const next = async (date: string, withinMs: number) => {
    const deadline = setTimeout(() => abort.abort(), withinMs);
    try {
      for (;;) {
        const at = unread.indexOf(`event: bookings\ndata: {"date":"${date}"}`);
        if (at >= 0) {
          unread = unread.slice(at + 1);
          return true;
        }
        const { value, done } = await reader.read();
        if (done) return false;
        unread += value;
      }
    } catch {
      return false;
    } finally {
      clearTimeout(deadline);
    }
  };
  return { next, drain: () => (unread = ''), close: () => abort.abort() };
}

describe('a payment on the live stream', () => {
  it('reaches an open stream within 2 s of the provider’s return', async () => {
    const stream = await openStream();
    const date = weekday(2);
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date,
      time: '15:00',
    });
    expect(await stream.next(date, 5_000)).toBe(true); // the booking itself
    stream.drain();
    const paid = await server.call('paymentStatus', ret);
    expect(paid.body.data).toMatchObject({ booking_id: booking.id, paid: true, status: 'confirmed' });
    expect(await stream.next(date, 2_000)).toBe(true);
    stream.close();
  });
});
