/** Back-office users: the staff accounts page and its role rules (issue 3, docs/product.md §3, 5, 6). */
import { describe, expect, it } from 'vitest';
import { openSalon } from '../support/open-salon';

const { server, t } = openSalon();

const newUser = (n: string, extra: Record<string, unknown> = {}) => ({
  full_name: `Test User ${n}`,
  username: `user_${n}`,
  email: `user_${n}@example.com`,
  password: 'secret-pass-1',
  phone_number: '6123 4599',
  ...extra,
});

/** Demotes every other Super Admin, so the demo admin is the only active one; returns it. */
async function onlyDemoAdminIsSuper() {
  const all = (await server.call('usersList', { page_size: 100 }, { token: t.admin })).body.data!.users;
  for (const u of all) {
    if (u.role_id === 1 && u.is_active && u.username !== 'admin') {
      expect((await server.call('usersUpdate', { ...u, role_id: 2 }, { token: t.admin })).status).toBe(200);
    }
  }
  return all.find((u) => u.username === 'admin')!;
}

async function addUser(n: string, extra: Record<string, unknown> = {}) {
  const res = await server.call('usersAdd', newUser(n, extra) as never, { token: t.admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!;
}

describe('who may call the user calls', () => {
  it('answers 401 without a token and 403 for a customer', async () => {
    expect((await server.call('usersList', {})).status).toBe(401);
    expect((await server.call('usersList', {}, { token: t.customer })).status).toBe(403);
    expect((await server.call('usersAdd', newUser('nobody') as never, { token: t.customer })).status).toBe(
      403,
    );
  });

  it('lets Staff list users but not add, update or delete them', async () => {
    expect((await server.call('usersList', {}, { token: t.staff })).status).toBe(200);
    const add = await server.call('usersAdd', newUser('bystaff') as never, { token: t.staff });
    expect(add.status).toBe(403);
    expect(add.body).toMatchObject({ success: false, code: 'forbidden' });
    const someone = await addUser('target1');
    expect(
      (await server.call('usersUpdate', { ...someone, full_name: 'Changed' }, { token: t.staff })).status,
    ).toBe(403);
    expect((await server.call('usersDelete', { id: someone.id }, { token: t.staff })).status).toBe(403);
  });
});

describe('adding a user', () => {
  it('creates a Staff user by default, active, and never returns the password', async () => {
    const res = await server.call(
      'usersAdd',
      {
        full_name: 'Nora Lee',
        username: 'nora',
        email: 'nora@example.com',
        password: 'long-enough-1',
      } as never,
      { token: t.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User created successfully');
    expect(res.body.data).toMatchObject({
      full_name: 'Nora Lee',
      username: 'nora',
      role_id: 2,
      is_active: true,
      phone_number: '',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|long-enough/);
  });

  it('lets the new user sign in with the password given', async () => {
    await addUser('signer', { role_id: 2 });
    const login = await server.call('adminLogin', { username: 'user_signer', password: 'secret-pass-1' });
    expect(login.status).toBe(200);
  });

  it('requires full name, username, email and a password', async () => {
    const res = await server.call(
      'usersAdd',
      { full_name: '', username: '', email: '', password: '' } as never,
      { token: t.admin },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        'full_name: This field is required',
        'username: This field is required',
        'email: This field is required',
        'password: This field is required',
      ]),
    );
  });

  it('refuses a malformed email, a role other than 1 or 2 and a short phone', async () => {
    const res = await server.call(
      'usersAdd',
      newUser('bad', { email: 'not-an-email', role_id: 3, phone_number: '1234' }) as never,
      { token: t.admin },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        'email: Invalid format',
        'phone_number: Phone number must be at least 8 digits',
      ]),
    );
    expect(res.body.errors.some((e) => e.startsWith('role_id:'))).toBe(true);
  });

  it('refuses a duplicate username or email with 409, whatever the case', async () => {
    await addUser('dup');
    const byName = await server.call('usersAdd', newUser('other', { username: 'USER_DUP' }) as never, {
      token: t.admin,
    });
    expect(byName.status).toBe(409);
    expect(byName.body.message).toBe('The username "USER_DUP" is already taken');
    const byEmail = await server.call(
      'usersAdd',
      newUser('other2', { email: 'User_Dup@Example.com' }) as never,
      { token: t.admin },
    );
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.message).toMatch(/already used by another user/);
  });

  it('answers in Chinese when asked', async () => {
    const res = await server.call('usersAdd', newUser('zh') as never, { token: t.admin, lang: 'zh' });
    expect(res.body.message).toBe('用户创建成功');
  });
});

