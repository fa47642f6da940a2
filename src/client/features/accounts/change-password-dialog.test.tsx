// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../lib/language';
import { problemWith } from '../../test-support/fields';
import { answerCalls, ok, renderInApp } from '../../test-support/render';
import type { PasswordAccount } from './account-schemas';
import { ChangePasswordDialog } from './change-password-dialog';

const CUSTOMER: PasswordAccount = { holder: 'customer', username: 'grace', email: 'grace@example.com' };
const STAFF: PasswordAccount = { holder: 'staff', username: 'frontdesk', email: 'desk@tress.salon' };

async function openDialog(account: PasswordAccount = CUSTOMER, lang: Language = 'en') {
  const view = await renderInApp(
    <ChangePasswordDialog open token="token" account={account} onClose={() => {}} />,
    { lang },
  );
  const t = (key: string) => view.i18n.t(`accounts.${key}`);
  const dialog = within(screen.getByRole('dialog', { name: t('changeTitle') }));
  const user = userEvent.setup({ delay: null });
  const fill = async (current: string, next: string, again: string) => {
    if (current) await user.type(dialog.getByLabelText(t('current')), current);
    if (next) await user.type(dialog.getByLabelText(t('new')), next);
    if (again) await user.type(dialog.getByLabelText(t('confirm')), again);
    await user.click(dialog.getByRole('button', { name: t('changeSubmit') }));
  };
  return { user, dialog, t, fill };
}

describe('changing a password', () => {
  for (const [lang, required] of [
    ['en', 'This field is required'],
    ['zh', '此项为必填项'],
  ] as const) {
    it(`requires the current password and the new one twice (${lang})`, async () => {
      const sent = answerCalls({});
      const { dialog, t, fill } = await openDialog(CUSTOMER, lang);
      await fill('', '', '');
      for (const field of ['current', 'new', 'confirm'])
        await waitFor(() => expect(problemWith(t(field), dialog)).toBe(required));
      expect(sent).toEqual([]);
    });
  }

  it("holds a customer's new password to 8 characters", async () => {
    answerCalls({});
    const customer = await openDialog(CUSTOMER);
    await customer.fill('old-secret', 'short', 'short');
    await waitFor(() =>
      expect(problemWith('New password', customer.dialog)).toBe('Password must be at least 8 characters'),
    );
  });

  it("holds a staff member's new password to 12 characters", async () => {
    answerCalls({});
    const { dialog, fill } = await openDialog(STAFF);
    await fill('old-secret', 'teal-comb-7', 'teal-comb-7');
    await waitFor(() =>
      expect(problemWith('New password', dialog)).toBe('Password must be at least 12 characters'),
    );
  });

  it('refuses a new password holding the username, and a repetition that differs', async () => {
    answerCalls({});
    const { dialog, fill } = await openDialog();
    await fill('old-secret', 'grace-maple-17', 'grace-maple-18');
    await waitFor(() =>
      expect(problemWith('New password', dialog)).toBe(
        'The password must not contain your username or email',
      ),
    );
    expect(problemWith('Repeat the new password', dialog)).toBe('Passwords do not match');
    expect(problemWith('Current password', dialog)).toBeNull();
  });

  it('says a wrong current password under the current password', async () => {
    answerCalls({
      '/api/auth/change-password': () => ({
        status: 400,
        body: { success: false, message: 'The current password is not right', code: 'validation' },
      }),
    });
    const { dialog, fill } = await openDialog();
    await fill('not-it', 'maple-comb-17', 'maple-comb-17');
    await waitFor(() =>
      expect(problemWith('Current password', dialog)).toBe('The current password is not right'),
    );
  });

  it('sends the change once, even on a double tap, busy until the server answers', async () => {
    let answer = () => {};
    const sent = answerCalls({
      '/api/auth/change-password': () =>
        new Promise((resolve) => {
          answer = () => resolve(ok({}));
        }),
    });
    const { user, dialog, t } = await openDialog();
    await user.type(dialog.getByLabelText(t('current')), 'old-secret');
    await user.type(dialog.getByLabelText(t('new')), 'maple-comb-17');
    await user.type(dialog.getByLabelText(t('confirm')), 'maple-comb-17');
    // both taps of a double tap with no pause between them, before the form shows busy
    await user.dblClick(dialog.getByRole('button', { name: t('changeSubmit') }));
    await waitFor(() =>
      expect(dialog.getByRole<HTMLButtonElement>('button', { name: t('changeSubmit') }).disabled).toBe(true),
    );
    answer();
    await waitFor(() =>
      expect(dialog.getByRole<HTMLButtonElement>('button', { name: t('changeSubmit') }).disabled).toBe(false),
    );
    expect(sent.map((c) => c.body)).toEqual([
      { current_password: 'old-secret', new_password: 'maple-comb-17' },
    ]);
  });
});
