/**
 * How the salon takes bookings, in Settings: its time zone and currency, how long an unpaid booking
 * holds its time, when reminders go out, how long a guest's details are kept, and whether
 * customers may pay at the salon.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalonProfile } from '#shared/contract/back-office';
import { Checkbox, SelectField, TextField } from '../../../components/field';
import { type FormErrors, useFieldText } from '../../../lib/form-check';
import pageStyles from '../ui/page.module.css';
import { BoundedField } from './bounded-field';
import styles from './settings.module.css';

type Props = {
  v: SalonProfile;
  errors: FormErrors<keyof SalonProfile>;
  set: <K extends keyof SalonProfile>(k: K, value: SalonProfile[K]) => void;
};

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

export function BookingSection({ v, errors, set }: Props) {
  const { t } = useTranslation('admin');
  const text = useFieldText();
  const zones = useMemo(() => timeZones(v.time_zone), [v.time_zone]);
  return (
    <section className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.section}`}>
      <h2 className={pageStyles.cardTitle}>{t('settings.booking')}</h2>
      <div className={styles.pair}>
        <SelectField
          label={t('settings.timeZone')}
          value={v.time_zone}
          onChange={(e) => set('time_zone', e.target.value)}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('settings.currency')}
          value={v.currency}
          onChange={(e) => set('currency', e.target.value)}
          maxLength={8}
        />
        <BoundedField
          name="payment_hold_minutes"
          label={t('settings.holdMinutes')}
          hint={t('settings.holdHint')}
          value={v.payment_hold_minutes}
          error={text(errors.payment_hold_minutes)}
          onValue={(n) => set('payment_hold_minutes', n)}
        />
        <BoundedField
          name="reminder_lead_minutes"
          label={t('settings.reminderMinutes')}
          hint={t('settings.reminderHint')}
          value={v.reminder_lead_minutes}
          error={text(errors.reminder_lead_minutes)}
          onValue={(n) => set('reminder_lead_minutes', n)}
        />
        <BoundedField
          name="guest_data_months"
          label={t('settings.guestDataMonths')}
          hint={t('settings.guestDataHint')}
          value={v.guest_data_months}
          error={text(errors.guest_data_months)}
          onValue={(n) => set('guest_data_months', n)}
        />
      </div>
      <Checkbox
        label={t('settings.payAtSalon')}
        checked={v.allow_pay_at_salon}
        onChange={(e) => set('allow_pay_at_salon', e.target.checked)}
      />
    </section>
  );
}
