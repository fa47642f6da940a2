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

export function PolicySection({ v, errors, set }: Props) {
  const { t } = useTranslation('admin');
  return (
    <section className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.section}`}>
      <h2 className={pageStyles.cardTitle}>{t('settings.policy')}</h2>
      <p className={pageStyles.note}>{t('settings.policyNote')}</p>
      <div className={styles.pair}>
        <TextField
          label={t('settings.cancelCutoff')}
          type="number"
          inputMode="numeric"
          min={0}
          max={336}
          value={v.cancel_cutoff_hours}
          onChange={(e) => set('cancel_cutoff_hours', Number(e.target.value))}
          hint={t('settings.policyHours')}
          error={errors.cancel_cutoff_hours}
        />
        <TextField
          label={t('settings.rescheduleCutoff')}
          type="number"
          inputMode="numeric"
          min={0}
          max={336}
          value={v.reschedule_cutoff_hours}
          onChange={(e) => set('reschedule_cutoff_hours', Number(e.target.value))}
          hint={t('settings.policyHours')}
          error={errors.reschedule_cutoff_hours}
        />
        <TextField
          label={t('settings.maxReschedules')}
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          value={v.max_reschedules}
          onChange={(e) => set('max_reschedules', Number(e.target.value))}
          hint={t('settings.policyCount')}
          error={errors.max_reschedules}
        />
      </div>
    </section>
  );
}
