/**
 * The booking policy in Settings: how long before an appointment customers may cancel and
 * reschedule online, and how many times they may reschedule. Checked with the shared schema; each
 * booking keeps the policy it was made under, so a change here applies to new bookings only.
 */
import { useTranslation } from 'react-i18next';
import { BookingPolicySettings, type SalonProfile } from '../../../../shared/contract/back-office';
import { TextField } from '../../../components/field';
import pageStyles from '../ui/page.module.css';
import styles from './settings.module.css';

type PolicyKey = keyof BookingPolicySettings;
export type PolicyErrors = Partial<Record<PolicyKey, string>>;

/** The schema's verdict on the policy fields, as one message per field. */
export function policyErrors(
  v: SalonProfile,
  t: (key: 'settings.policyHours' | 'settings.policyCount') => string,
) {
  const parsed = BookingPolicySettings.safeParse({
    cancel_cutoff_hours: v.cancel_cutoff_hours,
    reschedule_cutoff_hours: v.reschedule_cutoff_hours,
    max_reschedules: v.max_reschedules,
  });
  const found: PolicyErrors = {};
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as PolicyKey;
    found[key] = t(key === 'max_reschedules' ? 'settings.policyCount' : 'settings.policyHours');
  }
  return found;
}

type Props = {
  v: SalonProfile;
  errors: PolicyErrors;
  set: <K extends keyof SalonProfile>(k: K, value: SalonProfile[K]) => void;
};

/** The three policy fields: their label, their bound and the hint that names their unit. */
const FIELDS = [
  { key: 'cancel_cutoff_hours', label: 'settings.cancelCutoff', max: 336, hint: 'settings.policyHours' },
  {
    key: 'reschedule_cutoff_hours',
    label: 'settings.rescheduleCutoff',
    max: 336,
    hint: 'settings.policyHours',
  },
  { key: 'max_reschedules', label: 'settings.maxReschedules', max: 20, hint: 'settings.policyCount' },
] as const satisfies readonly { key: PolicyKey; label: string; max: number; hint: string }[];

export function PolicySection({ v, errors, set }: Props) {
  const { t } = useTranslation('admin');
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
            min={0}
            max={f.max}
            value={v[f.key]}
            onChange={(e) => set(f.key, Number(e.target.value))}
            hint={t(f.hint)}
            error={errors[f.key]}
          />
        ))}
      </div>
    </section>
  );
}
