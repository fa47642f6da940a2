/**
 * "Change password" for whoever is signed in (a customer from the account menu, staff from the
 * admin header): current password, new password twice. The server ends the user's other sessions;
 * this one stays.
 */
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '#shared/constants';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { ApiCallError, callWithMessage } from '../../lib/api';
import { lazySchema, useFieldText } from '../../lib/form-check';
import { toast } from '../../lib/toast';
import { useCheckedForm } from '../../lib/use-checked-form';
import type { PasswordAccount } from './account-schemas';
import formStyles from './accounts.module.css';
import { NewPasswordFields } from './new-password-fields';

const schemas = lazySchema(() => import('./account-schemas'));
const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordDialog({
  open,
  token,
  account,
  onClose,
  returnFocus,
}: {
  open: boolean;
  token: string | null;
  /** Whose password changes: its length and the names it must not contain follow the rule. */
  account: PasswordAccount;
  onClose: () => void;
  /** Where focus goes on close: the menu item that opened the dialog closes with its menu. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const text = useFieldText();
  const form = useCheckedForm(EMPTY, () => schemas().then((m) => m.changePasswordForm(account)));
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.send(
      async () => {
        const { current_password, new_password } = form.values;
        const { message } = await callWithMessage(
          'changePassword',
          { current_password, new_password },
          { token },
        );
        toast.success(message);
        close();
      },
      (err) => {
        // a wrong current password is a 400 without fields: it belongs to the current password
        const message = err instanceof ApiCallError ? err.message : t('accounts.failed');
        if (err instanceof ApiCallError && err.status === 400) form.setErrors({ current_password: message });
        else toast.error(message);
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('accounts.changeTitle')}
      subtitle={t('accounts.changeSubtitle')}
      onClose={close}
      size="sm"
      returnFocus={returnFocus}
    >
      <form className={formStyles.form} onSubmit={submit} onFocus={() => void schemas()} noValidate>
        <TextField
          label={t('accounts.current')}
          type="password"
          autoComplete="current-password"
          value={form.values.current_password}
          onChange={(e) => form.set('current_password', e.target.value)}
          error={text(form.errors.current_password)}
          required
        />
        <NewPasswordFields name="new_password" form={form} min={PASSWORD_MIN_LENGTH[account.holder]} />
        <Button type="submit" block busy={form.busy}>
          {t('accounts.changeSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
