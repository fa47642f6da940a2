/** Cancel: a confirm dialog that says what happens to the money before anything is done. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '#shared/contract/manage';
import { Button } from '../../../components/button';
import { useCustomerContext } from '../../../components/customer-context';
import { money } from '../../../components/format';
import { Modal } from '../../../components/modal';
import { cancel, type Proof } from './api';
import styles from './manage.module.css';

type Props = {
  open: boolean;
  booking: ManagedBooking;
  proof: Proof;
  when: string;
  onClose: () => void;
  onDone: (next: ManagedBooking, message: string) => void;
};

export function CancelDialog({ open, booking: b, proof, when, onClose, onDone }: Props) {
  const { t } = useTranslation('manage');
  const { t: tb } = useTranslation('booking');
  const { salon } = useCustomerContext();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data, message } = await cancel(b.id, proof, reason.trim());
      onDone(data, message);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('cancel.title')}
      onClose={busy ? () => {} : onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel.keep')}
          </Button>
          <Button variant="danger" onClick={() => void submit()} busy={busy}>
            {busy ? t('cancel.cancelling') : t('cancel.confirm')}
          </Button>
        </>
      }
    >
      {b.cancel_fee_now > 0 ? (
        <p data-testid="cancel-fee">
          {tb('protection.cancelFee', { fee: money(b.cancel_fee_now, salon?.currency ?? 'S$') })}
        </p>
      ) : null}
      <p data-testid="cancel-consequence">
        {b.refund_on_cancel && b.cancel_fee_now === 0
          ? t('cancel.refund', { when, amount: money(b.total_amount, salon?.currency ?? 'S$') })
          : t('cancel.noRefund', { when })}
      </p>
      <label className={styles.field}>
        <span>{t('cancel.reason')}</span>
        <textarea value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </label>
      {error ? (
        <p className={styles.note} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
