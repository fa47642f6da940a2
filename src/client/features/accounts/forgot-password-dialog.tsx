/**
 * "Forgot password?": an email address in, the server's one answer out (the same whether or not an
 * account uses it). The link in the email opens /reset-password.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { ApiCallError, callWithMessage } from '../../lib/api';
import { lazySchema, useFieldText } from '../../lib/form-check';
import { useCheckedForm } from '../../lib/use-checked-form';
import formStyles from './accounts.module.css';

const schemas = lazySchema(() => import('./account-schemas'));

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useFieldText();
  const form = useCheckedForm({ email: '' }, () => schemas().then((m) => m.ForgotForm));
  const [sent, setSent] = useState<string | null>(null);
  const close = () => {
    form.reset();
    setSent(null);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.send(
      async () =>
        setSent((await callWithMessage('forgotPassword', { email: form.values.email.trim() })).message),
      (err) => form.setErrors({ email: err instanceof ApiCallError ? err.message : t('accounts.failed') }),
    );
  };

  return (
    <Modal open={open} title={t('accounts.forgotTitle')} onClose={close} size="sm">
      {sent ? (
        <div role="status" className={formStyles.form}>
          <p>{sent}</p>
          <Button block onClick={close}>
            {t('accounts.done')}
          </Button>
        </div>
      ) : (
        <form className={formStyles.form} onSubmit={submit} onFocus={() => void schemas()} noValidate>
          <p>{t('accounts.forgotIntro')}</p>
          <TextField
            label={t('accounts.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.values.email}
            onChange={(e) => form.set('email', e.target.value)}
            error={text(form.errors.email)}
            required
          />
          <Button type="submit" block busy={form.busy}>
            {t('accounts.forgotSubmit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}

/** The "Forgot password?" link of a sign-in form, with its dialog. */
export function ForgotPasswordLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {t('accounts.forgotLink')}
      </button>
      <ForgotPasswordDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
