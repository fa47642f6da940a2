/**
 * The back office's add and edit dialogs: one form in a modal, Cancel and the form's submit button
 * in its footer. While a save is under way the dialog stays open (Escape and Cancel wait for the
 * server's answer), so a half-saved record is never left behind a closed dialog.
 */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

type Props = {
  open: boolean;
  title: ReactNode;
  subtitle?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The form's id, which the footer's submit button names. */
  formId: string;
  formClassName?: string;
  onSubmit: (e: FormEvent) => void;
  /** The submit button's words: Create or Update unless the form has its own. */
  creating?: boolean;
  submitLabel?: ReactNode;
  saving: boolean;
  /** Shown instead of the form while what it needs is loading (the submit button is off then). */
  waiting?: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

export function FormModal({
  open,
  title,
  subtitle,
  size,
  formId,
  formClassName,
  onSubmit,
  creating = false,
  submitLabel,
  saving,
  waiting,
  onClose,
  children,
}: Props) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={open}
      size={size}
      title={title}
      subtitle={subtitle}
      onClose={saving ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving} disabled={waiting ? true : undefined}>
            {submitLabel ?? (creating ? t('common.create') : t('common.update'))}
          </Button>
        </>
      }
    >
      {waiting ?? (
        <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate>
          {children}
        </form>
      )}
    </Modal>
  );
}
