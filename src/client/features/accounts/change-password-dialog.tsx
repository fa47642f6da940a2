/**
 * "Change password" for whoever is signed in (a customer from the account menu, staff from the
 * admin header): current password, new password twice. The server ends the user's other sessions;
 * this one stays.
 */
import { type FormEvent, type RefObject, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { ApiCallError, callWithMessage } from '../../lib/api';
import formStyles from './accounts.module.css';
import { type ChangeForm, validateChange } from './password-rules';

const EMPTY: ChangeForm = { current: '', next: '', confirm: '' };

export function ChangePasswordDialog({
  open,
  token,
  onClose,
  returnFocus,
}: {
  open: boolean;
  token: string | null;
  onClose: () => void;
  /** Where focus goes on close: the menu item that opened the dialog closes with its menu. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ChangeForm, string>>>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };
  const set = (k: keyof ChangeForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateChange(form);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(`errors.${v}`)])));
    if (Object.keys(found).length || busy) return;
    setBusy(true);
    try {
      const { message } = await callWithMessage(
        'changePassword',
        { current_password: form.current, new_password: form.next },
        { token },
      );
      toast.success(message);
      close();
    } catch (err) {
      const text = err instanceof ApiCallError ? err.message : t('accounts.failed');
      if (err instanceof ApiCallError && err.status === 400) setErrors({ current: text });
      else toast.error(text);
    } finally {
      setBusy(false);
    }
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
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('accounts.current')}
          type="password"
          autoComplete="current-password"
          value={form.current}
          onChange={set('current')}
          error={errors.current}
          required
        />
        <TextField
          label={t('accounts.new')}
          type="password"
          autoComplete="new-password"
          value={form.next}
          onChange={set('next')}
          error={errors.next}
          hint={t('accounts.newHint')}
          required
        />
        <TextField
          label={t('accounts.confirm')}
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
          required
        />
        <Button type="submit" block busy={busy}>
          {t('accounts.changeSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
