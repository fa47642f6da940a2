/**
 * Every payment ends confirmed or refunded, and an order is bound to the total it was made for.
 * A booking whose total changes (a reschedule or a front-desk move to a dearer stylist) voids its
 * open orders; a payment for an old total, a second payment of a paid booking, and a payment that
 * arrives after its lapsed hold's time was taken are each refunded in full through the outbox, in
 * the transaction that decides it, and staff see the refund due and then refunded, with its amount.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, outbox, payments } from '../../src/server/db/schema';
import { workOutbox } from '../../src/server/jobs/outbox-runner';
import type { RefundOrder } from '../../src/server/jobs/refunds';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';
import { book, CARD_OK, checkout, signedStatus, statusRequest, submitSandbox } from './payments-support';

let server: TestServer;
let offsetMs = 0;
const later = (minutes: number) => {
  offsetMs += minutes * 60_000;
};

beforeAll(async () => {
  // no job loop: each test works the outbox itself, so a queued refund is seen before it is sent
  server = await startTestServer({}, { now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => server.close());

const rowOf = async (id: number) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const orderRow = async (orderId: string) =>
  (await server.deps.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const queued = (bookingId: number, kind: string) =>
  server.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, kind)));
const someoneElse = { ...guest, full_name: 'Another Guest', email: 'another@example.com' };

/** Checks out a booking and pays on the sandbox page; the signed return is not sent yet. */
async function payOrder(bookingId: number, amount: number, manageToken: string) {
  const co = await checkout(server, bookingId, amount, 'card', manageToken);
  expect(co.status, JSON.stringify(co.body)).toBe(200);
  const paid = await submitSandbox(server, co.body.data!.pay_url, CARD_OK);
  expect(paid.status).toBe(303);
  return {
    orderId: co.body.data!.order_id,
    payUrl: co.body.data!.pay_url,
    ret: statusRequest(paid.location!),
  };
}

const reschedule = (bookingId: number, manageToken: string, date: string, time: string) =>
  server.call('bookingReschedule', {
    booking_id: bookingId,
    manage_token: manageToken,
    booking_date: date,
    start_slot_id: slotId(time),
    stylist_id: STYLIST.kenji,
    preview: false,
  });

const localPath = (url: string) => {
  const u = new URL(url, server.url);
  return u.pathname + u.search;
};

