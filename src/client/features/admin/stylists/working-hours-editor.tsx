/** The weekly working hours of the stylist form: all seven days, each working (with start and end) or off. */

import { useTranslation } from 'react-i18next';
import type { TimeSlot } from '#shared/contract/availability';
import type { WorkingHours } from '#shared/contract/stylists';
import { chosenSlot, SlotOptions } from './slot-options';
import styles from './stylists.module.css';

type Props = {
  hours: WorkingHours[];
  slots: readonly TimeSlot[];
  onChange: (hours: WorkingHours[]) => void;
  invalid: boolean;
};

export function WorkingHoursEditor({ hours, slots, onChange, invalid }: Props) {
  const { t } = useTranslation('admin');
  const set = (weekday: number, patch: Partial<WorkingHours>) =>
    onChange(hours.map((h) => (h.weekday === weekday ? { ...h, ...patch } : h)));
  const bad = (h: WorkingHours) => {
    if (!h.available) return false;
    const a = slots.findIndex((s) => s.id === h.start_slot_id);
    const b = slots.findIndex((s) => s.id === h.end_slot_id);
    return a < 0 || b < 0 || b <= a;
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('stylists.form.hoursTitle')}</legend>
      <p className={styles.sectionHint}>{t('stylists.form.hoursHint')}</p>
      <ul className={styles.hours}>
        {hours.map((h) => {
          const day = t(`stylists.weekday.${h.weekday}` as 'stylists.weekday.0');
          const wrong = invalid && bad(h);
          return (
            <li key={h.weekday} className={`${styles.hourRow} ${wrong ? styles.hourRowBad : ''}`}>
              <span className={styles.hourDay}>{day}</span>
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  checked={h.available}
                  onChange={(e) => set(h.weekday, { available: e.target.checked })}
                  aria-label={`${day}: ${t('stylists.form.available')}`}
                />
                <span>{h.available ? t('stylists.form.available') : t('stylists.form.dayOff')}</span>
              </label>
              {h.available ? (
                <span className={styles.hourTimes}>
                  <select
                    aria-label={`${day}: ${t('stylists.form.start')}`}
                    value={h.start_slot_id ?? ''}
                    aria-invalid={wrong || undefined}
                    onChange={(e) => set(h.weekday, { start_slot_id: chosenSlot(e.target.value) })}
                  >
                    <SlotOptions slots={slots} />
                  </select>
                  <span aria-hidden="true">–</span>
                  <select
                    aria-label={`${day}: ${t('stylists.form.end')}`}
                    value={h.end_slot_id ?? ''}
                    aria-invalid={wrong || undefined}
                    onChange={(e) => set(h.weekday, { end_slot_id: chosenSlot(e.target.value) })}
                  >
                    <SlotOptions slots={slots} />
                  </select>
                </span>
              ) : (
                <span className={styles.offText}>—</span>
              )}
            </li>
          );
        })}
      </ul>
      {invalid ? (
        <p className={styles.fieldError} role="alert">
          {t('stylists.form.invalidSlots')}
        </p>
      ) : null}
    </fieldset>
  );
}
