/**
 * Push endpoints the server would POST to on a caller's word: each one that leads inside the
 * network is refused with 400 when the device subscribes, by every address its host resolves to,
 * and checked again before every send. Names that need DNS this machine cannot reach resolve
 * through a stand-in resolver given to the app (as nip.io would answer); /etc/hosts and literal
 * addresses go through the real ones.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, weekday } from '../../../scripts/support/demo-salon';
import { bookings, outbox } from '../../../src/server/db/schema';
import type { Deps } from '../../../src/server/deps';
import { workOutbox } from '../../../src/server/jobs/outbox-runner';
import { enqueueDueReminders } from '../../../src/server/jobs/reminders';
import type { HostLookup } from '../../../src/server/outbound/address-guard';
import { customerSession, startTestServer, type TestServer } from '../../support/test-server';
import { bookAndPay } from '../payments-support';
import { testDevice } from '../push-support';

/** What the stand-in resolver answers, by name; a name it does not know does not resolve. */
const names = new Map<string, string[]>([
  ['push.salon-friendly.example', ['142.250.4.95']],
  ['metadata.google.internal.', ['169.254.169.254']],
  ['metadata.google.internal', ['169.254.169.254']],
  ['half-inside.example', ['142.250.4.96', '10.1.2.3']],
  ['six.example', ['2a00:1450:4001:80b::200e', 'fd00:ec2::254']],
]);
const asked: string[] = [];
const standIn: HostLookup = async (host) => {
  asked.push(host);
  // as nip.io answers: the address written in the name
  const nip = /(?:^|\.)(\d+\.\d+\.\d+\.\d+)\.nip\.io\.?$/i.exec(host);
  const found = nip?.[1] ? [nip[1]] : names.get(host);
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let server: TestServer;
let system: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer({ pushAllowPrivate: false }, { lookup: standIn });
  // the real resolvers: /etc/hosts and literal addresses
  system = await startTestServer({ pushAllowPrivate: false });
  token = (await customerSession(server)).auth_token;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await system?.close();
});

const keys = testDevice({ url: 'https://unused.example' } as never).subscription.keys;
const subscribe = (on: TestServer, endpoint: string, bearer: string) =>
  on.call('pushSubscribe', { subscription: { endpoint, keys } }, { token: bearer });

describe('a push endpoint inside the network', () => {
  it('is refused with 400 when the device subscribes, however it is written', async () => {
    const hostile = [
      'https://127.0.0.1.nip.io/push/1',
      'https://10.0.0.8.nip.io/push/1',
      'https://localhost./push/1',
      'https://localhost/push/1',
      'https://metadata.google.internal./computeMetadata/v1/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://push.salon-friendly.example:22/push/1',
      'https://push.salon-friendly.example:8443/push/1',
      'http://push.salon-friendly.example/push/1',
      'https://user:pw@push.salon-friendly.example/push/1',
      'https://half-inside.example/push/1',
      'https://six.example/push/1',
      'https://does-not-resolve.example/push/1',
      'https://127.0.0.1/push/1',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.100.100.200/push/1',
      'https://0.0.0.0/push/1',
      'https://[::1]/push/1',
      'https://[::]/push/1',
      'https://[::ffff:127.0.0.1]/push/1',
      'https://[::ffff:a9fe:a9fe]/push/1',
      'https://[fd00:ec2::254]/push/1',
      'https://[fe80::1]/push/1',
      'https://[ff02::1]/push/1',
      'https://[64:ff9b::a00:1]/push/1',
    ];
    const accepted: string[] = [];
    for (const endpoint of hostile) {
      const res = await subscribe(server, endpoint, token);
      if (res.status !== 400) accepted.push(`${endpoint} → ${res.status}`);
      else expect(res.body.code).toBe('validation');
    }
    expect(accepted).toEqual([]);
  });

  it('is refused when a name in /etc/hosts points inside', async () => {
    const hosts = readFileSync('/etc/hosts', 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim().split(/\s+/))
      .filter(([address, ...rest]) => /^(127\.|10\.|192\.168\.|::1$)/.test(address ?? '') && rest.length);
    const name = hosts.flatMap(([, ...n]) => n).find((n) => n !== 'localhost') ?? 'localhost';
    const own = (await customerSession(system)).auth_token;
    const res = await subscribe(system, `https://${name}/push/1`, own);
    expect(res.status).toBe(400);
  });

  it('accepts a push service whose every address is public', async () => {
    const res = await subscribe(server, 'https://push.salon-friendly.example/push/ok', token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('a push endpoint pointed inside after it was accepted', () => {
  it('is resolved again at the send and not sent to', async () => {
    const session = await customerSession(server);
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.mei,
      service: SERVICE.mensCut,
      date: weekday(9),
      time: '10:00',
      token: session.auth_token,
      customer: {
        customer_id: session.customer_id,
        full_name: session.full_name,
        email: session.email,
        phone_number: session.phone_number,
      },
    });
    expect((await server.call('paymentStatus', ret)).status).toBe(200);
    const endpoint = 'https://rebinding.example/push/device';
    names.set('rebinding.example', ['142.250.4.97']);
    expect((await subscribe(server, endpoint, session.auth_token)).status).toBe(200);
    // the name now answers with an address inside the network
    names.set('rebinding.example', ['127.0.0.1']);
    asked.length = 0;
    const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const dayBefore = new Date(row!.startsAt.getTime() - 23 * 3600_000);
    const at: Deps = { ...server.deps, now: () => dayBefore };
    await enqueueDueReminders(at);
    await workOutbox(at);
    expect(asked).toContain('rebinding.example');
    // the customer's other device (subscribed by an earlier test) gets a reminder of its own
    const reminders = await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'push_reminder')));
    const sent = reminders.find((r) => (r.payload as { to?: string }).to === 'rebinding.example');
    expect(sent?.state).not.toBe('sent');
    expect(sent?.lastError).toMatch(/inside a network/);
  });
});
