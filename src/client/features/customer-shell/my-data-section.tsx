/**
 * "Your data" in My details: download everything the salon holds about you as a JSON file, or delete
 * the account (after a confirmation that asks for the password). Deleting erases the person, not
 * the salon's records of what was paid; the app then signs out and forgets what it kept here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { ApiCallError, call, callWithMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import formStyles from '../accounts/accounts.module.css';
import { signedOut } from './customer-session';
import styles from './my-data-section.module.css';

/** Saves `data` as a file the browser downloads. */
function saveJson(data: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!password) return setError(t('field.required'));
    setBusy(true);
    try {
      const { message } = await callWithMessage('accountDelete', { password });
      // nothing of the account stays on this phone either: its cached bookings and profile go
      queryClient.clear();
      signedOut();
      toast.success(message);
      onClose();
    } catch (err) {
      if (err instanceof ApiCallError && err.status === 400) setError(err.message);
      else toast.error(err instanceof ApiCallError ? err.message : t('myData.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('myData.deleteTitle')} onClose={busy ? () => {} : onClose} size="sm">
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <p>{t('myData.deleteText')}</p>
        <TextField
          label={t('myData.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
          error={error}
          required
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            {busy ? t('myData.deleting') : t('myData.deleteConfirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function MyDataSection() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const data = await call('accountExport', {});
      saveJson(data, `my-salon-data-${data.exported_at.slice(0, 10)}.json`);
    } catch (err) {
      toast.error(err instanceof ApiCallError ? err.message : t('myData.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="my-data-title">
      <h3 id="my-data-title" className={styles.title}>
        {t('myData.title')}
      </h3>
      <p className={styles.intro}>{t('myData.intro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void download()} busy={downloading}>
          {t('myData.download')}
        </Button>
        <Button variant="ghost" className={styles.delete} onClick={() => setDeleting(true)}>
          {t('myData.delete')}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
