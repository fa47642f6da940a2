/**
 * Without SMTP the emails stay in the outbox and the log only says that each was kept: its kind,
 * outbox id, recipient and subject. The text never reaches the log, because it carries signed links
 * (manage, rating, password reset) that act for the customer. A Super Admin reads the text in the
 * back office instead; Staff may not, and nobody reads a password reset link there.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { daysFromToday, SERVICE, STYLIST, slotId, weekday } from '../../../scripts/support/demo-salon';
import { invalidateReads } from '../../../src/server/db/read-cache';
import { bookings, outbox, salonSettings } from '../../../src/server/db/schema';
import { OUTBOX_KIND } from '../../../src/server/jobs/outbox-kinds';
import { workOutbox } from '../../../src/server/jobs/outbox-runner';
import { enqueueDueReminders } from '../../../src/server/jobs/reminders';
import { makeResetLinks } from '../../support/reset-links';
import { adminToken, staffToken, startTestServer, type TestServer } from '../../support/test-server';
import { bookAndPay } from '../payments-support';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const EMAIL_KINDS = [
  OUTBOX_KIND.confirmation,
  OUTBOX_KIND.reminder,
  OUTBOX_KIND.rescheduledEmail,
  OUTBOX_KIND.cancelledEmail,
  OUTBOX_KIND.ratingInvitation,
  OUTBOX_KIND.passwordReset,
];

let server: TestServer;
let log = '';
let tokens: { admin: string; staff: string };

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  server = await startTestServer({ logLevel: 'info', smtpUrl: null }, { logger: true, logStream });
  tokens = { admin: await adminToken(server), staff: await staffToken(server) };
});
afterAll(() => server.close());

/** A past visit recorded by the front desk and marked completed: the rating invitation follows. */
async function completedVisit(): Promise<number> {
  for (let d = -1; d >= -10; d--) {
    const made = await server.call(
      'bookingCreate',
      {
        client_id: 0,
        full_name: 'Rita Rater',
        phone_number: '90000077',
        email: 'rita@example.com',
        selected_service_ids: [SERVICE.mensCut],
        stylist_id: STYLIST.daniel,
        booking_date: daysFromToday(d),
        start_slot_id: slotId('10:00'),
        end_slot_id: 0,
        Notes: '',
        pay_at_salon: true,
      } as never,
      { token: tokens.staff },
    );
    if (made.status !== 200) continue;
    const id = made.body.data!.id;
    const done = await server.call(
      'updateStatus',
      { booking_id: id, status: 'completed' },
      { token: tokens.staff },
    );
    expect(done.status).toBe(200);
    return id;
  }
  throw new Error('no past day took the visit');
}

/** Sends one email of every kind through the real flows, with SMTP_URL unset. */
async function sendEveryKind(): Promise<number> {
  const { booking, ret } = await bookAndPay(server, {
    stylist: STYLIST.mei,
    date: weekday(2),
    time: '10:00',
  });
  expect((await server.call('paymentStatus', ret)).status).toBe(200);

  await server.deps.db.update(salonSettings).set({ reminderLeadMinutes: 14 * 24 * 60 });
  invalidateReads(server.deps.db);
  await server.deps.db
    .update(bookings)
    .set({ createdAt: sql`${bookings.startsAt} - interval '20 days'` })
    .where(eq(bookings.id, booking.id));
  expect(await enqueueDueReminders(server.deps)).toBeGreaterThan(0);
  await server.deps.db.update(salonSettings).set({ reminderLeadMinutes: 1440 });
  invalidateReads(server.deps.db);

  const moved = await server.call(
    'bookingMove',
    {
      booking_id: booking.id,
      booking_date: weekday(2),
      start_slot_id: slotId('11:30'),
      stylist_id: STYLIST.mei,
      notify_customer: true,
    } as never,
    { token: tokens.staff },
  );
  expect(moved.status).toBe(200);
  const cancelled = await server.call(
    'updateStatus',
    { booking_id: booking.id, status: 'cancelled' },
    { token: tokens.staff },
  );
  expect(cancelled.status).toBe(200);

  await completedVisit();
  expect((await server.call('forgotPassword', { email: 'olivia@example.com' })).status).toBe(200);
  // the request becomes its link and email in the job loop
  await makeResetLinks(server);
  return booking.id;
}

