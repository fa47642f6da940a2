/**
 * Paying for a booking end to end over HTTP: book, check out, open the sandbox page, submit its
 * form as a browser would, follow the signed redirect to /payment/status, and receive the
 * payment_success webhook on a local endpoint with every field of docs/product.md §7.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, weekday } from '../../scripts/support/demo-salon';
import { invalidateReads } from '../../src/server/db/read-cache';
import { bookings, payments, salonSettings } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  book,
  CARD_DECLINED,
  CARD_OK,
  checkout,
  parseForm,
  type Receiver,
  startReceiver,
  statusRequest,
  submitSandbox,
  waitFor,
} from './payments-support';

let server: TestServer;
let hooks: Receiver;

beforeAll(async () => {
  hooks = await startReceiver();
  server = await startTestServer(
    { webhookUrl: hooks.url, runJobs: true, jobIntervalMs: 100 },
    { listen: true },
  );
});
afterAll(async () => {
  await server.close();
  await hooks.close();
});

const bookingRow = async (id: number) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('payment methods', () => {
  it('offers card and e-wallet from configuration, and paying at the salon only when the salon allows it', async () => {
    const res = await server.call('paymentMethods', {});
    expect(res.status).toBe(200);
    expect(res.body.data!.map((m) => m.payment_keyword)).toEqual(['card', 'ewallet']);
    expect(res.body.data![0]).toMatchObject({ name: 'Credit / debit card' });

    await server.deps.db.update(salonSettings).set({ allowPayAtSalon: true });
    invalidateReads(server.deps.db);
    const zh = await server.call('paymentMethods', {}, { lang: 'zh' });
    expect(zh.body.data!.map((m) => m.payment_keyword)).toEqual(['card', 'ewallet', 'salon']);
    expect(zh.body.data![2]!.name).toBe('到店付款');
    await server.deps.db.update(salonSettings).set({ allowPayAtSalon: false });
    invalidateReads(server.deps.db);
  });
});

describe('a paid booking over HTTP', () => {
  it('books, pays on the sandbox page, confirms once and sends the webhook with every documented field', async () => {
    const booked = await book(server, {
      stylist: STYLIST.mei,
      service: SERVICE.womensCut,
      date: weekday(2),
      time: '11:00',
    });
    expect(booked).toMatchObject({ proceed_to_pay: true, status: 'pending', payment_state: 'unpaid' });

    const co = await checkout(server, booked.id, booked.total_amount);
    expect(co.status).toBe(200);
    const { pay_url, order_id, amount } = co.body.data!;
    expect(pay_url).toBe(`/sandbox-pay/${order_id}`);
    expect(amount).toBe(booked.total_amount);

    // the page, as the browser gets it
    const page = await fetch(new URL(pay_url, server.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('name="viewport"');
    expect(html).toContain(`S$${booked.total_amount.toFixed(2)}`);
    const form = parseForm(html);
    expect(form.action).toBe(`/sandbox-pay/${order_id}`);
    expect(Object.keys(form.fields)).toEqual(
      expect.arrayContaining(['card_number', 'card_name', 'expiry', 'cvc', 'lang']),
    );
    expect(form.buttons.map((b) => b.value)).toEqual(['pay', 'cancel']);

    const paid = await submitSandbox(server, pay_url, CARD_OK);
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/^\/payment-redirect\?/);
    const q = new URL(paid.location!, server.url).searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      resultCode: '0000',
      mchtId: 'TRESS-SANDBOX',
      orderId: order_id,
      cardNo: '424242******4242',
      cardOrgn: 'VISA',
      amount: booked.total_amount.toFixed(2),
    });
    expect(q.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(q.get('accessOrderId')).toMatch(/^SBX/);

    const status = await server.call('paymentStatus', statusRequest(paid.location!));
    expect(status.status).toBe(200);
    expect(status.body.message).toBe('Payment received. Your booking is confirmed.');
    expect(status.body.data).toMatchObject({
      booking_id: booked.id,
      order_id,
      paid: true,
      refund_due: false,
      status: 'confirmed',
      payment_state: 'paid',
      stylist_name: 'Mei Lin',
      appointment_date: weekday(2),
      appointment_start_time: '11:00',
      total_amount: booked.total_amount,
      payment_Info: { payment_reference_no: q.get('accessOrderId') },
    });
    expect(status.body.data!.appointment_services).toEqual([
      {
        name: "Women's Cut & Blow-dry",
        description: expect.any(String),
        duration_minutes: 60,
        price: booked.total_amount,
      },
    ]);
    const row = await bookingRow(booked.id);
    expect(row).toMatchObject({ status: 'confirmed', paymentState: 'paid', holdExpiresAt: null });

    // the webhook, from the server's records
    const hook = await waitFor(
      () => hooks.requests.find((r) => JSON.parse(r.body).booking?.booking_id === booked.id),
      10_000,
      'the webhook',
    );
    expect(hook.method).toBe('POST');
    expect(hook.headers['content-type']).toBe('application/json');
    expect(hook.headers['x-tress-event']).toBe('payment_success');
    const body = JSON.parse(hook.body);
    expect(body).toEqual({
      event: 'payment_success',
      session_id: order_id,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source: 'tress',
      booking: {
        booking_id: booked.id,
        customer: { name: guest.full_name, email: guest.email, phone: guest.phone_number },
        services: [
          {
            id: SERVICE.womensCut,
            name: "Women's Cut & Blow-dry",
            description: 'Consultation, wash, precision cut and a smooth blow-dry finish.',
            duration: 60,
            price: booked.total_amount,
            category: 'Hair',
          },
        ],
        personnel: { id: STYLIST.mei, name: 'Mei Lin', specialties: ['Colour', 'Balayage', 'Cuts'] },
        appointment: { date: weekday(2), time: '11:00', duration: 60 },
      },
      payment: {
        subtotal: booked.subtotal,
        discount_amount: 0,
        promo_code: null,
        total_amount: booked.total_amount,
        payment_method: 'card',
        provider: 'sandbox',
        order_id,
        reference_no: q.get('accessOrderId'),
        card_no: '424242******4242',
        card_orgn: 'VISA',
        paid_at: expect.any(String),
      },
      metadata: { booking_timestamp: row.createdAt.toISOString(), total_services: 1 },
    });
  });

  it('pays by e-wallet on the wallet form', async () => {
    const booked = await book(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.gelManicure,
      date: weekday(2),
      time: '14:00',
      keyword: 'ewallet',
    });
    const co = await checkout(server, booked.id, booked.total_amount, 'ewallet');
    const html = await (await fetch(new URL(co.body.data!.pay_url, server.url))).text();
    expect(Object.keys(parseForm(html).fields)).toEqual(expect.arrayContaining(['wallet', 'phone']));
    const paid = await submitSandbox(server, co.body.data!.pay_url, { wallet: 'paynow', phone: '9123 4567' });
    const req = statusRequest(paid.location!);
    expect(req).toMatchObject({ result_code: '0000', card_no: '****4567', card_orgn: 'PAYNOW' });
    const status = await server.call('paymentStatus', req);
    expect(status.body.data).toMatchObject({ paid: true, status: 'confirmed' });
  });

  it('keeps the hold after a declined card, and lets the customer pay again', async () => {
    const booked = await book(server, { stylist: STYLIST.daniel, date: weekday(2), time: '15:00' });
    const first = await checkout(server, booked.id, booked.total_amount);
    const declined = await submitSandbox(server, first.body.data!.pay_url, CARD_DECLINED);
    const req = statusRequest(declined.location!);
    expect(req.result_code).not.toBe('0000');
    const failed = await server.call('paymentStatus', req);
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({ paid: false, status: 'pending', payment_state: 'failed' });
    expect(failed.body.message).toBe('Payment failed: Card declined by the issuing bank');
    expect((await bookingRow(booked.id)).holdExpiresAt).not.toBeNull();

    // the failed order's page is closed; a new checkout for the same booking is not a conflict
    expect((await fetch(new URL(first.body.data!.pay_url, server.url))).status).toBe(409);
    const again = await checkout(server, booked.id, booked.total_amount);
    expect(again.status).toBe(200);
    expect(again.body.data!.order_id).not.toBe(first.body.data!.order_id);
    const paid = await submitSandbox(server, again.body.data!.pay_url, CARD_OK);
    const ok = await server.call('paymentStatus', statusRequest(paid.location!));
    expect(ok.body.data).toMatchObject({ paid: true, status: 'confirmed', payment_state: 'paid' });
  });

  it('rejects card details that do not pass, and shows the page again with the errors', async () => {
    const booked = await book(server, { stylist: STYLIST.kenji, date: weekday(2), time: '09:00' });
    const co = await checkout(server, booked.id, booked.total_amount);
    const res = await submitSandbox(server, co.body.data!.pay_url, {
      card_number: '4242 4242 4242 4241',
      card_name: '',
      expiry: '01/20',
      cvc: '1',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Please enter a valid card number');
    expect(res.text).toContain('Please enter the name on the card');
    expect(res.text).toContain('Please enter a valid expiry date');
    expect(res.text).toContain('Please enter the 3 or 4 digit security code');
  });

  it('cancels on the sandbox page: back to /booking-cancelled, the hold released and the time bookable again', async () => {
    const opts = { stylist: STYLIST.sofia, service: SERVICE.facial, date: weekday(3), time: '10:00' };
    const booked = await book(server, opts);
    const co = await checkout(server, booked.id, booked.total_amount);
    const res = await submitSandbox(server, co.body.data!.pay_url, {}, 'cancel');
    expect(res.status).toBe(303);
    expect(res.location).toBe('/booking-cancelled');
    expect(await bookingRow(booked.id)).toMatchObject({ status: 'cancelled', paymentState: 'unpaid' });
    const [payment] = await server.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, co.body.data!.order_id));
    expect(payment!.state).toBe('cancelled');
    const rebooked = await book(server, { ...opts, customer: { ...guest, email: 'other@example.com' } });
    expect(rebooked.status).toBe('pending');
  });

  it('serves the page in Chinese by Accept-Language or ?lang=zh', async () => {
    const booked = await book(server, {
      stylist: STYLIST.priya,
      service: SERVICE.brows,
      date: weekday(3),
      time: '11:00',
    });
    const co = await checkout(server, booked.id, booked.total_amount);
    const url = new URL(co.body.data!.pay_url, server.url);
    const byHeader = await (await fetch(url, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })).text();
    expect(byHeader).toContain('<html lang="zh-CN">');
    expect(byHeader).toContain('安全支付');
    expect(parseForm(byHeader).fields.lang).toBe('zh');
    url.searchParams.set('lang', 'zh');
    expect(await (await fetch(url)).text()).toContain('持卡人姓名');
    url.searchParams.set('lang', 'en');
    expect(await (await fetch(url, { headers: { 'accept-language': 'zh' } })).text()).toContain(
      'Name on card',
    );
  });

  it('answers an unknown order with a 404 page', async () => {
    const res = await fetch(new URL('/sandbox-pay/TR999-NOPE', server.url));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Payment not found');
  });
});

describe('checkout refusals', () => {
  it('refuses an amount that differs from the server total, and changes nothing', async () => {
    const booked = await book(server, { stylist: STYLIST.mei, date: weekday(3), time: '14:00' });
    const res = await checkout(server, booked.id, booked.total_amount - 1);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `The amount does not match the booking total of S$${booked.total_amount.toFixed(2)}. Please refresh and try again.`,
    );
    const rows = await server.deps.db.select().from(payments).where(eq(payments.bookingId, booked.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a guest without the booking’s manage token, a forged one, and an unknown booking', async () => {
    const booked = await book(server, { stylist: STYLIST.mei, date: weekday(3), time: '15:00' });
    const bare = await checkout(server, booked.id, booked.total_amount, 'card', '');
    expect(bare.status).toBe(404);
    expect(JSON.stringify(bare.body)).not.toContain(booked.total_amount.toFixed(2));
    const forged = await checkout(server, booked.id, booked.total_amount, 'card', 'A'.repeat(43));
    expect(forged.status).toBe(403);
    expect((await checkout(server, 999999, 10, 'card', '')).status).toBe(404);
  });

  it('refuses a paid booking clearly', async () => {
    const booked = await book(server, { stylist: STYLIST.daniel, date: weekday(3), time: '11:00' });
    const co = await checkout(server, booked.id, booked.total_amount);
    const paid = await submitSandbox(server, co.body.data!.pay_url, CARD_OK);
    await server.call('paymentStatus', statusRequest(paid.location!));
    const again = await checkout(server, booked.id, booked.total_amount);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking is already paid');
  });

  it('refuses an e-wallet checkout when configuration offers cards only', async () => {
    server.config.paymentMethods = ['card'];
    try {
      const booked = await book(server, { stylist: STYLIST.kenji, date: weekday(3), time: '14:00' });
      const res = await checkout(server, booked.id, booked.total_amount, 'ewallet');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please choose a valid payment method');
    } finally {
      server.config.paymentMethods = ['card', 'ewallet'];
    }
  });
});
