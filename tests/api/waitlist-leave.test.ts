/**
 * A guest leaves the waitlist by the link of their "You're on the waitlist" email: the email goes out
 * once, in the entry's language, with the entry's leave link; the link's page reads the entry; its
 * token leaves it; a forged token is refused (403), and the offer email carries the same link.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, weekday } from '../../scripts/support/demo-salon';
import { outbox, waitlistEntries } from '../../src/server/db/schema';
import { runJobsOnce } from '../../src/server/jobs';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
const date = weekday(3);

type Mail = { to: string; lang: string; subject: string; text: string; html: string };

const joinAs = (n: number, lang: 'en' | 'zh') =>
  server.call(
    'waitlistJoin',
    {
      service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.mei,
      preferences: [{ date, from_time: '00:00', to_time: '12:00' }],
      full_name: `Leaving Guest ${n}`,
      email: `leaving${n}@example.com`,
      phone_number: `9200${String(n).padStart(4, '0')}`,
    },
    { lang },
  );

/** The joined emails queued for an address, and their state. */
const joinedMails = (to: string) =>
  server.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'waitlist_joined_email'), like(outbox.dedupeKey, 'waitlist_joined_email:%')))
    .then((rows) => rows.filter((r) => (r.payload as Mail).to === to));

/** The leave link of an email's text. */
function leaveLink(text: string): { id: number; token: string; path: string } {
  const m = /(\/waitlist\/leave\/(\d+)\?t=([A-Za-z0-9_-]+))/.exec(text);
  expect(m, text).toBeTruthy();
  return { path: m![1]!, id: Number(m![2]), token: m![3]! };
}

const entryState = async (id: number) =>
  (await server.deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!.state;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("a guest's leave link", () => {
  it('is emailed once, in the entry’s language, and its token leaves the entry', async () => {
    const joined = await joinAs(1, 'en');
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    await runJobsOnce(server.deps);
    await runJobsOnce(server.deps);
    const mails = await joinedMails('leaving1@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.state).toBe('sent');
    const mail = mails[0]!.payload as Mail;
    expect(mail.lang).toBe('en');
    expect(mail.subject).toContain("You're on the waitlist");
    expect(mail.text).toContain("Men's Cut");
    expect(mail.text).toContain('Leave the waitlist');
    const link = leaveLink(mail.text);
    expect(link.id).toBe(joined.body.data!.id);
    expect(mail.html).toContain(`href="${server.deps.config.publicUrl}${link.path}"`);

    // the link's page reads the entry and changes nothing
    const page = await server.call('waitlistEntryGet', { entry_id: link.id, manage_token: link.token });
    expect(page.status).toBe(200);
    // (the morning is free, so the jobs may have offered it already)
    const before = await entryState(link.id);
    expect(['waiting', 'offered']).toContain(before);
    expect(page.body.data!.state).toBe(before);
    expect(page.body.data!.service_names).toEqual(["Men's Cut"]);
    expect(page.body.data).not.toHaveProperty('full_name');
    expect(await entryState(link.id)).toBe(before);

    const left = await server.call('waitlistLeave', { entry_id: link.id, manage_token: link.token });
    expect(left.status).toBe(200);
    expect(await entryState(link.id)).toBe('left');
    // the page then says so
    const after = await server.call('waitlistEntryGet', { entry_id: link.id, manage_token: link.token });
    expect(after.body.data!.state).toBe('left');
  });

  it('is written in Chinese for an entry made in Chinese', async () => {
    const joined = await joinAs(2, 'zh');
    expect(joined.status).toBe(200);
    const [row] = await joinedMails('leaving2@example.com');
    const mail = row!.payload as Mail;
    expect(mail.lang).toBe('zh');
    expect(mail.subject).toContain('候补名单');
    expect(mail.text).toContain('退出候补名单');
    expect(leaveLink(mail.text).id).toBe(joined.body.data!.id);
  });

  it('refuses a forged token with 403, for the page and for leaving, and the entry stays', async () => {
    const joined = await joinAs(3, 'en');
    const id = joined.body.data!.id;
    const other = await joinAs(4, 'en');
    const forged = 'x'.repeat(43);
    // a token, but another entry's
    const borrowed = other.body.data!.manage_token!;
    for (const token of [forged, borrowed]) {
      const page = await server.call('waitlistEntryGet', { entry_id: id, manage_token: token });
      expect(page.status).toBe(403);
      expect(page.body.code).toBe('forbidden');
      const leave = await server.call('waitlistLeave', { entry_id: id, manage_token: token });
      expect(leave.status).toBe(403);
    }
    expect((await server.call('waitlistEntryGet', { entry_id: id, manage_token: 'short' })).status).toBe(403);
    expect(['waiting', 'offered']).toContain(await entryState(id));
  });

  it('is in the offer email too', async () => {
    // the morning is free: the jobs offer it to the entries waiting for it
    expect((await joinAs(5, 'en')).status).toBe(200);
    await runJobsOnce(server.deps);
    const offers = await server.deps.db.select().from(outbox).where(eq(outbox.kind, 'waitlist_offer_email'));
    expect(offers.length).toBeGreaterThan(0);
    // every offer email carries its own entry's leave link
    for (const offer of offers) {
      const mail = offer.payload as Mail;
      const link = leaveLink(mail.text);
      const page = await server.call('waitlistEntryGet', { entry_id: link.id, manage_token: link.token });
      expect(page.status).toBe(200);
      expect(mail.html).toContain(`href="${server.deps.config.publicUrl}${link.path}"`);
    }
  });
});
