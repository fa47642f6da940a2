/**
 * One password rule wherever a password is set through the API: at least 12 characters for staff
 * (8 for customers), not a common password, not containing the account's username or email. A
 * refusal is a 400 `validation` with the problem beside the password's field, in the caller's
 * language; nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkFor } from '../support/reset-links';
import { adminToken, customerSession, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const TOO_SHORT_FOR_STAFF = 'Password must be at least 12 characters';
const COMMON = 'This password is too common or too easy to guess: choose another';
const HAS_NAME = 'The password must not contain your username or email';

function expectRefused(
  res: { status: number; body: { code?: string; field_errors?: Record<string, string> } },
  field: string,
  message: string,
) {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('validation');
  expect(res.body.field_errors?.[field]).toBe(message);
}

const frontdesk = async () =>
  (await server.call('adminLogin', { username: 'frontdesk', password: 'frontdesk123' })).body.data!;

describe('a Super Admin setting a staff password', () => {
  it("refuses admin123, password and the member's own username; the old password still works", async () => {
    const desk = await frontdesk();
    const set = (new_password: string) =>
      server.call('usersSetPassword', { id: desk.user_id, new_password }, { token: admin });
    expectRefused(await set('admin123'), 'new_password', TOO_SHORT_FOR_STAFF);
    expectRefused(await set('password'), 'new_password', TOO_SHORT_FOR_STAFF);
    expectRefused(await set('Password1234!'), 'new_password', COMMON);
    expectRefused(await set('iloveyou2026'), 'new_password', COMMON);
    expectRefused(await set('frontdesk-2026-x'), 'new_password', HAS_NAME);
    expect(
      (await server.call('adminLogin', { username: 'frontdesk', password: 'frontdesk123' })).status,
    ).toBe(200);
  });

  it('answers in Chinese to a Chinese caller', async () => {
    const desk = await frontdesk();
    const res = await server.call(
      'usersSetPassword',
      { id: desk.user_id, new_password: 'short-one' },
      { token: admin, lang: 'zh' },
    );
    expectRefused(res, 'new_password', '密码至少需要 12 个字符');
  });
});

describe('changing one’s own password', () => {
  it('holds staff to 12 characters and customers to 8, neither common nor with their names', async () => {
    const desk = await frontdesk();
    const staffChange = (new_password: string) =>
      server.call(
        'changePassword',
        { current_password: 'frontdesk123', new_password },
        { token: desk.auth_token },
      );
    expectRefused(await staffChange('eleven-char'), 'new_password', TOO_SHORT_FOR_STAFF);
    expectRefused(await staffChange('qwerty123456'), 'new_password', COMMON);
    expectRefused(await staffChange('me@frontdesk.now'), 'new_password', HAS_NAME);

    const customer = await customerSession(server);
    const own = (new_password: string) =>
      server.call(
        'changePassword',
        { current_password: 'demo1234', new_password },
        { token: customer.auth_token },
      );
    expectRefused(await own('seven77'), 'new_password', 'Password must be at least 8 characters');
    expectRefused(await own('sunshine!'), 'new_password', COMMON);
    // the demo customer's email is olivia@example.com
    expectRefused(await own('olivia-in-town'), 'new_password', HAS_NAME);
    expect((await own('nine-char')).status).toBe(200);
  });
});

describe('a reset link', () => {
  it("holds the link's account to its rule, and stays usable after a refusal", async () => {
    const staff = {
      full_name: 'Reset Rule',
      username: 'reset_rule',
      email: 'reset.rule@tress.salon',
      password: 'Steady-Hands-2026',
      phone_number: '',
      role_id: 2,
      is_active: true,
    };
    expect((await server.call('usersAdd', staff as never, { token: admin })).status).toBe(200);
    await server.call('forgotPassword', { email: staff.email });
    const token = await resetLinkFor(server, staff.email);
    const reset = (new_password: string) => server.call('resetPassword', { token, new_password });
    // the call's schema knows no account: the common list and 8 characters
    expectRefused(await reset('admin123'), 'new_password', COMMON);
    expectRefused(await reset('Letmein-2026'), 'new_password', COMMON);
    // the link's account is staff's: 12 characters, and not its names
    expectRefused(await reset('ten-chars!'), 'new_password', TOO_SHORT_FOR_STAFF);
    expectRefused(await reset('back-as-reset_rule'), 'new_password', HAS_NAME);
    expect((await reset('Sharp-Scissors-Again-9')).status).toBe(200);
    const signIn = await server.call('adminLogin', {
      username: staff.username,
      password: 'Sharp-Scissors-Again-9',
    });
    expect(signIn.status).toBe(200);
  });
});

describe('registration and new staff', () => {
  it('refuse a common password and one with the username', async () => {
    const person = {
      full_name: 'Rule Tester',
      username: 'rule_tester',
      email: 'rule.tester@example.com',
      phone_number: '91234567',
      gender: 2 as const,
      date_of_birth: '1990-01-02',
    };
    expectRefused(await server.call('register', { ...person, password: 'password1' }), 'password', COMMON);
    expectRefused(
      await server.call('register', { ...person, password: 'Rule_Tester!!' }),
      'password',
      HAS_NAME,
    );
    const staff = {
      ...person,
      username: 'rule_staff',
      email: 'rule.staff@tress.salon',
      role_id: 2,
      is_active: true,
    };
    expectRefused(
      await server.call('usersAdd', { ...staff, password: 'admin123' } as never, { token: admin }),
      'password',
      TOO_SHORT_FOR_STAFF,
    );
    expectRefused(
      await server.call('usersAdd', { ...staff, password: 'Administrator1' } as never, { token: admin }),
      'password',
      COMMON,
    );
  });
});
