/**
 * Nobody can fake or double a payment: a return without a valid signature, signed for another
 * order, with a changed amount or from another merchant changes nothing; a genuine return replayed
 * or sent twice at once confirms once and answers the same.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLIST, weekday } from '../../scripts/support/demo-salon';
import { bookings, outbox, payments } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/test-server';
import { book, bookAndPay, checkout, signedStatus } from './payments-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function snapshot(bookingId: number) {
  const [b] = await server.deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const ps = await server.deps.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const msgs = await server.deps.db.select().from(outbox).where(eq(outbox.bookingId, bookingId));
  return {
    status: b!.status,
    paymentState: b!.paymentState,
    hold: b!.holdExpiresAt?.toISOString(),
    payments: ps.map((p) => [p.state, p.refundDue]),
    messages: msgs.length,
  };
}

describe('forged returns', () => {
  it('refuses resultCode 0000 without a signature, with a wrong one, with another order’s, or a changed amount; nothing changes', async () => {
    const mine = await bookAndPay(server, { stylist: STYLIST.mei, date: weekday(4), time: '10:00' });
    const other = await bookAndPay(server, { stylist: STYLIST.daniel, date: weekday(4), time: '10:00' });
    const before = await snapshot(mine.booking.id);
    expect(before).toMatchObject({
      status: 'pending',
      paymentState: 'unpaid',
      payments: [['pending', false]],
      messages: 0,
    });

    const forged = [
      { ...mine.ret, signature: '' },
      { ...mine.ret, signature: 'f'.repeat(64) },
      { ...mine.ret, signature: other.ret.signature },
      { ...mine.ret, amount: '1.00' },
      {
        ...mine.ret,
        result_code: '0000',
        result_description: 'Success',
        signature: mine.ret.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      },
    ];
    for (const body of forged) {
      const res = await server.call('paymentStatus', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        code: 'invalid_signature',
        message: 'The payment result could not be verified, so nothing was changed',
      });
    }
    const missing = await server.call('paymentStatus', { order_id: mine.orderId } as never);
    expect(missing.status).toBe(400);
    expect(await snapshot(mine.booking.id)).toEqual(before);
  });

  it('refuses a correctly signed return of another merchant, of an unknown order, or with another amount', async () => {
    const mine = await bookAndPay(server, { stylist: STYLIST.kenji, date: weekday(4), time: '10:00' });
    const before = await snapshot(mine.booking.id);
    const base = {
      resultCode: '0000',
      resultDesc: 'Success',
      mchtId: 'TRESS-SANDBOX',
      accessOrderId: 'SBX1',
      orderId: mine.orderId,
      cardNo: '424242******4242',
      cardOrgn: 'VISA',
      amount: mine.ret.amount,
    };
    const otherMerchant = await server.call(
      'paymentStatus',
      signedStatus(server, { ...base, mchtId: 'SOMEONE-ELSE' }),
    );
    expect(otherMerchant.status).toBe(400);
    const unknown = await server.call(
      'paymentStatus',
      signedStatus(server, { ...base, orderId: 'TR1-FFFFFFFFFF' }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find this payment');
    const cheaper = await server.call('paymentStatus', signedStatus(server, { ...base, amount: '1.00' }));
    expect(cheaper.status).toBe(400);
    expect(cheaper.body.message).toMatch(/^The amount does not match the booking total of S\$/);
    expect(await snapshot(mine.booking.id)).toEqual(before);
  });
});

describe('replays and concurrent returns', () => {
  it('confirms once when the same return is replayed, and answers the same', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.sofia,
      date: weekday(4),
      time: '10:00',
      service: 11,
    });
    const first = await server.call('paymentStatus', ret);
    const second = await server.call('paymentStatus', ret);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.data).toMatchObject({ paid: true, status: 'confirmed' });
    const msgs = await server.deps.db.select().from(outbox).where(eq(outbox.bookingId, booking.id));
    expect(msgs.map((m) => m.kind).sort()).toEqual(['booking_confirmation', 'payment_success']);
  });

  it('confirms once when two returns arrive at the same moment', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.priya,
      date: weekday(4),
      time: '10:00',
      service: 11,
    });
    const results = await Promise.all([1, 2, 3, 4].map(() => server.call('paymentStatus', ret)));
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ paid: true, status: 'confirmed', payment_state: 'paid' });
    }
    const [payment] = await server.deps.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ state: 'paid', refundDue: false });
    const hooks = await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'payment_success')));
    expect(hooks).toHaveLength(1);
  });

  it('flags a second, different payment of an already paid booking for refund and keeps the booking as it is', async () => {
    const booked = await book(server, {
      stylist: STYLIST.aisha,
      date: weekday(4),
      time: '10:00',
      service: 11,
    });
    const a = await checkout(server, booked.id, booked.total_amount);
    const b = await checkout(server, booked.id, booked.total_amount);
    const sign = (orderId: string, ref: string) =>
      signedStatus(server, {
        resultCode: '0000',
        resultDesc: 'Success',
        mchtId: 'TRESS-SANDBOX',
        accessOrderId: ref,
        orderId,
        cardNo: '',
        cardOrgn: 'VISA',
        amount: booked.total_amount.toFixed(2),
      });
    const first = await server.call('paymentStatus', sign(a.body.data!.order_id, 'SBXA'));
    const second = await server.call('paymentStatus', sign(b.body.data!.order_id, 'SBXB'));
    expect(first.body.data).toMatchObject({ paid: true, refund_due: false });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({
      paid: false,
      refund_due: true,
      status: 'confirmed',
      payment_state: 'paid',
    });
    expect(second.body.message).toBe(
      'This booking was already paid, so this second payment will be refunded in full.',
    );
  });
});
