// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../lib/language';
import { problemWith } from '../../test-support/fields';
import { answerCalls, ok, renderInApp } from '../../test-support/render';
import { AuthDialog, type AuthMode } from './auth-dialog';

const WORDS = {
  en: {
    logIn: 'Log in',
    create: 'Create account',
    username: 'Username',
    password: 'Password',
    required: 'This field is required',
  },
  zh: { logIn: '登录', create: '创建账户', username: '用户名', password: '密码', required: '此项为必填项' },
} as const;

/** The dialog as the customer header opens it: its mode kept by its opener, gone once closed. */
function Opened({ mode: first }: { mode: AuthMode }) {
  const [mode, setMode] = useState<AuthMode | null>(first);
  return mode ? (
    <AuthDialog mode={mode} onModeChange={setMode} onClose={() => setMode(null)} />
  ) : (
    <p>closed</p>
  );
}

const dialog = () => within(screen.getByRole('dialog'));
/** The dialog's submit button (the mode switch above the fields carries the same words). */
const submit = (name: string) =>
  dialog()
    .getAllByRole<HTMLButtonElement>('button', { name })
    .find((b) => b.type === 'submit')!;

describe('the sign-in form', () => {
  for (const lang of ['en', 'zh'] as Language[]) {
    const w = WORDS[lang];
    it(`says "required" under each empty field, and each goes once its field is filled (${lang})`, async () => {
      const user = userEvent.setup({ delay: null });
      await renderInApp(<Opened mode="login" />, { lang });
      await user.click(submit(w.logIn));
      await waitFor(() => expect(problemWith(w.username, dialog())).toBe(w.required));
      expect(problemWith(w.password, dialog())).toBe(w.required);

      await user.type(dialog().getByLabelText(w.username), 'demo');
      expect(problemWith(w.username, dialog())).toBeNull();
      expect(problemWith(w.password, dialog())).toBe(w.required);
      await user.type(dialog().getByLabelText(w.password), 'wrong-password');
      expect(dialog().queryByText(w.required)).toBeNull();
    });
  }

  it('keeps Log in busy and the dialog open while the sign-in is on its way, then closes', async () => {
    const user = userEvent.setup({ delay: null });
    let letThrough = () => {};
    const sent = answerCalls({
      '/api/auth/login': () =>
        new Promise((resolve) => {
          letThrough = () =>
            resolve(
              ok({
                auth_token: 'token',
                customer_id: 7,
                full_name: 'Demo Customer',
                username: 'demo',
                email: 'demo@example.com',
                phone_number: '91234567',
                avatar_url: null,
              }),
            );
        }),
    });
    await renderInApp(<Opened mode="login" />);
    await user.type(dialog().getByLabelText('Username'), 'demo');
    await user.type(dialog().getByLabelText('Password'), 'demo1234');
    // the two taps of a double tap with no pause between them: the second comes while the first is
    // still being checked, before the form shows busy
    await user.dblClick(submit('Log in'));
    await waitFor(() => expect(submit('Log in').disabled).toBe(true));
    expect(submit('Log in').getAttribute('aria-busy')).toBe('true');
    await user.click(dialog().getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(sent.map((c) => c.path)).toEqual(['/api/auth/login']);

    letThrough();
    await screen.findByText('closed');
  });
});

describe('the registration form', () => {
  it('starts empty after a switch from sign-in', async () => {
    const user = userEvent.setup({ delay: null });
    await renderInApp(<Opened mode="login" />);
    await user.type(dialog().getByLabelText('Username'), 'typed');
    await user.click(dialog().getByRole('button', { name: 'Create account', pressed: false }));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    expect(dialog().getByLabelText<HTMLInputElement>('Username').value).toBe('');
  });

  it('requires every field but gender and date of birth', async () => {
    const user = userEvent.setup({ delay: null });
    await renderInApp(<Opened mode="register" />);
    await user.click(submit('Create account'));
    await waitFor(() => expect(dialog().getAllByText('This field is required')).toHaveLength(6));
    for (const label of ['Full name', 'Username', 'Email', 'Phone number', 'Password', 'Confirm password'])
      expect(problemWith(label, dialog())).toBe('This field is required');
    expect(problemWith('Gender (optional)', dialog())).toBeNull();
    expect(problemWith('Date of birth (optional)', dialog())).toBeNull();
  });

  it('keeps digits only in the phone number', async () => {
    const user = userEvent.setup({ delay: null });
    await renderInApp(<Opened mode="register" />);
    await user.type(dialog().getByLabelText('Phone number'), '9123-45ab');
    expect(dialog().getByLabelText<HTMLInputElement>('Phone number').value).toBe('912345');
  });

  for (const [lang, said] of [
    [
      'en',
      {
        phone: 'Phone number must be at least 8 digits',
        email: 'Invalid format',
        mismatch: 'Passwords do not match',
      },
    ],
    ['zh', { phone: '电话号码至少需要 8 位数字', email: '格式无效', mismatch: '两次输入的密码不一致' }],
  ] as const) {
    it(`says which field is wrong, in the shared rules' words (${lang})`, async () => {
      const user = userEvent.setup({ delay: null });
      const sent = answerCalls({});
      const { i18n } = await renderInApp(<Opened mode="register" />, { lang });
      const label = (key: string) => i18n.t(`auth.${key}`);
      await user.type(dialog().getByLabelText(label('fullName')), 'Nina Newcomer');
      await user.type(dialog().getByLabelText(label('username')), 'nina');
      await user.type(dialog().getByLabelText(label('email')), 'nina@example');
      await user.type(dialog().getByLabelText(label('phone')), '912345');
      await user.type(dialog().getByLabelText(label('password'), { exact: true }), 'maple-comb-17');
      await user.type(dialog().getByLabelText(label('confirmPassword')), 'maple-comb-18');
      await user.click(submit(label('registerAction')));
      await waitFor(() => expect(problemWith(label('phone'), dialog())).toBe(said.phone));
      expect(problemWith(label('email'), dialog())).toBe(said.email);
      expect(problemWith(label('confirmPassword'), dialog())).toBe(said.mismatch);
      expect(problemWith(label('fullName'), dialog())).toBeNull();
      expect(problemWith(label('password'), dialog())).toBeNull();
      expect(sent).toEqual([]);
    });
  }
});
