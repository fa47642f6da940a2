/**
 * The outbox: the webhook retried with backoff until it is delivered (or given up after the retry
 * limit), emails with their calendar file through SMTP, reminders, rating invitations, a claim that
 * never hands one message to two workers, and the back office's list.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, weekday } from '../../scripts/support/demo-salon';
import { invalidateReads } from '../../src/server/db/read-cache';
import { bookings, outbox, salonSettings } from '../../src/server/db/schema';
import { bookingCompleted } from '../../src/server/jobs/booking-events';
import { runJobsOnce } from '../../src/server/jobs/index';
import { enqueue } from '../../src/server/jobs/outbox';
import { backoffMs, claimDue } from '../../src/server/jobs/outbox-runner';
import { enqueueDueReminders } from '../../src/server/jobs/reminders';
import { verifyRatingToken } from '../../src/server/links/rating-links';
import { adminToken, customerSession, startTestServer, type TestServer } from '../support/test-server';
import {
  bookAndPay,
  type Receiver,
  type SmtpServer,
  startReceiver,
  startSmtpServer,
  waitFor,
} from './payments-support';

let server: TestServer;
let hooks: Receiver;
let smtp: SmtpServer;
/** What the webhook endpoint answers, per booking id: the statuses of its attempts in order. */
const plan = new Map<number, number[]>();
/** The server's clock runs with real time plus this offset; `later()` moves it. */
let offsetMs = 0;
const later = (minutes: number) => {
  offsetMs += minutes * 60_000;
};

beforeAll(async () => {
  hooks = await startReceiver((n) => {
    const req = hooks.requests[n]!;
    const id = JSON.parse(req.body).booking.booking_id as number;
    const seen = hooks.requests
      .slice(0, n + 1)
      .filter((r) => JSON.parse(r.body).booking.booking_id === id).length;
    return plan.get(id)?.[seen - 1] ?? 200;
  });
  smtp = await startSmtpServer();
  server = await startTestServer(
    {
      webhookUrl: hooks.url,
      smtpUrl: smtp.url,
      runJobs: true,
      jobIntervalMs: 50,
      outboxBackoffMs: 100,
      outboxMaxAttempts: 3,
    },
    { now: () => new Date(Date.now() + offsetMs) },
  );
});
afterAll(async () => {
  await server.close();
  await hooks.close();
  await smtp.close();
});

const messagesOf = (bookingId: number, kind: string) =>
  server.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, kind)));

const hooksFor = (id: number) => hooks.requests.filter((r) => JSON.parse(r.body).booking.booking_id === id);

describe('the payment_success webhook', () => {
  it('is delivered on the third attempt when the endpoint fails twice, with backoff between attempts', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.mei,
      date: weekday(7),
      time: '10:00',
    });
    plan.set(booking.id, [500, 503, 200]);
    const started = Date.now();
    await server.call('paymentStatus', ret);
    const sent = await waitFor(
      async () => {
        const [m] = await messagesOf(booking.id, 'payment_success');
        return m?.state === 'sent' ? m : undefined;
      },
      15_000,
      'delivery',
    );
    expect(sent).toMatchObject({ attempts: 3, lastError: null });
    const calls = hooksFor(booking.id);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.headers['x-tress-delivery']))).toEqual(new Set([String(sent.id)]));
    // backoff: 100 ms after the first failure, 200 ms after the second
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    // never again once delivered: a pass of the jobs an hour later, when every backoff is over
    later(60);
    await runJobsOnce(server.deps);
    expect(hooksFor(booking.id)).toHaveLength(3);
  });

  it('gives up after the retry limit, keeps the message as failed with the reason', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.daniel,
      date: weekday(7),
      time: '10:00',
    });
    plan.set(booking.id, [500, 500, 500, 500, 500]);
    await server.call('paymentStatus', ret);
    const failed = await waitFor(
      async () => {
        const [m] = await messagesOf(booking.id, 'payment_success');
        return m?.state === 'failed' ? m : undefined;
      },
      15_000,
      'giving up',
    );
    expect(failed).toMatchObject({ attempts: 3, lastError: 'Webhook request failed with status: 500' });
    // never again once given up: a pass of the jobs an hour later, when every backoff is over
    later(60);
    await runJobsOnce(server.deps);
    expect(hooksFor(booking.id)).toHaveLength(3);
  });
});

