/**
 * A Super Admin sets a staff member's password (a forgotten one, or a first one handed over in
 * person). The member's sessions end on the server.
 */
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/contract/users';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { ApiCallError } from '../../../lib/api';
import formStyles from '../../accounts/accounts.module.css';
import { type ResetForm, validateReset } from '../../accounts/password-rules';
import { adminCallWithMessage } from '../lib/admin-api';

export function SetPasswordModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [form, setForm] = useState<ResetForm>({ next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ResetForm, string>>>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setForm({ next: '', confirm: '' });
    setErrors({});
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user || busy) return;
    const found = validateReset(form);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, tc(`errors.${v}`)])));
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { message } = await adminCallWithMessage('usersSetPassword', {
        id: user.id,
        new_password: form.next,
      });
      toast.success(message);
      close();
    } catch (err) {
      toast.error(err instanceof ApiCallError ? err.message : tc('accounts.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={user !== null}
      title={t('accounts.setPasswordTitle', { name: user?.full_name ?? '' })}
      subtitle={t('accounts.setPasswordHint')}
      onClose={close}
      size="sm"
    >
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={tc('accounts.new')}
          type="password"
          autoComplete="new-password"
          value={form.next}
          onChange={(e) => setForm((f) => ({ ...f, next: e.target.value }))}
          error={errors.next}
          hint={tc('accounts.newHint')}
          required
        />
        <TextField
          label={tc('accounts.confirm')}
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onChange={(e) => setForm((f) => ({ ...f, confirm: e.target.value }))}
          error={errors.confirm}
          required
        />
        <Button type="submit" block busy={busy}>
          {t('accounts.setPasswordSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