describe('an order is bound to the total it was made for', () => {
  it('refunds in full an order paid for the old total after a dearer reschedule; the booking stays unpaid and held', async () => {
    const date = weekday(3);
    const booking = await book(server, { stylist: STYLIST.mei, date, time: '10:00' });
    const token = booking.manage_token!;
    const old = await payOrder(booking.id, booking.total_amount, token);
    const moved = await reschedule(booking.id, token, date, '14:00');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const newTotal = moved.body.data!.new_total;
    expect(newTotal).toBe(booking.total_amount + 10);
    const before = await rowOf(booking.id);

    const res = await server.call('paymentStatus', old.ret);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      paid: false,
      refund_due: true,
      status: 'pending',
      payment_state: 'unpaid',
    });
    expect(res.body.message).toContain(`S$${booking.total_amount.toFixed(2)}`);
    // the booking is as it was: unpaid, its hold intact, its new total
    const after = await rowOf(booking.id);
    expect(after).toMatchObject({ status: 'pending', paymentState: 'unpaid' });
    expect(after.holdExpiresAt?.getTime()).toBe(before.holdExpiresAt?.getTime());
    expect(Number(after.totalAmount)).toBe(newTotal);
    // nothing says the booking was paid, let alone the new total for the old order
    expect(await queued(booking.id, 'payment_success')).toHaveLength(0);
    const refunds = await queued(booking.id, 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.payload as RefundOrder).toMatchObject({
      orderId: old.orderId,
      amount: booking.total_amount,
    });
    // the new total can still be paid while the hold lasts
    const fresh = await checkout(server, booking.id, newTotal, 'card', token);
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(fresh.body.data!.amount).toBe(newTotal);
    // a cancellation owes nothing more: the old order's refund is the only one
    const cancelled = await server.call('bookingCancel', { booking_id: booking.id, manage_token: token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await queued(booking.id, 'refund')).toHaveLength(1);
  });

  it('voids the open orders of a booking whose total changed: their pay page and a late success are refused', async () => {
    const date = weekday(3);
    const booking = await book(server, { stylist: STYLIST.mei, date, time: '11:00' });
    const token = booking.manage_token!;
    const co = await checkout(server, booking.id, booking.total_amount, 'card', token);
    expect(co.status).toBe(200);
    const orderId = co.body.data!.order_id;
    expect((await reschedule(booking.id, token, date, '15:00')).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ state: 'void' });
    const page = await server.raw(localPath(co.body.data!.pay_url));
    expect(page.status).toBe(409);

    // the provider took the money anyway (a page left open): refunded, the booking untouched
    const late = signedStatus(server, {
      resultCode: '0000',
      resultDesc: 'Success',
      mchtId: server.config.paymentMerchantId,
      accessOrderId: 'AO-late-1',
      orderId,
      cardNo: '424242******4242',
      cardOrgn: 'VISA',
      amount: booking.total_amount.toFixed(2),
    });
    const res = await server.call('paymentStatus', late);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ paid: false, refund_due: true, payment_state: 'unpaid' });
    expect(await rowOf(booking.id)).toMatchObject({ status: 'pending', paymentState: 'unpaid' });
    const refunds = await queued(booking.id, 'refund');
    expect(refunds).toHaveLength(1);
    expect((refunds[0]!.payload as RefundOrder).amount).toBe(booking.total_amount);
    // a replay queues nothing more
    await server.call('paymentStatus', late);
    expect(await queued(booking.id, 'refund')).toHaveLength(1);
  });

  it('voids the open orders when the front desk moves an unpaid booking to a dearer stylist', async () => {
    const date = weekday(3);
    const booking = await book(server, { stylist: STYLIST.mei, date, time: '12:00' });
    const old = await payOrder(booking.id, booking.total_amount, booking.manage_token!);
    const moved = await server.call(
      'bookingMove',
      {
        booking_id: booking.id,
        booking_date: date,
        start_slot_id: slotId('16:00'),
        stylist_id: STYLIST.kenji,
        notify_customer: false,
      },
      { token: await adminToken(server) },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data!.price_difference).toBe(10);
    expect(await orderRow(old.orderId)).toMatchObject({ state: 'void' });
    const res = await server.call('paymentStatus', old.ret);
    expect(res.body.data).toMatchObject({ paid: false, refund_due: true, payment_state: 'unpaid' });
    expect(await queued(booking.id, 'payment_success')).toHaveLength(0);
    expect(await queued(booking.id, 'refund')).toHaveLength(1);
  });
});

