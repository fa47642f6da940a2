/**
 * The payment line of a booking's emails says what happened to the money: a booking paid online
 * and cancelled names its refund (never "Pay at the salon"), in the booking's language.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, weekday } from '../../scripts/support/demo-salon';
import { outbox } from '../../src/server/db/schema';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';
import { book, bookAndPay } from './payments-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Mail = { text: string; html: string };
const mailOf = async (id: number, kind: string) => {
  const [row] = await server.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, id), eq(outbox.kind, kind)));
  return row!.payload as Mail;
};

describe('the payment line of a cancellation', () => {
  it.each([
    ['en', '10:00', 'Payment: Paid online; S$', 'Pay at the salon'],
    ['zh', '11:00', '付款: 已在线支付；S$', '到店付款'],
  ] as const)('names the refund of an online payment (%s)', async (lang, time, says, never) => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(3),
      time,
      lang,
    });
    expect((await server.call('paymentStatus', ret)).body.data!.paid).toBe(true);
    const cancelled = await server.call('bookingCancel', {
      booking_id: booking.id,
      manage_token: booking.manage_token,
    });
    expect(cancelled.status).toBe(200);
    const mail = await mailOf(booking.id, 'booking_cancelled_email');
    expect(mail.text).toContain(says);
    expect(mail.text).toMatch(lang === 'en' ? /being refunded|refunded/ : /退款/);
    expect(mail.text).not.toContain(never);
    expect(mail.html).not.toContain(never);
  });

  it('says nothing was charged for a cancelled booking that was to be paid at the salon', async () => {
    const profile = (await server.call('settings', {})).body.data!;
    const saved = await server.call(
      'settingsUpdate',
      { ...profile, allow_pay_at_salon: true },
      { token: await adminToken(server) },
    );
    expect(saved.status).toBe(200);
    const booking = await book(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(3),
      time: '13:00',
      keyword: 'salon',
    });
    await server.call('bookingCancel', { booking_id: booking.id, manage_token: booking.manage_token });
    const mail = await mailOf(booking.id, 'booking_cancelled_email');
    expect(mail.text, mail.text).toContain('Payment: Nothing was charged');
  });
});
