/**
 * A Super Admin sets a staff member's password (a forgotten one, or a first one handed over in
 * person). The member's sessions end on the server.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '#shared/constants';
import type { AdminUser } from '#shared/contract/users';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { ApiCallError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { setPasswordForm } from '../../accounts/account-schemas';
import formStyles from '../../accounts/accounts.module.css';
import { NewPasswordFields } from '../../accounts/new-password-fields';
import { adminCallWithMessage } from '../lib/admin-api';

export function SetPasswordModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const form = useCheckedForm({ new_password: '', confirm_password: '' }, () =>
    setPasswordForm({ holder: 'staff', username: user?.username ?? '', email: user?.email ?? '' }),
  );
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user) return;
    void form.send(
      async () => {
        const { message } = await adminCallWithMessage('usersSetPassword', {
          id: user.id,
          new_password: form.values.new_password,
        });
        toast.success(message);
        close();
      },
      (err) => toast.error(err instanceof ApiCallError ? err.message : tc('accounts.failed')),
    );
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
        <NewPasswordFields name="new_password" form={form} min={PASSWORD_MIN_LENGTH.staff} />
        <Button type="submit" block busy={form.busy}>
          {t('accounts.setPasswordSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