let bookingId = 0;
let links: string[] = [];

describe('emails without SMTP', () => {
  it('leave the outbox with a log line of kind, id, recipient and subject, and never a link or token', async () => {
    bookingId = await sendEveryKind();
    const queued = await server.deps.db.select().from(outbox);
    for (const kind of EMAIL_KINDS)
      expect(
        queued.map((m) => m.kind),
        kind,
      ).toContain(kind);
    // every link the emails carry, and each token alone, before delivery drops the reset text
    links = queued.flatMap((m) => {
      const text = (m.payload as { text?: string }).text ?? '';
      return text.match(/https?:\/\/\S+/g) ?? [];
    });
    const signed = links.filter((l) => l.includes('?t='));
    expect(signed.some((l) => l.includes('/manage/'))).toBe(true);
    expect(signed.some((l) => l.includes('/ratings/'))).toBe(true);
    expect(signed.some((l) => l.includes('/reset-password'))).toBe(true);

    // past the minute a front-desk move's notice waits for its Undo
    const afterUndo = { ...server.deps, now: () => new Date(server.deps.now().getTime() + 120_000) };
    while ((await workOutbox(afterUndo)) > 0) {}
    const sent = await server.deps.db.select().from(outbox);
    for (const m of sent.filter((m) => (EMAIL_KINDS as string[]).includes(m.kind))) {
      expect(m.state, `${m.kind} ${m.lastError}`).toBe('sent');
      const line = log
        .split('\n')
        .find((l) => l.includes(`"outbox_id":${m.id},`) && l.includes('email kept in the outbox'));
      expect(line, m.kind).toBeDefined();
      const entry = JSON.parse(line!) as Record<string, unknown>;
      expect(entry).toMatchObject({ kind: m.kind, to: (m.payload as { to: string }).to });
      expect(typeof entry.subject).toBe('string');
      expect(entry).not.toHaveProperty('text');
      expect(entry).not.toHaveProperty('html');
    }

    for (const link of links) expect(log, link).not.toContain(link);
    for (const token of signed.map((l) => new URL(l).searchParams.get('t')!))
      expect(log, token).not.toContain(token);
    expect(log).not.toContain('?t=');
    expect(log).not.toMatch(/\/manage\/\d+/);
    expect(log).not.toMatch(/\/ratings\/\d+/);
    expect(log).not.toContain('/reset-password');
  });
});

describe("the outbox's preview", () => {
  const idOf = async (kind: string) => {
    // the first of its kind (an unordered select may return rows in any order once some were updated)
    const [m] = await server.deps.db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(outbox.id);
    return m!.id;
  };

  it("shows a Super Admin an email's subject and text, links included", async () => {
    const id = await idOf(OUTBOX_KIND.confirmation);
    const res = await server.call('outboxPreview', { id }, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      kind: OUTBOX_KIND.confirmation,
      recipient: 'guest@example.com',
      hidden: false,
    });
    expect(res.body.data!.subject).toMatch(/Tress Studio/);
    expect(res.body.data!.text).toMatch(new RegExp(`/manage/${bookingId}\\?t=`));
  });

  it('refuses Staff with 403 and a signed-out caller with 401', async () => {
    const id = await idOf(OUTBOX_KIND.confirmation);
    expect((await server.call('outboxPreview', { id }, { token: tokens.staff })).status).toBe(403);
    expect((await server.call('outboxPreview', { id })).status).toBe(401);
  });

  it('never shows the text of a password reset, even to a Super Admin', async () => {
    const id = await idOf(OUTBOX_KIND.passwordReset);
    const res = await server.call('outboxPreview', { id }, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ hidden: true, text: null, recipient: 'olivia@example.com' });
    expect(JSON.stringify(res.body)).not.toContain('reset-password');
  });

  it('answers 404 for a message that does not exist', async () => {
    expect((await server.call('outboxPreview', { id: 999_999 }, { token: tokens.admin })).status).toBe(404);
  });
});