describe('emails', () => {
  it('sends the confirmation through SMTP, in the language the booking was made in, with an .ics attachment', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.kenji,
      date: weekday(7),
      time: '10:00',
      lang: 'zh',
    });
    await server.call('paymentStatus', ret); // the payment page's return may come in another language
    const mail = await waitFor(
      () =>
        smtp.messages.find(
          (m) =>
            m.data.includes(`X-Tress-Message: booking_confirmation:`) &&
            m.data.includes(`tress-booking-${booking.id}.ics`),
        ),
      10_000,
      'the email',
    );
    expect(mail.to.join()).toContain(guest.email);
    expect(mail.data).toMatch(/Content-Type: text\/calendar/i);
    // the catcher has the message a moment before the sender records the relay's answer
    const row = await waitFor(
      async () => (await messagesOf(booking.id, 'booking_confirmation')).find((m) => m.state === 'sent'),
      10_000,
      'the message recorded as sent',
    );
    expect(row).toMatchObject({ state: 'sent' });
    const payload = row!.payload as {
      subject: string;
      lang: string;
      ics: { content: string };
      delivery: { via: string };
    };
    expect(payload.lang).toBe('zh');
    expect(payload.subject).toMatch(/^您在 Tress 美发沙龙 的预约已确认/);
    expect(payload.ics.content).toContain('BEGIN:VEVENT');
    expect(payload.delivery.via).toBe('smtp');
  });

  it('keeps and logs a message when SMTP is not configured', async () => {
    server.config.smtpUrl = null;
    try {
      const { booking, ret } = await bookAndPay(server, {
        stylist: STYLIST.sofia,
        service: SERVICE.brows,
        date: weekday(7),
        time: '10:00',
      });
      await server.call('paymentStatus', ret);
      const row = await waitFor(
        async () => {
          const [m] = await messagesOf(booking.id, 'booking_confirmation');
          return m?.state === 'sent' ? m : undefined;
        },
        10_000,
        'the logged email',
      );
      expect((row.payload as { delivery: { via: string } }).delivery.via).toBe('log');
    } finally {
      server.config.smtpUrl = smtp.url;
    }
  });

  it('queues one reminder when the booking comes within the salon’s reminder lead time', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.priya,
      service: SERVICE.brows,
      date: weekday(7),
      time: '10:00',
    });
    await server.call('paymentStatus', ret);
    await server.deps.db.update(salonSettings).set({ reminderLeadMinutes: 14 * 24 * 60 });
    invalidateReads(server.deps.db);
    try {
      expect(await enqueueDueReminders(server.deps)).toBe(0); // booked just now: its confirmation is enough
      await server.deps.db
        .update(bookings)
        .set({ createdAt: sql`${bookings.startsAt} - interval '20 days'` })
        .where(eq(bookings.id, booking.id));
      await enqueueDueReminders(server.deps);
      await enqueueDueReminders(server.deps);
      const reminders = await messagesOf(booking.id, 'booking_reminder');
      expect(reminders).toHaveLength(1);
      const payload = reminders[0]!.payload as { subject: string; ics?: unknown };
      expect(payload.subject).toMatch(/^Reminder: your appointment at Tress Studio/);
      expect(payload.ics).toBeDefined();
    } finally {
      await server.deps.db.update(salonSettings).set({ reminderLeadMinutes: 1440 });
      invalidateReads(server.deps.db);
    }
  });

  it('invites the customer to rate a completed visit with a signed link', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(7),
      time: '10:00',
    });
    await server.call('paymentStatus', ret);
    await server.deps.db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
      await bookingCompleted(tx, server.deps, booking.id);
      await bookingCompleted(tx, server.deps, booking.id);
    });
    const rows = await messagesOf(booking.id, 'rating_invitation');
    expect(rows).toHaveLength(1);
    const text = (rows[0]!.payload as { text: string }).text;
    const link = new RegExp(`${server.url}/ratings/${booking.id}/0\\?t=([A-Za-z0-9_-]+)`).exec(text);
    expect(link).not.toBeNull();
    expect(verifyRatingToken(server.deps.secrets.rating, booking.id, 0, link![1])).toBe(true);
  });
});

describe('claiming', () => {
  it('never hands one message to two workers at once', async () => {
    // let the job loop finish what is due, so that only this test's messages can be claimed
    await waitFor(
      async () =>
        (await server.deps.db.select().from(outbox).where(eq(outbox.state, 'pending'))).length === 0,
      10_000,
      'an idle outbox',
    );
    const now = server.deps.now();
    const future = new Date(now.getTime() + 3600_000);
    // messages not yet due for the running job loop; the claims below look an hour ahead
    for (let i = 0; i < 30; i++) {
      await enqueue(server.deps.db, future, {
        kind: 'payment_success',
        bookingId: null,
        dedupeKey: `claim-test-${i}`,
        payload: {},
      });
    }
    const ahead = { ...server.deps, now: () => new Date(future.getTime() + 1) };
    const claims = await Promise.all([
      claimDue(ahead, 10),
      claimDue(ahead, 10),
      claimDue(ahead, 10),
      claimDue(ahead, 10),
    ]);
    const ids = claims.flat().map((m) => m.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await claimDue(ahead, 10)).toEqual([]); // all leased
    await server.deps.db.delete(outbox).where(sql`${outbox.dedupeKey} like 'claim-test-%'`);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30_000, 30)).toBe(3600_000);
  });
});

describe('the admin outbox list', () => {
  it('shows messages and their delivery state to staff, newest first, and refuses customers', async () => {
    const token = await adminToken(server);
    const res = await server.call(
      'outbox',
      { search_text: 'payment_success', page_number: 1, page_size: 2 },
      { token },
    );
    expect(res.status).toBe(200);
    const page = res.body.data!;
    expect(page.total_records).toBeGreaterThanOrEqual(5);
    expect(page.total_page_count).toBe(Math.ceil(page.total_records / 2));
    expect(page.messages).toHaveLength(2);
    expect(page.messages.every((m) => m.kind === 'payment_success')).toBe(true);
    const all = (
      await server.call(
        'outbox',
        { search_text: 'payment_success', page_number: 1, page_size: 100 },
        { token },
      )
    ).body.data!.messages;
    const ids = all.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const failed = all.find((m) => m.state === 'failed');
    expect(failed).toMatchObject({ last_error: 'Webhook request failed with status: 500', attempts: 3 });
    expect(all.find((m) => m.state === 'sent')).toMatchObject({
      delivered_via: 'webhook',
      recipient: new URL(hooks.url).host,
    });

    const emails = await server.call(
      'outbox',
      { search_text: 'booking_confirmation', page_number: 1, page_size: 50 },
      { token },
    );
    expect(emails.body.data!.messages[0]).toMatchObject({
      recipient: guest.email,
      subject: expect.any(String),
    });

    const customer = await customerSession(server);
    const refused = await server.call(
      'outbox',
      { search_text: '', page_number: 1, page_size: 10 },
      { token: customer.auth_token },
    );
    expect(refused.status).toBe(403);
  });
});
