/**
 * Changing one's own password asks for the current one: with a stolen session that is a way to
 * guess it. Guesses are limited per session and per account, counted as they arrive (a burst in
 * parallel cannot slip past the count), and checked in the open lane of the password line.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_FAILURES } from '../../../src/server/limits/login-guard';
import { ACCOUNT_FAILURES } from '../../../src/server/limits/password-change-guard';
import type { PasswordLane } from '../../../src/server/limits/password-line';
import { OPEN_PASSWORD_CHECKS_WAITING, passwordLine } from '../../../src/server/passwords/hashing';
import { adminToken, startTestServer, type TestServer } from '../../support/test-server';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 1 });
  admin = await adminToken(server);
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

let staffCount = 0;
async function newStaff() {
  const n = ++staffCount;
  const body = {
    full_name: `Change Tester ${n}`,
    username: `change_tester_${n}`,
    email: `change.tester.${n}@tress.salon`,
    password: `Velvet-Brush-${n}-3390`,
    phone_number: '',
    role_id: 2,
    is_active: true,
  };
  const res = await server.call('usersAdd', body as never, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return body;
}

async function sessionOf(staff: { username: string; password: string }): Promise<string> {
  const res = await server.call('adminLogin', { username: staff.username, password: staff.password });
  expect(res.status).toBe(200);
  return res.body.data!.auth_token;
}

const change = (token: string, current: string, next = 'Brand-New-Secret-64') =>
  server.call('changePassword', { current_password: current, new_password: next }, { token });

describe('wrong current passwords', () => {
  it('sent 30 at once get 429 past the limit, and then even the right one waits, as a sign-in does', async () => {
    const staff = await newStaff();
    const token = await sessionOf(staff);
    const lanes: PasswordLane[] = [];
    const run = passwordLine.run.bind(passwordLine);
    vi.spyOn(passwordLine, 'run').mockImplementation((lane, task) => {
      lanes.push(lane);
      return run(lane, task);
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => change(token, `wrong-guess-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400).length).toBe(FREE_FAILURES);
    expect(statuses.filter((s) => s === 429).length).toBe(30 - FREE_FAILURES);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.body.code).toBe('rate_limited');
    // only the guesses that were let through were checked, each among the anonymous work
    expect(lanes).toEqual(Array(FREE_FAILURES).fill('open'));

    const right = await change(token, staff.password);
    expect(right.status).toBe(429);
    expect(
      (await server.call('adminLogin', { username: staff.username, password: staff.password })).status,
    ).toBe(200);
  });

  it('are counted for the account across its sessions', async () => {
    const staff = await newStaff();
    const sessions = [await sessionOf(staff), await sessionOf(staff), await sessionOf(staff)];
    const perSession = ACCOUNT_FAILURES / 2;
    expect(perSession).toBeLessThanOrEqual(FREE_FAILURES);
    for (const token of sessions.slice(0, 2))
      for (let i = 0; i < perSession; i++) expect((await change(token, `wrong-${i}`)).status).toBe(400);
    // a fresh session of the same account finds the account's attempts used up
    expect((await change(sessions[2]!, staff.password)).status).toBe(429);
  });

  it('do not limit another account', async () => {
    const [guessed, other] = [await newStaff(), await newStaff()];
    const token = await sessionOf(guessed);
    for (let i = 0; i < FREE_FAILURES + 2; i++) await change(token, `wrong-${i}`);
    const mine = await change(await sessionOf(other), other.password);
    expect(mine.status).toBe(200);
  });

  it('are forgotten after a right one', async () => {
    const staff = await newStaff();
    const token = await sessionOf(staff);
    for (let i = 0; i < FREE_FAILURES - 1; i++) expect((await change(token, `wrong-${i}`)).status).toBe(400);
    expect((await change(token, staff.password, 'Second-Secret-Here-64')).status).toBe(200);
    for (let i = 0; i < FREE_FAILURES - 1; i++)
      expect((await change(token, `wrong-again-${i}`)).status).toBe(400);
    expect((await change(token, 'Second-Secret-Here-64', 'Third-Secret-Here-64')).status).toBe(200);
  });

  it('are answered 503 while the password line is full, and not counted', async () => {
    const staff = await newStaff();
    const token = await sessionOf(staff);
    // the test itself holds the line full: one check running, every waiting place of the open lane taken
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held = Array.from({ length: 1 + OPEN_PASSWORD_CHECKS_WAITING }, () =>
      passwordLine.run('open', () => gate),
    );
    const busy = await Promise.all(Array.from({ length: 10 }, (_, i) => change(token, `wrong-${i}`)));
    expect(busy.map((a) => a.status)).toEqual(Array(10).fill(503));
    release();
    await Promise.all(held);
    for (let i = 0; i < FREE_FAILURES; i++)
      expect((await change(token, `wrong-later-${i}`)).status).toBe(400);
    expect((await change(token, staff.password)).status).toBe(429);
  });
});
