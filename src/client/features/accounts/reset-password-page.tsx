/**
 * /reset-password?t=<token>: the page a reset email links to. A new password twice; the link works
 * once, for an hour. Afterwards every session of the account has ended: sign in again.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/app-link';
import { Button } from '../../components/button';
import { ApiCallError, callWithMessage } from '../../lib/api';
import { lazySchema } from '../../lib/form-check';
import { useCheckedForm } from '../../lib/use-checked-form';
import { useSearch } from '../../lib/use-search';
import styles from './accounts.module.css';
import { NewPasswordFields } from './new-password-fields';

const schemas = lazySchema(() => import('./account-schemas'));

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const params = useSearch();
  const token = params.get('t') ?? '';
  const form = useCheckedForm({ new_password: '', confirm_password: '' }, () =>
    schemas().then((m) => m.NewPasswordForm),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.send(
      async () => {
        setFailure(null);
        const { new_password } = form.values;
        setDone((await callWithMessage('resetPassword', { token, new_password })).message);
      },
      (err) => setFailure(err instanceof ApiCallError ? err.message : t('accounts.failed')),
    );
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
          <form onSubmit={submit} onFocus={() => void schemas()} noValidate>
            <p>{t('accounts.resetIntro')}</p>
            <NewPasswordFields name="new_password" form={form} />
            {failure ? (
              <p role="alert" className={styles.failure}>
                {failure}
              </p>
            ) : null}
            <Button type="submit" block busy={form.busy}>
              {t('accounts.resetSubmit')}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