describe('a payment that cannot be used is refunded, visibly', () => {
  it('refunds the second of two paid checkouts of one booking exactly once, and staff see it', async () => {
    const date = weekday(4);
    const booking = await book(server, { stylist: STYLIST.daniel, date, time: '10:00' });
    const token = booking.manage_token!;
    const first = await payOrder(booking.id, booking.total_amount, token);
    const second = await payOrder(booking.id, booking.total_amount, token);
    expect((await server.call('paymentStatus', first.ret)).body.data?.paid).toBe(true);

    const res = await server.call('paymentStatus', second.ret);
    expect(res.body.data).toMatchObject({ paid: false, refund_due: true, payment_state: 'paid' });
    const refunds = await queued(booking.id, 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.payload as RefundOrder).toMatchObject({
      orderId: second.orderId,
      amount: booking.total_amount,
    });
    await server.call('paymentStatus', second.ret);
    expect(await queued(booking.id, 'refund')).toHaveLength(1);

    // staff: the booking is paid, with a refund due of the second payment's amount
    const admin = await adminToken(server);
    const dayOf = async () =>
      (await server.call('calendar', { date }, { token: admin })).body.data!.find(
        (b) => b.id === booking.id,
      )!;
    expect(await dayOf()).toMatchObject({ payment_state: 'paid', refund_amount: booking.total_amount });
    const history = async () =>
      (await server.call('bookingHistory', { booking_id: booking.id }, { token: admin })).body.data!;
    expect((await history()).find((h) => h.kind === 'refund_due')?.details).toMatchObject({
      amount: booking.total_amount,
      order_id: second.orderId,
    });

    await workOutbox(server.deps);
    expect((await queued(booking.id, 'refund'))[0]).toMatchObject({ state: 'sent' });
    expect(await orderRow(second.orderId)).toMatchObject({ state: 'refunded' });
    expect(await orderRow(first.orderId)).toMatchObject({ state: 'paid', refundDue: false });
    expect(await dayOf()).toMatchObject({ status: 'confirmed', payment_state: 'paid', refund_amount: 0 });
    expect((await history()).find((h) => h.kind === 'refunded')?.details).toMatchObject({
      amount: booking.total_amount,
    });
  });

  it('owes both back when a booking with a second payment still to refund is cancelled', async () => {
    const booking = await book(server, { stylist: STYLIST.daniel, date: weekday(4), time: '14:00' });
    const token = booking.manage_token!;
    const first = await payOrder(booking.id, booking.total_amount, token);
    const second = await payOrder(booking.id, booking.total_amount, token);
    await server.call('paymentStatus', first.ret);
    await server.call('paymentStatus', second.ret);
    expect(Number((await rowOf(booking.id)).refundAmount)).toBe(booking.total_amount);

    const cancelled = await server.call('bookingCancel', { booking_id: booking.id, manage_token: token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refunds = await queued(booking.id, 'refund');
    expect(refunds.map((r) => (r.payload as RefundOrder).orderId).sort()).toEqual(
      [first.orderId, second.orderId].sort(),
    );
    // the cancellation's refund was tried at once; the second payment's is still owed
    expect(Number((await rowOf(booking.id)).refundAmount)).toBe(booking.total_amount);
    await workOutbox(server.deps);
    expect(await rowOf(booking.id)).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    expect(Number((await rowOf(booking.id)).refundAmount)).toBe(0);
  });

  it('refunds a payment that arrives after its lapsed hold was taken by someone else', async () => {
    const slot = { stylist: STYLIST.priya, service: SERVICE.brows, date: weekday(4), time: '10:00' };
    const booking = await book(server, slot);
    const order = await payOrder(booking.id, booking.total_amount, booking.manage_token!);
    later(16);
    await book(server, { ...slot, customer: someoneElse });

    const res = await server.call('paymentStatus', order.ret);
    expect(res.body.data).toMatchObject({ refund_due: true, payment_state: 'refund_due' });
    expect(res.body.message).toContain('refund');
    const refunds = await queued(booking.id, 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.payload as RefundOrder).toMatchObject({
      orderId: order.orderId,
      amount: booking.total_amount,
    });
    expect(Number((await rowOf(booking.id)).refundAmount)).toBe(booking.total_amount);

    await workOutbox(server.deps);
    expect(await rowOf(booking.id)).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    expect(Number((await rowOf(booking.id)).refundAmount)).toBe(0);
    expect(await orderRow(order.orderId)).toMatchObject({ state: 'refunded' });
  });
});

describe('the outbox list', () => {
  it('shows a refund with its amount', async () => {
    const admin = await adminToken(server);
    const page = await server.call(
      'outbox',
      { page_number: 1, page_size: 100, search_text: 'refund' },
      { token: admin },
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const refunds = page.body.data!.messages.filter((m) => m.kind === 'refund');
    expect(refunds.length).toBeGreaterThan(0);
    for (const m of refunds) expect(m.amount).toBeGreaterThan(0);
  });
});
