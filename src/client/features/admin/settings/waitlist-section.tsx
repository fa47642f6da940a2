/**
 * The waitlist in Settings: how freed time goes to the people waiting (the first in line, all at
 * once, or not by itself) and how long an offer holds its time. Checked with the shared schema.
 */
import { useTranslation } from 'react-i18next';
import type { SalonProfile } from '#shared/contract/back-office';
import { WAITLIST_MODES } from '#shared/contract/waitlist';
import { SelectField, TextField } from '../../../components/field';
import { type FormErrors, useFieldText } from '../../../lib/form-check';
import pageStyles from '../ui/page.module.css';
import styles from './settings.module.css';

type Props = {
  v: SalonProfile;
  errors: FormErrors<'waitlist_mode' | 'waitlist_offer_minutes'>;
  set: <K extends keyof SalonProfile>(k: K, value: SalonProfile[K]) => void;
};

export function WaitlistSection({ v, errors, set }: Props) {
  const { t } = useTranslation('admin');
  const text = useFieldText();
  return (
    <section className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.section}`}>
      <h2 className={pageStyles.cardTitle}>{t('waitlist.settings.title')}</h2>
      <p className={pageStyles.note}>{t('waitlist.settings.note')}</p>
      <div className={styles.pair}>
        <SelectField
          label={t('waitlist.settings.mode')}
          value={v.waitlist_mode}
          onChange={(e) => set('waitlist_mode', e.target.value as SalonProfile['waitlist_mode'])}
          hint={t(`waitlist.settings.modes.${v.waitlist_mode}.hint`)}
        >
          {WAITLIST_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`waitlist.settings.modes.${m}.label`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('waitlist.settings.minutes')}
          type="number"
          inputMode="numeric"
          min={5}
          max={1440}
          value={v.waitlist_offer_minutes}
          onChange={(e) => set('waitlist_offer_minutes', Number(e.target.value))}
          hint={t('waitlist.settings.minutesHint')}
          error={text(errors.waitlist_offer_minutes)}
        />
      </div>
    </section>
  );
}