describe('updating a user', () => {
  it('changes the fields, drops a password sent along and keeps the old one', async () => {
    const u = await addUser('upd');
    const res = await server.call(
      'usersUpdate',
      { ...u, full_name: 'Updated Name', role_id: 1, password: 'hijack-123' } as never,
      { token: t.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User updated successfully');
    expect(res.body.data).toMatchObject({ id: u.id, full_name: 'Updated Name', role_id: 1 });
    expect(
      (await server.call('adminLogin', { username: 'user_upd', password: 'secret-pass-1' })).status,
    ).toBe(200);
    expect((await server.call('adminLogin', { username: 'user_upd', password: 'hijack-123' })).status).toBe(
      401,
    );
  });

  it("refuses to take another user's username with 409", async () => {
    const u = await addUser('upd2');
    const res = await server.call('usersUpdate', { ...u, username: 'admin' }, { token: t.admin });
    expect(res.status).toBe(409);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await server.call(
      'usersUpdate',
      { id: 99999, full_name: 'X', username: 'ghost', email: 'ghost@example.com' } as never,
      { token: t.admin },
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('User not found');
  });

  it('signs a deactivated user out of the back office', async () => {
    const u = await addUser('deact', { role_id: 2 });
    const login = await server.call('adminLogin', { username: 'user_deact', password: 'secret-pass-1' });
    const token = login.body.data!.auth_token;
    expect((await server.call('usersList', {}, { token })).status).toBe(200);
    expect((await server.call('usersUpdate', { ...u, is_active: false }, { token: t.admin })).status).toBe(
      200,
    );
    expect((await server.call('usersList', {}, { token })).status).toBe(401);
  });
});

describe('the self and last-Super-Admin rules', () => {
  it('refuses to let anyone delete or deactivate their own account', async () => {
    const list = await server.call('usersList', { search_text: 'admin@tress.salon' }, { token: t.admin });
    const me = list.body.data!.users[0]!;
    const del = await server.call('usersDelete', { id: me.id }, { token: t.admin });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('You cannot delete your own account');
    const off = await server.call('usersUpdate', { ...me, is_active: false }, { token: t.admin });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('You cannot deactivate your own account');
  });

  it('refuses to demote the last active Super Admin', async () => {
    const demo = await onlyDemoAdminIsSuper();
    const res = await server.call('usersUpdate', { ...demo, role_id: 2 }, { token: t.admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This is the last active Super Admin. Make another user Super Admin first.',
    );
  });

  it('does not count an inactive Super Admin as another one', async () => {
    const demo = await onlyDemoAdminIsSuper();
    const ghost = await addUser('ghostsa', { role_id: 1, is_active: false });
    expect(ghost).toMatchObject({ role_id: 1, is_active: false });
    expect((await server.call('usersUpdate', { ...demo, role_id: 2 }, { token: t.admin })).status).toBe(409);
  });

  it('lets a Super Admin remove another while one remains, and of two demoting each other at once only one wins', async () => {
    const demo = await onlyDemoAdminIsSuper();
    const boss = await addUser('boss', { role_id: 1 });
    const bossToken = (await server.call('adminLogin', { username: 'user_boss', password: 'secret-pass-1' }))
      .body.data!.auth_token;
    const [a, b] = await Promise.all([
      server.call('usersUpdate', { ...boss, role_id: 2 }, { token: t.admin }),
      server.call('usersUpdate', { ...demo, role_id: 2 }, { token: bossToken }),
    ]);
    // one wins; the other is refused, by the last-Super-Admin rule (409) or, when it came second, by its
    // lost role (403) or its ended session (401: a role change ends the demoted user's sessions)
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect([401, 403, 409]).toContain(a.status === 200 ? b.status : a.status);
    if (b.status === 200) {
      // a role change ends the demoted user's sessions: the demo admin signs in again afterwards
      expect((await server.call('me', undefined, { token: t.admin })).status).toBe(401);
      expect((await server.call('usersUpdate', { ...demo, role_id: 1 }, { token: bossToken })).status).toBe(
        200,
      );
      const again = await server.call('adminLogin', { username: 'admin', password: 'admin123' });
      t.admin = again.body.data!.auth_token;
    }
    const del = await server.call('usersDelete', { id: boss.id }, { token: t.admin });
    expect(del.status).toBe(200);
  });
});

describe('deleting a user', () => {
  it('deletes a Staff user and says so; a second delete answers 404', async () => {
    const u = await addUser('gone');
    const res = await server.call('usersDelete', { id: u.id }, { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null, message: 'User deleted successfully' });
    expect((await server.call('usersDelete', { id: u.id }, { token: t.admin })).status).toBe(404);
  });
});

describe('listing users', () => {
  it('pages by 10 by default with the totals, and lists staff accounts only', async () => {
    const res = await server.call('usersList', {}, { token: t.admin });
    const page = res.body.data!;
    expect(page.page_number).toBe(1);
    expect(page.page_size).toBe(10);
    expect(page.total_page_count).toBe(Math.ceil(page.total_records / 10));
    expect(page.users.length).toBe(Math.min(10, page.total_records));
    expect(page.users.some((u) => u.username === 'demo')).toBe(false); // the demo customer is not a user
    expect(JSON.stringify(page)).not.toMatch(/password/);
  });

  it('searches name, username, email and phone, case-insensitively', async () => {
    await addUser('searchme', { full_name: 'Zelda Quill', phone_number: '87654321' });
    for (const q of ['zelda', 'USER_SEARCHME', 'user_searchme@example', '87654321']) {
      const res = await server.call('usersList', { search_text: q }, { token: t.admin });
      expect(
        res.body.data!.users.map((u) => u.username),
        q,
      ).toEqual(['user_searchme']);
    }
  });

  it('treats % and _ in the search as plain characters', async () => {
    const res = await server.call('usersList', { search_text: '%' }, { token: t.admin });
    expect(res.body.data!.total_records).toBe(0);
  });

  it('gives an empty page for no match, a short last page, and an empty page past the end', async () => {
    const none = await server.call('usersList', { search_text: 'no-such-user-anywhere' }, { token: t.admin });
    expect(none.body.data).toMatchObject({
      users: [],
      total_records: 0,
      total_page_count: 0,
      page_number: 1,
    });
    for (let i = 0; i < 5; i++) await addUser(`pager${i}`, { full_name: `Pager Person ${i}` });
    const last = await server.call(
      'usersList',
      { search_text: 'Pager Person', page_number: 3, page_size: 2 },
      { token: t.admin },
    );
    expect(last.body.data).toMatchObject({
      total_records: 5,
      total_page_count: 3,
      page_number: 3,
      page_size: 2,
    });
    expect(last.body.data!.users.map((u) => u.full_name)).toEqual(['Pager Person 4']);
    const past = await server.call(
      'usersList',
      { search_text: 'Pager Person', page_number: 9, page_size: 2 },
      { token: t.admin },
    );
    expect(past.body.data).toMatchObject({
      users: [],
      total_records: 5,
      total_page_count: 3,
      page_number: 9,
    });
  });

  it('refuses a page number below 1', async () => {
    expect((await server.call('usersList', { page_number: 0 }, { token: t.admin })).status).toBe(400);
  });
});
