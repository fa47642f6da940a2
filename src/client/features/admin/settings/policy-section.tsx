/**
 * The booking policy in Settings: how long before a booking customers may cancel and
 * reschedule online, and how many times they may reschedule. Checked with the shared schema; each
 * booking keeps the policy it was made under, so a change here applies to new bookings only.
 */
import { useTranslation } from 'react-i18next';
import { BookingPolicySettings, type SalonProfile } from '#shared/contract/back-office';
import { TextField } from '../../../components/field';
import { type FormErrors, useFieldText } from '../../../lib/form-check';
import pageStyles from '../ui/page.module.css';
import styles from './settings.module.css';

type PolicyKey = keyof BookingPolicySettings;

type Props = {
  v: SalonProfile;
  errors: FormErrors<PolicyKey>;
  set: <K extends keyof SalonProfile>(k: K, value: SalonProfile[K]) => void;
};

/** The three policy fields: their label and the hint that names their unit (bounds: the schema's). */
const FIELDS = [
  { key: 'cancel_cutoff_hours', label: 'settings.cancelCutoff', hint: 'settings.policyHours' },
  { key: 'reschedule_cutoff_hours', label: 'settings.rescheduleCutoff', hint: 'settings.policyHours' },
  { key: 'max_reschedules', label: 'settings.maxReschedules', hint: 'settings.policyCount' },
] as const satisfies readonly { key: PolicyKey; label: string; hint: string }[];

const bound = (key: PolicyKey) => BookingPolicySettings.shape[key].unwrap();

export function PolicySection({ v, errors, set }: Props) {
  const { t } = useTranslation('admin');
  const text = useFieldText();
  return (
    <section className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.section}`}>
      <h2 className={pageStyles.cardTitle}>{t('settings.policy')}</h2>
      <p className={pageStyles.note}>{t('settings.policyNote')}</p>
      <div className={styles.pair}>
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={t(f.label)}
            type="number"
            inputMode="numeric"
            min={bound(f.key).minValue ?? undefined}
            max={bound(f.key).maxValue ?? undefined}
            value={v[f.key]}
            onChange={(e) => set(f.key, Number(e.target.value))}
            hint={t(f.hint)}
            error={text(errors[f.key])}
          />
        ))}
      </div>
    </section>
  );
}
