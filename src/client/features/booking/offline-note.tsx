/**
 * The wizard's note without a connection: services and stylists can still be chosen (from the
 * saved catalogue); choosing a time and paying need a connection; the choices are kept and the
 * booking continues here when the connection returns.
 */
import { useTranslation } from 'react-i18next';
import styles from './offline-note.module.css';
import type { Flow, StepId } from './wizard-state';

/** Steps that need the server: free times, stylists free at a time, paying. */
export const needsConnection = (step: StepId, flow: Flow) =>
  step === 'datetime' || step === 'checkout' || (step === 'stylist' && flow === 'time');

export function OfflineNote({ step, flow }: { step: StepId; flow: Flow }) {
  const { t } = useTranslation('booking');
  const blocked = needsConnection(step, flow);
  return (
    <div className={`${styles.note} ${blocked ? styles.blocked : ''}`} role="note" data-testid="offline-note">
      {blocked ? <p className={styles.title}>{t('offline.blockedTitle')}</p> : null}
      <p>{blocked ? t('offline.blockedText') : t('offline.text')}</p>
    </div>
  );
}
