/** Passwords and sessions: change, reset by email, set by a Super Admin, and what each ends. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLinkFor } from '../../support/reset-links';
import { adminToken, customerSession, startTestServer, type TestServer } from '../../support/test-server';

// each test starts servers of its own; a busy machine needs more than the default 30 s
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
afterEach(() => server?.close());

const me = (token: string) => server.call('me', undefined, { token });

describe('changing a password', () => {
  it('answers 401 to the old token of a user who changed their password, and keeps the new session', async () => {
    server = await startTestServer();
    const stolen = await customerSession(server);
    const phone = await customerSession(server);
    const change = await server.call(
      'changePassword',
      { current_password: 'demo1234', new_password: 'a-new-secret-1' },
      { token: phone.auth_token },
    );
    expect(change.status).toBe(200);
    expect((await me(stolen.auth_token)).status).toBe(401);
    expect((await me(phone.auth_token)).status).toBe(200);
    expect((await server.call('login', { username: 'demo', password: 'demo1234' })).status).toBe(401);
    expect((await server.call('login', { username: 'demo', password: 'a-new-secret-1' })).status).toBe(200);
  });

  it('refuses a wrong current password, and a caller who is not signed in', async () => {
    server = await startTestServer();
    const admin = await adminToken(server);
    const wrong = await server.call(
      'changePassword',
      { current_password: 'nope', new_password: 'a-new-secret-1' },
      { token: admin },
    );
    expect(wrong.status).toBe(400);
    const anonymous = await server.call('changePassword', {
      current_password: 'x',
      new_password: 'a-new-secret-1',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('forgotten passwords', () => {
  it('gives the same answer whether the address exists, and a single-use link that ends every session', async () => {
    server = await startTestServer();
    const old = await customerSession(server);
    const known = await server.call('forgotPassword', { email: 'olivia@example.com' });
    const unknown = await server.call('forgotPassword', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);

    const token = await resetLinkFor(server, 'olivia@example.com');
    const reset = await server.call('resetPassword', { token, new_password: 'from-the-link-1' });
    expect(reset.status).toBe(200);
    expect((await me(old.auth_token)).status).toBe(401);
    const again = await server.call('resetPassword', { token, new_password: 'second-time-22' });
    expect(again.status).toBe(400);
    expect((await server.call('login', { username: 'demo', password: 'from-the-link-1' })).status).toBe(200);
  });

  it('refuses a link older than an hour', async () => {
    let now = new Date();
    server = await startTestServer({}, { now: () => now });
    await server.call('forgotPassword', { email: 'admin@tress.salon' });
    const token = await resetLinkFor(server, 'admin@tress.salon');
    now = new Date(now.getTime() + 61 * 60_000);
    expect((await server.call('resetPassword', { token, new_password: 'too-late-now-1' })).status).toBe(400);
  });
});

describe('staff accounts', () => {
  it("lets a Super Admin set a staff member's password, which ends that member's sessions", async () => {
    server = await startTestServer();
    const admin = await adminToken(server);
    const desk = (await server.call('adminLogin', { username: 'frontdesk', password: 'frontdesk123' })).body
      .data!;
    const set = await server.call(
      'usersSetPassword',
      { id: desk.user_id, new_password: 'desk-new-pass-1' },
      { token: admin },
    );
    expect(set.status).toBe(200);
    expect((await me(desk.auth_token)).status).toBe(401);
    const asStaff = await server.call(
      'usersSetPassword',
      { id: 1, new_password: 'take-over-admin-1' },
      {
        token: (await server.call('adminLogin', { username: 'frontdesk', password: 'desk-new-pass-1' })).body
          .data!.auth_token,
      },
    );
    expect(asStaff.status).toBe(403);
  });

  it('does not revive old tokens when a deactivated user is reactivated', async () => {
    server = await startTestServer();
    const admin = await adminToken(server);
    const desk = (await server.call('adminLogin', { username: 'frontdesk', password: 'frontdesk123' })).body
      .data!;
    const form = {
      id: desk.user_id,
      full_name: desk.full_name,
      username: desk.username,
      email: desk.email,
      phone_number: desk.phone_number,
      role_id: 2,
    };
    await server.call('usersUpdate', { ...form, is_active: false } as never, { token: admin });
    await server.call('usersUpdate', { ...form, is_active: true } as never, { token: admin });
    expect((await me(desk.auth_token)).status).toBe(401);
  });
});

describe('demo passwords', () => {
  it('shows the demo credentials and the back-office banner only while a demo password works', async () => {
    server = await startTestServer();
    expect((await server.call('signInOptions')).body.data).toEqual({ demo_credentials: true });
    const admin = await adminToken(server);
    expect((await server.call('backOfficeNotices', undefined, { token: admin })).body.data).toEqual({
      demo_passwords: true,
      sandbox_payments: true,
    });
  });

  it('with SEED_DEMO=false creates the first Super Admin from ADMIN_USERNAME and shows no demo credentials', async () => {
    server = await startTestServer({
      seedDemo: false,
      adminUsername: 'owner',
      adminPassword: 'Blue-Scissors-2026!x',
    });
    expect((await server.call('signInOptions')).body.data).toEqual({ demo_credentials: false });
    expect((await server.call('adminLogin', { username: 'admin', password: 'admin123' })).status).toBe(401);
    const owner = await server.call('adminLogin', { username: 'owner', password: 'Blue-Scissors-2026!x' });
    expect(owner.body.data?.role_id).toBe(1);
  });

  it('refuses to start with a weak ADMIN_PASSWORD', async () => {
    await expect(
      startTestServer({ seedDemo: false, adminUsername: 'owner', adminPassword: 'admin1234' }),
    ).rejects.toThrow(/ADMIN_PASSWORD is too weak/);
  });
});
