/**
 * Settings → Payments: the provider, its mode and the webhook URL to register; the last notice
 * received; the refunds still owed, and Retry, which sends one again now with the same key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workOutbox } from '../../src/server/jobs/outbox-runner';
import { sandboxProvider } from '../../src/server/payments/sandbox';
import { adminToken, staffToken, startTestServer, type TestServer } from '../support/test-server';
import { paidThenCancelledWithoutRefund } from './payments-support';

let server: TestServer;
let admin: string;
const offsetMs = 0;
let refundsFail = false;
const refundKeys: string[] = [];

beforeAll(async () => {
  server = await startTestServer(
    { outboxMaxAttempts: 1 },
    {
      now: () => new Date(Date.now() + offsetMs),
      // the provider's servers refuse refunds while `refundsFail`: outside the machine, behind the real interface
      paymentProvider: (deps) => ({
        ...sandboxProvider(deps),
        async refund(input) {
          refundKeys.push(input.idempotencyKey);
          if (refundsFail) throw new Error('provider unreachable');
          return { refundId: `R-${input.idempotencyKey}` };
        },
      }),
    },
  );
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe('Settings → Payments', () => {
  it('shows the provider, its mode and the webhook URL; staff cannot see it', async () => {
    const res = await server.call('paymentsOverview', {}, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      provider: 'sandbox',
      mode: 'sandbox',
      webhook_url: `${server.url}/api/payment/sandbox/webhook`,
      last_notice_at: null,
      refunds: [],
    });
    const staff = await server.call('paymentsOverview', {}, { token: await staffToken(server) });
    expect(staff.status).toBe(403);
  });

  it('lists a refund that failed after its last attempt, and Retry sends it with the same key', async () => {
    const { booking, ret } = await paidThenCancelledWithoutRefund(server, () => {
      refundsFail = true;
    });
    await workOutbox(server.deps);
    const owed = (await server.call('paymentsOverview', {}, { token: admin })).body.data!;
    // the sandbox's own notice of the payment went through the outbox too, and changed nothing
    expect(owed.last_notice_type).toBe('payment.result');
    const refund = owed.refunds.find((r) => r.booking_id === booking.id);
    expect(refund).toMatchObject({ state: 'failed', amount: booking.total_amount, order_id: ret.order_id });
    expect(refund!.reference_no).toBe(ret.access_order_id);

    refundsFail = false;
    const retried = await server.call('refundRetry', { id: refund!.outbox_id }, { token: admin });
    expect(retried.status).toBe(200);
    await workOutbox(server.deps);
    const after = (await server.call('paymentsOverview', {}, { token: admin })).body.data!;
    expect(after.refunds.find((r) => r.booking_id === booking.id)).toBeUndefined();
    const keys = refundKeys.filter((k) => k.startsWith(ret.order_id));
    expect(new Set(keys).size).toBe(1);
    expect((await server.call('refundRetry', { id: refund!.outbox_id }, { token: admin })).status).toBe(409);
  });
});
