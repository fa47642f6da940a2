/** The wizard's choice of order: a stylist first, or a date and time first. */
import { useTranslation } from 'react-i18next';
import { CalendarIcon, UserIcon } from '../../components/icons';
import styles from './wizard.module.css';
import type { Flow } from './wizard-state';

export function FlowSwitch({ flow, onChange }: { flow: Flow; onChange: (flow: Flow) => void }) {
  const { t } = useTranslation('booking');
  return (
    <fieldset className={styles.flow}>
      <legend className="visually-hidden">{t('wizard.flowLabel')}</legend>
      <button
        type="button"
        className={styles.flowButton}
        aria-pressed={flow === 'stylist'}
        onClick={() => onChange('stylist')}
      >
        <UserIcon size={18} />
        {t('wizard.flowStylist')}
      </button>
      <button
        type="button"
        className={styles.flowButton}
        aria-pressed={flow === 'time'}
        onClick={() => onChange('time')}
      >
        <CalendarIcon size={18} />
        {t('wizard.flowTime')}
      </button>
    </fieldset>
  );
}
