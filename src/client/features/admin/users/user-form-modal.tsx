import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#shared/contract/users';
import type { RoleId } from '#shared/enums';
import { Checkbox, SelectField, TextField } from '../../../components/field';
import { serverFieldErrors, useFieldText } from '../../../lib/form-check';
import { toast } from '../../../lib/toast';
import { adminCall, errorText } from '../lib/admin-api';
import { useAdmin } from '../lib/admin-session';
import { FormModal } from '../ui/form-modal';
import { useFormValues } from '../ui/use-form-values';
import { userBody, userErrors, userValues } from './user-form';
import styles from './users.module.css';

/** Add / edit a back-office user (Super Admin only). */
export function UserFormModal({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: AdminUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { user: me } = useAdmin();
  const queryClient = useQueryClient();
  const { values: v, set, errors, setErrors } = useFormValues(open, user, userValues);
  const creating = user === null;
  const self = user?.id === me.user_id;
  const mutation = useMutation({
    mutationFn: () => {
      const body = userBody(v, user?.id ?? null);
      return 'id' in body ? adminCall('usersUpdate', body) : adminCall('usersAdd', body);
    },
    onSuccess: () => {
      // closes as soon as the server answers; the list refetches behind it
      onClose();
      toast.success(creating ? t('users.created') : t('users.updated'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
    onError: (e) => {
      setErrors(serverFieldErrors(e));
      toast.error(errorText(e, t('users.saveFailed')));
    },
  });
  const text = useFieldText();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = userErrors(v, creating);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };
  return (
    <FormModal
      open={open}
      title={creating ? t('users.form.addTitle') : t('users.form.editTitle')}
      subtitle={user?.username}
      formId="user-form"
      onSubmit={submit}
      creating={creating}
      saving={mutation.isPending}
      onClose={onClose}
    >
      <TextField
        label={t('users.form.fullName')}
        value={v.full_name}
        onChange={(e) => set('full_name', e.target.value)}
        error={text(errors.full_name)}
        required
        autoComplete="off"
      />
      <div className={styles.pair}>
        <TextField
          label={t('users.form.username')}
          value={v.username}
          onChange={(e) => set('username', e.target.value)}
          error={text(errors.username)}
          required
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
        />
        {creating ? (
          <TextField
            label={t('users.form.password')}
            type="password"
            value={v.password}
            onChange={(e) => set('password', e.target.value)}
            error={text(errors.password)}
            hint={t('users.form.passwordHint')}
            required
            autoComplete="new-password"
          />
        ) : null}
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('users.form.email')}
          type="email"
          value={v.email}
          onChange={(e) => set('email', e.target.value)}
          error={text(errors.email)}
          required
          autoComplete="off"
        />
        <TextField
          label={t('users.form.phone')}
          type="tel"
          inputMode="tel"
          value={v.phone_number}
          onChange={(e) => set('phone_number', e.target.value)}
          error={text(errors.phone_number)}
          hint={t('users.form.phoneHint')}
          autoComplete="off"
        />
      </div>
      <SelectField
        label={t('users.form.role')}
        value={v.role_id}
        disabled={self}
        onChange={(e) => set('role_id', Number(e.target.value) as RoleId)}
      >
        <option value={1}>{t('users.roles.1')}</option>
        <option value={2}>{t('users.roles.2')}</option>
      </SelectField>
      <Checkbox
        label={t('users.form.active')}
        checked={v.is_active}
        disabled={self}
        onChange={(e) => set('is_active', e.target.checked)}
      />
      {self ? <p className={styles.hint}>{t('users.form.selfHint')}</p> : null}
    </FormModal>
  );
}
