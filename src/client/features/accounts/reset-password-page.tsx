/**
 * /reset-password?t=<token>: the page a reset email links to. A new password twice; the link works
 * once, for an hour. Afterwards every session of the account has ended: sign in again.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { ApiCallError, callWithMessage } from '../../lib/api';
import styles from './accounts.module.css';
import { type ResetForm, validateReset } from './password-rules';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [form, setForm] = useState<ResetForm>({ next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ResetForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateReset(form);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(`errors.${v}`)])));
    if (Object.keys(found).length || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      setDone((await callWithMessage('resetPassword', { token, new_password: form.next })).message);
    } catch (err) {
      setFailure(err instanceof ApiCallError ? err.message : t('accounts.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className={styles.page}>
      <title>{t('accounts.resetTitle')}</title>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('accounts.resetTitle')}</h1>
        {done ? (
          <div role="status">
            <p>{done}</p>
            <p className={styles.links}>
              <Link to="/">{t('accounts.toCustomerSignIn')}</Link>
              <Link to="/login">{t('accounts.toStaffSignIn')}</Link>
            </p>
          </div>
        ) : !token ? (
          <p role="alert">{t('accounts.resetNoToken')}</p>
        ) : (
          <form onSubmit={submit} noValidate>
            <p>{t('accounts.resetIntro')}</p>
            <TextField
              label={t('accounts.new')}
              type="password"
              autoComplete="new-password"
              value={form.next}
              onChange={(e) => setForm((f) => ({ ...f, next: e.target.value }))}
              error={errors.next}
              hint={t('accounts.newHint')}
              required
            />
            <TextField
              label={t('accounts.confirm')}
              type="password"
              autoComplete="new-password"
              value={form.confirm}
              onChange={(e) => setForm((f) => ({ ...f, confirm: e.target.value }))}
              error={errors.confirm}
              required
            />
            {failure ? (
              <p role="alert" className={styles.failure}>
                {failure}
              </p>
            ) : null}
            <Button type="submit" block busy={busy}>
              {t('accounts.resetSubmit')}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
