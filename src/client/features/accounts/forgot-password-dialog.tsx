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
import formStyles from './accounts.module.css';
import { validateForgot } from './password-rules';

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setEmail('');
    setError(undefined);
    setSent(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateForgot(email);
    setError(found ? t(`errors.${found}`) : undefined);
    if (found || busy) return;
    setBusy(true);
    try {
      setSent((await callWithMessage('forgotPassword', { email: email.trim() })).message);
    } catch (err) {
      setError(err instanceof ApiCallError ? err.message : t('accounts.failed'));
    } finally {
      setBusy(false);
    }
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
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <p>{t('accounts.forgotIntro')}</p>
          <TextField
            label={t('accounts.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            required
          />
          <Button type="submit" block busy={busy}>
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
