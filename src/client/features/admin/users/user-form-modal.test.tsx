// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '#shared/contract/users';
import type { Language } from '../../../lib/language';
import { problemWith } from '../../../test-support/fields';
import { answerCalls, ok, renderInApp } from '../../../test-support/render';
import { AdminSessionProvider } from '../lib/admin-session';
import { UserFormModal } from './user-form-modal';

const ME = {
  user_id: 1,
  full_name: 'Ada Admin',
  username: 'admin',
  phone_number: '',
  email: 'a@tress.salon',
  role_id: 1,
} as const;
const MINA: AdminUser = {
  id: 9,
  full_name: 'Mina Koh',
  username: 'mina.koh',
  email: 'mina@tress.salon',
  phone_number: '98765432',
  role_id: 2,
  is_active: true,
};

/** The users page's Add or Edit: the form in its modal, gone once saved. */
function UsersPage({ user }: { user: AdminUser | null }) {
  const [open, setOpen] = useState(true);
  return open ? <UserFormModal open user={user} onClose={() => setOpen(false)} /> : <p>closed</p>;
}

async function openForm(user: AdminUser | null = null, lang: Language = 'en') {
  const view = await renderInApp(
    <AdminSessionProvider user={ME}>
      <UsersPage user={user} />
    </AdminSessionProvider>,
    { lang },
  );
  const t = (key: string) => view.i18n.t(key, { ns: 'admin' });
  return { user: userEvent.setup({ delay: null }), form: within(screen.getByRole('dialog')), t };
}

describe('the user form', () => {
  for (const [lang, required] of [
    ['en', 'This field is required'],
    ['zh', '此项为必填项'],
  ] as const) {
    it(`requires a name, a username, a password and an email, but not a phone (${lang})`, async () => {
      const { user, form, t } = await openForm(null, lang);
      await user.click(form.getByRole('button', { name: t('common.create') }));
      expect(form.getAllByText(required)).toHaveLength(4);
      for (const field of ['fullName', 'username', 'password', 'email'])
        expect(problemWith(t(`users.form.${field}`), form)).toBe(required);
      expect(problemWith(t('users.form.phone'), form)).toBeNull();
    });
  }

  it('adds Staff, active, by default', async () => {
    const { form } = await openForm();
    expect(form.getByLabelText<HTMLSelectElement>('Role').value).toBe('2');
    expect(form.getByRole<HTMLInputElement>('checkbox', { name: 'Active' }).checked).toBe(true);
  });

  it('refuses a staff password shorter than 12 characters, under the password', async () => {
    const sent = answerCalls({});
    const { user, form } = await openForm();
    await user.type(form.getByLabelText('Full name'), 'Mina Koh');
    await user.type(form.getByLabelText('Username'), 'mina.koh');
    await user.type(form.getByLabelText('Password'), 'short');
    await user.type(form.getByLabelText('Email'), 'mina@tress.salon');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(problemWith('Password', form)).toBe('Password must be at least 12 characters');
    expect(sent).toEqual([]);
  });

  it('asks for no password when editing', async () => {
    const { form } = await openForm(MINA);
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeTruthy();
    expect(form.queryByLabelText('Password')).toBeNull();
    expect(form.getByLabelText<HTMLInputElement>('Full name').value).toBe('Mina Koh');
  });

  it('saves once, even on a double tap, stays open while saving and closes when saved', async () => {
    let answer = () => {};
    const sent = answerCalls({
      '/api/users/update': () =>
        new Promise((resolve) => {
          answer = () => resolve(ok({ ...MINA, phone_number: '98765433' }));
        }),
    });
    const { user, form } = await openForm(MINA);
    await user.clear(form.getByLabelText('Phone number'));
    await user.type(form.getByLabelText('Phone number'), '9876 5433');
    await user.dblClick(form.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(form.getByRole<HTMLButtonElement>('button', { name: 'Update' }).disabled).toBe(true),
    );
    await user.click(form.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    answer();
    await screen.findByText('closed');
    expect(sent).toEqual([
      {
        path: '/api/users/update',
        body: {
          id: 9,
          full_name: 'Mina Koh',
          username: 'mina.koh',
          email: 'mina@tress.salon',
          phone_number: '98765433',
          role_id: 2,
          is_active: true,
        },
      },
    ]);
  });

  it("shows the server's refusal of a field under that field", async () => {
    answerCalls({
      '/api/users/update': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          code: 'validation',
          field_errors: { username: 'This username is taken' },
        },
      }),
    });
    const { user, form } = await openForm(MINA);
    await user.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(problemWith('Username', form)).toBe('This username is taken'));
  });
});
