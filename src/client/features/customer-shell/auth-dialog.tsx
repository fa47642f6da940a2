/**
 * The sign-in and registration dialog (docs/product.md §2 and §5). Toggles between the two; the fields
 * reset on close and on every switch. Errors from the server show inside the dialog (an alert
 * above the fields); field errors beside their fields.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import styles from './auth-dialog.module.css';
import { LoginFields, RegisterFields } from './auth-forms';

export type AuthMode = 'login' | 'register';
type Props = { mode: AuthMode; onModeChange: (mode: AuthMode) => void; onClose: () => void };

export function AuthDialog({ mode, onModeChange, onClose }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      size="sm"
      title={mode === 'login' ? t('auth.loginTitle') : t('auth.registerTitle')}
      subtitle={mode === 'login' ? t('auth.loginSubtitle') : t('auth.registerSubtitle')}
      onClose={busy ? () => {} : onClose}
      footer={
        <div className={styles.footer}>
          <Button type="submit" form={formId} block size="lg" busy={busy}>
            {mode === 'login' ? t('auth.loginAction') : t('auth.registerAction')}
          </Button>
        </div>
      }
    >
      <fieldset className={styles.switch}>
        <legend className="visually-hidden">{t('auth.modeLabel')}</legend>
        <button
          type="button"
          className={styles.switchButton}
          aria-pressed={mode === 'login'}
          onClick={() => onModeChange('login')}
        >
          {t('auth.loginTab')}
        </button>
        <button
          type="button"
          className={styles.switchButton}
          aria-pressed={mode === 'register'}
          onClick={() => onModeChange('register')}
        >
          {t('auth.registerTab')}
        </button>
      </fieldset>
      {/* keyed by mode: switching modes starts with empty fields */}
      {mode === 'login' ? (
        <LoginFields key="login" formId={formId} setBusy={setBusy} onDone={onClose} />
      ) : (
        <RegisterFields key="register" formId={formId} setBusy={setBusy} onDone={onClose} />
      )}
    </Modal>
  );
}
