/**
 * Reset links under attack: made-up tokens must cost no argon2 work (a flood of them once kept the
 * password line's trusted lane busy and the owner's sign-in waiting), a link sent before a reset or
 * a change must die with it, and "forgot password" must do the same work for an address that has no
 * account as for one that has.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, passwordResets } from '../../../src/server/db/schema';
import type { PasswordLane } from '../../../src/server/limits/password-line';
import { passwordLine } from '../../../src/server/passwords/hashing';
import { makeResetLinks, resetLinkFor } from '../../support/reset-links';
import { adminToken, startTestServer, type TestServer } from '../../support/test-server';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

/** Every task the password line is given from now on: its lane, and how many were waiting ahead of it. */
function watchPasswordLine() {
  const runs: { lane: PasswordLane; waitingAhead: number }[] = [];
  const run = passwordLine.run.bind(passwordLine);
  vi.spyOn(passwordLine, 'run').mockImplementation((lane, task) => {
    const { trusted, open } = passwordLine.queued;
    runs.push({ lane, waitingAhead: lane === 'trusted' ? trusted : trusted + open });
    return run(lane, task);
  });
  return runs;
}

let staffCount = 0;
/** A new staff member (a Super Admin adds them) with a password of their own. */
async function newStaff() {
  const n = ++staffCount;
  const body = {
    full_name: `Reset Tester ${n}`,
    username: `reset_tester_${n}`,
    email: `reset.tester.${n}@tress.salon`,
    password: `Copper-Comb-${n}-4821`,
    phone_number: '',
    role_id: 2,
    is_active: true,
  };
  const res = await server.call('usersAdd', body as never, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.data!.id, ...body };
}

const signIn = (username: string, password: string) => server.call('adminLogin', { username, password });

describe('a flood of made-up reset tokens', () => {
  it('is refused without a single password hash, so a sign-in beside it waits for none of them', async () => {
    const staff = await newStaff();
    const runs = watchPasswordLine();
    const resets = Array.from({ length: 20 }, (_, i) =>
      server.call('resetPassword', {
        token: randomBytes(32).toString('base64url'),
        new_password: `Bogus-Reset-${i}-xyz`,
      }),
    );
    const owner = signIn(staff.username, staff.password);
    for (const res of await Promise.all(resets)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/link/i);
    }
    expect((await owner).status).toBe(200);
    // the sign-in's own check is the only work the line was given, and nothing waited ahead of it
    expect(runs).toEqual([{ lane: 'open', waitingAhead: 0 }]);
  });

  it("hashes a live link's new password in the open lane, as anonymous work", async () => {
    const staff = await newStaff();
    await server.call('forgotPassword', { email: staff.email });
    const token = await resetLinkFor(server, staff.email);
    const runs = watchPasswordLine();
    const res = await server.call('resetPassword', { token, new_password: 'Fresh-From-The-Link-7' });
    expect(res.status).toBe(200);
    expect(runs.map((r) => r.lane)).toEqual(['open']);
  });
});

describe('older reset links', () => {
  it('die when a newer link of the same account is used', async () => {
    const staff = await newStaff();
    await server.call('forgotPassword', { email: staff.email });
    const older = await resetLinkFor(server, staff.email);
    await server.call('forgotPassword', { email: staff.email });
    const newer = await resetLinkFor(server, staff.email);
    expect(newer).not.toBe(older);
    expect(
      (await server.call('resetPassword', { token: newer, new_password: 'Newer-Link-Wins-42' })).status,
    ).toBe(200);
    const late = await server.call('resetPassword', { token: older, new_password: 'Older-Link-Late-42' });
    expect(late.status).toBe(400);
    expect((await signIn(staff.username, 'Older-Link-Late-42')).status).toBe(401);
    expect((await signIn(staff.username, 'Newer-Link-Wins-42')).status).toBe(200);
  });

  it('die when the account holder changes the password', async () => {
    const staff = await newStaff();
    await server.call('forgotPassword', { email: staff.email });
    const token = await resetLinkFor(server, staff.email);
    const session = (await signIn(staff.username, staff.password)).body.data!.auth_token;
    const change = await server.call(
      'changePassword',
      { current_password: staff.password, new_password: 'Changed-By-Owner-77' },
      { token: session },
    );
    expect(change.status).toBe(200);
    expect(
      (await server.call('resetPassword', { token, new_password: 'Taken-Over-By-Link-77' })).status,
    ).toBe(400);
    expect((await signIn(staff.username, 'Changed-By-Owner-77')).status).toBe(200);
  });

  it("die when a Super Admin sets the member's password", async () => {
    const staff = await newStaff();
    await server.call('forgotPassword', { email: staff.email });
    const token = await resetLinkFor(server, staff.email);
    const set = await server.call(
      'usersSetPassword',
      { id: staff.id, new_password: 'Handed-Over-In-Person-5' },
      { token: admin },
    );
    expect(set.status).toBe(200);
    expect(
      (await server.call('resetPassword', { token, new_password: 'Taken-Over-By-Link-55' })).status,
    ).toBe(400);
  });

  it('of other accounts keep working', async () => {
    const [one, other] = [await newStaff(), await newStaff()];
    await server.call('forgotPassword', { email: other.email });
    const othersLink = await resetLinkFor(server, other.email);
    await server.call('forgotPassword', { email: one.email });
    const token = await resetLinkFor(server, one.email);
    expect((await server.call('resetPassword', { token, new_password: 'Only-Mine-Ends-91' })).status).toBe(
      200,
    );
    expect(
      (await server.call('resetPassword', { token: othersLink, new_password: 'Still-Works-Here-91' })).status,
    ).toBe(200);
  });
});

describe('forgot password', () => {
  it('does the same work for an address with an account and one without: one queued request', async () => {
    const staff = await newStaff();
    await makeResetLinks(server);
    const before = await server.deps.db.select().from(outbox);
    const links = (await server.deps.db.select().from(passwordResets)).length;
    const known = await server.call('forgotPassword', { email: staff.email });
    const unknown = await server.call('forgotPassword', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const queued = (await server.deps.db.select().from(outbox)).filter(
      (m) => !before.some((b) => b.id === m.id),
    );
    // the answer wrote the same one row either way; no link exists yet, so nothing told the two apart
    expect(queued.map((m) => m.kind)).toEqual(['password_reset_request', 'password_reset_request']);
    expect(queued.map((m) => Object.keys(m.payload as object).sort())).toEqual([
      ['lang', 'to'],
      ['lang', 'to'],
    ]);
    expect((await server.deps.db.select().from(passwordResets)).length).toBe(links);

    // the job loop then makes a link only for the address that has an account
    await makeResetLinks(server);
    expect((await server.deps.db.select().from(passwordResets)).length).toBe(links + 1);
    const emails = await server.deps.db.select().from(outbox).where(eq(outbox.kind, 'password_reset'));
    const to = emails
      .filter((m) => !before.some((b) => b.id === m.id))
      .map((m) => (m.payload as { to: string }).to);
    expect(to).toEqual([staff.email]);
  });
});
